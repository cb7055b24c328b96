/**
 * Error reporting (spec 8), off unless app-config names ERROR_REPORT_URL: every uncaught error
 * and unhandled rejection of the page is posted there as JSON, except the harmless browser
 * notice 'ResizeObserver loop limit exceeded', which the spec says to ignore. At most
 * MAX_REPORTS per page load, so a failing loop cannot flood the collector.
 */
import { clientSettings } from './config';

export const IGNORED_ERRORS = ['ResizeObserver loop limit exceeded'];
const MAX_REPORTS = 20;

export interface ErrorReport {
  message: string;
  stack: string | null;
  page: string;
  userAgent: string;
  appVersion: string;
  at: string;
}

export const isIgnored = (message: string) => IGNORED_ERRORS.some((text) => message.includes(text));

export function reportOf(reason: unknown): ErrorReport {
  const error = reason instanceof Error ? reason : null;
  return {
    message: error?.message ?? String(reason),
    stack: error?.stack ?? null,
    page: window.location.pathname,
    userAgent: navigator.userAgent,
    appVersion: clientSettings().appVersion,
    at: new Date().toISOString(),
  };
}

/** Starts reporting when configured; returns a function that stops it (tests). */
export function installErrorReporting(url = clientSettings().errorReportUrl): () => void {
  if (!url) return () => undefined;
  let sent = 0;
  const send = (reason: unknown, message: string) => {
    if (isIgnored(message) || sent >= MAX_REPORTS) return;
    sent++;
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(reportOf(reason)),
      keepalive: true,
    }).catch(() => undefined);
  };
  const onError = (event: ErrorEvent) => send(event.error ?? event.message, event.message ?? '');
  const onRejection = (event: PromiseRejectionEvent) =>
    send(event.reason, event.reason instanceof Error ? event.reason.message : String(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
