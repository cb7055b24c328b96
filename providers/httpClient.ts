/**
 * Every call to the API goes through here (spec sections 7 and 8): the request headers, token
 * refresh on 401, unwrapping, success and danger toasts, and react-admin's HttpError on failure.
 */
import { HttpError } from 'react-admin';
import {
  CLIENT_ID_HEADER,
  NOTIFICATION_HEADER,
  REQUEST_TIMEOUT_MS,
  VERSION_HEADER,
} from '../domain/constants';
import { apiBase, clientSettings } from '../src/config';
import { errorText, formErrors, isSilenced, successMessage, unwrapBody } from './responses';
import { keepEarly, takeEarly } from './earlyAnswers';
import { showToast } from './toasts';
import { noteServerVersion } from './version';
import { clearTokens, readTokens, storeTokens, type StoredTokens } from './tokens';

export interface ApiOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Silences the global toasts (spec section 8). */
  hideMessage?: boolean;
  /** Internal: a retried request after a token refresh. */
  retried?: boolean;
  /** Outlives the page (a save sent while the user leaves it); the body must stay under 64 kB. */
  keepalive?: boolean;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: string;
  /** The parsed body, unwrapped from `{data, success}`. */
  json: unknown;
  /** The body's success message (also shown as a toast unless silenced), or null. */
  message: string | null;
}

let lastServerVersion: string | null = null;
export const serverVersion = () => lastServerVersion;

function requestHeaders(options: ApiOptions, tokens: StoredTokens | null): Headers {
  const settings = clientSettings();
  const headers = new Headers({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    [CLIENT_ID_HEADER]: settings.clientId,
    [VERSION_HEADER]: settings.appVersion,
    ...options.headers,
  });
  if (options.body instanceof Blob) headers.set('Content-Type', 'application/octet-stream');
  else if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  if (tokens) headers.set('Authorization', `${tokens.token_type} ${tokens.access_token}`);
  return headers;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many requests failed together. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = readTokens();
    if (!tokens?.refresh_token) return false;
    const settings = clientSettings();
    const response = await fetch(`${apiBase()}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: settings.clientId,
      }),
    }).catch(() => null);
    if (!response?.ok) {
      clearTokens();
      return false;
    }
    storeTokens(await response.json());
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * After a 401, whether the request is worth retrying: either the stored tokens already changed
 * since it was sent (a parallel request refreshed them; refreshing again would rotate away the
 * pair the other requests are now using), or a refresh works now.
 */
function renewedSince(sent: StoredTokens | null): Promise<boolean> {
  const current = readTokens();
  if (current && current.access_token !== sent?.access_token) return Promise.resolve(true);
  return refreshTokens();
}

let shownNotification: string | null = null;
/** The link of the application-notification toast: loads the current version (spec 8). */
export const REFRESH_VERSION_LABEL = 'Actualizar versión';

/** The application-notification header (spec section 8): one persistent error toast per text. */
function showApplicationNotification(headers: Headers) {
  const raw = headers.get(NOTIFICATION_HEADER);
  if (!raw) return;
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // Not URI-encoded: shown as sent.
  }
  if (!text.trim() || text === shownNotification) return;
  shownNotification = text;
  showToast(text, {
    type: 'error',
    dismissAfter: 0,
    actions: [{ label: REFRESH_VERSION_LABEL, onClick: () => window.location.reload() }],
  });
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/**
 * Asks now for GETs a screen about to mount will make (providers/earlyAnswers.ts); its own
 * apiRequest then takes the answer instead of asking again.
 */
export function askEarly(urls: string[]) {
  const token = readTokens()?.access_token;
  for (const url of urls) keepEarly(url, token, apiRequest(url, { hideMessage: true }));
}

export async function apiRequest(url: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const asksPlainly = (options.method ?? 'GET') === 'GET' && options.body === undefined;
  const early = asksPlainly ? takeEarly(url, readTokens()?.access_token) : null;
  // An early failure is asked again, so that the caller's own messages apply.
  if (early) return early.catch(() => apiRequest(url, options));
  // A file goes as it is (multipart or its bytes); anything else as JSON.
  const body =
    options.body === undefined || options.body instanceof FormData || options.body instanceof Blob
      ? (options.body as FormData | Blob | undefined)
      : JSON.stringify(options.body);
  const tokens = readTokens();
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: requestHeaders(options, tokens),
      body,
      keepalive: options.keepalive,
      // Spec 9: a request gives up after REQUEST_TIMEOUT_MS (long exports and imports included).
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    if (!options.hideMessage) showToast(errorText(null, null), { type: 'error' });
    throw new HttpError(errorText(null, null), 0, null);
  }
  lastServerVersion = response.headers.get(VERSION_HEADER) ?? lastServerVersion;
  noteServerVersion(response.headers.get(VERSION_HEADER), clientSettings().appVersion);
  showApplicationNotification(response.headers);
  const text = await response.text();
  const parsed = parse(text);

  if (
    response.status === 401 &&
    !options.retried &&
    !url.endsWith('/oauth/token') &&
    (await renewedSince(tokens))
  ) {
    return apiRequest(url, { ...options, retried: true });
  }
  if (!response.ok) {
    const message = errorText(response.status, parsed);
    if (!isSilenced(options, parsed) && response.status !== 401)
      showToast(message, { type: 'error' });
    const errors = formErrors(parsed);
    throw new HttpError(
      message,
      response.status,
      errors ? { ...(parsed as object), errors } : parsed,
    );
  }
  const message = successMessage(parsed);
  if (message && !isSilenced(options, parsed)) showToast(message, { type: 'success' });
  return {
    status: response.status,
    headers: response.headers,
    body: text,
    json: unwrapBody(parsed),
    message,
  };
}

/** The httpClient of ra-data-simple-rest: react-admin shows its own notifications for these. */
export function raHttpClient(
  url: string,
  options: { method?: string; body?: BodyInit | null; headers?: HeadersInit } = {},
) {
  const headers = Object.fromEntries(new Headers(options.headers ?? {}).entries());
  return apiRequest(url, {
    method: options.method,
    body: typeof options.body === 'string' ? JSON.parse(options.body) : (options.body ?? undefined),
    headers,
    hideMessage: true,
  });
}
