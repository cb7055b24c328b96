/** Runtime settings served by the API as /app-config.js (one source of truth: the server's env). */
import { CLIENT_VERSION } from '../domain/constants';

interface ClientSettings {
  clientId: string;
  clientSecret: string;
  appVersion: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<ClientSettings>;
  }
}

export const PRODUCT_NAME = 'BrokerDesk';
export const API_BASE = '/api';
export const API_V1 = `${API_BASE}/v1`;

export function clientSettings(): ClientSettings {
  const fromServer = typeof window === 'undefined' ? {} : (window.__APP_CONFIG__ ?? {});
  return {
    clientId: fromServer.clientId ?? '1',
    clientSecret: fromServer.clientSecret ?? '',
    appVersion: fromServer.appVersion ?? CLIENT_VERSION,
  };
}
