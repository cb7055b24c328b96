/** Runtime settings served by the API as /app-config.js (one source of truth: the server's env). */
import { CLIENT_VERSION } from '../domain/constants';

interface ClientSettings {
  /** Origin of the API; empty means the page's own origin (the embedded default). */
  apiOrigin: string;
  /** The web app's OAuth client id: a public client, so there is no secret to send. */
  clientId: string;
  appVersion: string;
  /** Minutes without activity before the automatic logout; 0 turns it off. */
  idleTimeoutMinutes: number;
  /** Where uncaught errors are posted (src/errorReporting.ts); empty: reporting off. */
  errorReportUrl: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<ClientSettings>;
  }
}

export const PRODUCT_NAME = 'BrokerDesk';
/** `/api` on the page's origin, or on the configured API origin. */
export const apiBase = () => `${clientSettings().apiOrigin}/api`;
export const apiV1 = () => `${apiBase()}/v1`;

export function clientSettings(): ClientSettings {
  const fromServer = typeof window === 'undefined' ? {} : (window.__APP_CONFIG__ ?? {});
  return {
    apiOrigin: fromServer.apiOrigin ?? '',
    clientId: fromServer.clientId ?? '1',
    appVersion: fromServer.appVersion ?? CLIENT_VERSION,
    idleTimeoutMinutes: fromServer.idleTimeoutMinutes ?? 30,
    errorReportUrl: fromServer.errorReportUrl ?? '',
  };
}
