// @vitest-environment node
/**
 * The HTTP client (spec sections 7 and 8) against the real API: startTestApp runs the Fastify
 * app on a fresh SQLite database with the demo data, listening on a free local port.
 *
 * Why the node environment: in the web project's jsdom environment Vite transforms modules as
 * browser code, which rewrites the server's `new URL('../package.json', import.meta.url)` into an
 * http:// URL (server/config.ts then fails), and jsdom's globals break Node-only code such as
 * esbuild. So the API runs here as it does in production, on plain Node, and the providers get
 * the two browser objects they use, window (for window.__APP_CONFIG__) and localStorage, from a
 * real jsdom window. fetch and Headers are Node's own, as in the browser-less jsdom tests.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- jsdom ships no type declarations and @types/jsdom is not installed.
import { JSDOM } from 'jsdom';
import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from 'react-admin';
import { startTestApp, type TestApp } from '../server/test/harness';
import { CLIENT_VERSION } from '../domain/constants';
import { apiBase, apiV1 } from '../src/config';
import { askEarly, apiRequest, raHttpClient, serverVersion } from './httpClient';
import { onToast, type Toast } from './toasts';
import { readTokens, storeTokens, type StoredTokens } from './tokens';

const SERVER_VERSION = '9.9.9-servidor';
const dom = new JSDOM('', { url: 'http://localhost/' });
Object.assign(globalThis, { window: dom.window, localStorage: dom.window.localStorage });

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let t: TestApp;
let origin: string;
let seen: SeenRequest[] = [];
/** Requests carrying `x-test-hold` wait at the server until this gate opens. */
let gate: Promise<void> = Promise.resolve();
let toasts: Toast[] = [];
let stopToasts: () => void;

/** Points the providers at an API, as the server's /app-config.js does in the browser. */
const useApi = (app: TestApp, apiOrigin: string) => {
  window.__APP_CONFIG__ = { apiOrigin, clientId: '1' };
};

/** A real password grant, as the login screen does, with the tokens stored in the browser. */
async function signIn(): Promise<StoredTokens> {
  const response = await fetch(`${apiBase()}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'admin@demo.test',
      password: 'Demo1234!',
      grant_type: 'password',
      client_id: '1',
    }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as StoredTokens;
  storeTokens(tokens);
  return tokens;
}

const expireAccessTokens = () =>
  t.database.db
    .updateTable('oauth_tokens')
    .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
    .execute();

const lastSeen = (method: string, path: string) =>
  [...seen].reverse().find((r) => r.method === method && r.url.startsWith(path));
const refreshGrants = () =>
  seen.filter((r) => r.method === 'POST' && r.url === '/api/oauth/token').length;

beforeAll(async () => {
  t = await startTestApp('sqlite', { APP_VERSION: SERVER_VERSION });
  // The real server, only observed: every request's headers are recorded.
  t.app.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    if (request.headers['x-test-hold']) await gate;
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  useApi(t, origin);
});

afterAll(async () => {
  await t?.close();
  dom.window.close();
});

beforeEach(() => {
  localStorage.clear();
  seen = [];
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
});

afterEach(() => stopToasts());

describe('request headers', () => {
  it('sends the bearer token, the ajax marker, JSON accept, the client id and the app version', async () => {
    const tokens = await signIn();
    const response = await apiRequest(`${apiV1()}/user/me`);
    expect(response.status).toBe(200); // the server accepted the token
    const headers = lastSeen('GET', '/api/v1/user/me')!.headers;
    expect(headers.authorization).toBe(`Bearer ${tokens.access_token}`);
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.accept).toBe('application/json');
    expect(headers['x-client-id']).toBe('1');
    expect(headers['x-app-version']).toBe(CLIENT_VERSION);
    expect(headers['content-type']).toBeUndefined(); // no body, no content type
  });

  it('sends no authorization without stored tokens, and the API refuses the profile with 401', async () => {
    const failure = apiRequest(`${apiV1()}/user/me`);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Tu sesión no es válida o expiró. Ingresá de nuevo.',
    });
    const headers = lastSeen('GET', '/api/v1/user/me')!.headers;
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(toasts).toEqual([]); // 401 leads to the login page, never to a toast
  });

  it('sends JSON with its content type, and lets the caller add headers', async () => {
    await signIn();
    await apiRequest(`${apiV1()}/admin/branch`, {
      method: 'POST',
      body: { name: 'Ramo de cabeceras' },
      headers: { 'X-Extra': 'sí' },
    });
    const headers = lastSeen('POST', '/api/v1/admin/branch')!.headers;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-extra']).toBe('sí');
    expect(headers.accept).toBe('application/json');
  });
});

describe('successful responses', () => {
  it('unwraps the {success, data} wrapper of user/me', async () => {
    await signIn();
    const response = await apiRequest(`${apiV1()}/user/me`);
    expect(JSON.parse(response.body)).toMatchObject({
      success: true,
      data: { email: 'admin@demo.test' },
    });
    expect(response.json).toMatchObject({
      id: 1,
      email: 'admin@demo.test',
      access: {
        permission: ['administrator'],
        role: ['administrator'],
        assigment: ['administration'],
      },
    });
    expect(toasts).toEqual([]); // no message, no success toast
    expect(response.message).toBeNull();
  });

  it('hands the caller a success message, toasting it unless silenced', async () => {
    await signIn();
    const url = `${apiV1()}/notifications/read-all`;
    const quiet = await apiRequest(url, { method: 'POST', hideMessage: true });
    expect(quiet.message).toBe('Todas sus notificaciones quedaron leídas.');
    expect(toasts).toEqual([]);
    const loud = await apiRequest(url, { method: 'POST' });
    expect(loud.message).toBe('Todas sus notificaciones quedaron leídas.');
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'success',
        text: 'Todas sus notificaciones quedaron leídas.',
      }),
    ]);
  });

  it('keeps a body that is not a wrapper as it is', async () => {
    const response = await apiRequest(`${apiBase()}/health`);
    expect(response.json).toEqual({ status: 'ok', version: SERVER_VERSION });
  });

  it("records the server's application version from the response header", async () => {
    await apiRequest(`${apiBase()}/health`);
    expect(serverVersion()).toBe(SERVER_VERSION);
    expect(lastSeen('GET', '/api/health')!.headers['x-app-version']).toBe(CLIENT_VERSION); // ours differs
  });

  it('keeps the last known server version when the API cannot be reached, and shows the generic toast', async () => {
    const failure = apiRequest('http://127.0.0.1:1/api/health');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 0,
      message: 'Ha Ocurrido un inconveniente',
    });
    expect(serverVersion()).toBe(SERVER_VERSION);
    expect(toasts).toMatchObject([{ type: 'error', text: 'Ha Ocurrido un inconveniente' }]);
  });
});

describe('error responses', () => {
  it('creates a branch with valid data', async () => {
    await signIn();
    const response = await apiRequest(`${apiV1()}/admin/branch`, {
      method: 'POST',
      body: { name: 'Ramo válido de prueba', code: 'valido' },
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ name: 'Ramo válido de prueba', code: 'valido' });
  });

  it("rejects bad data with react-admin's HttpError 422, the first Spanish message and one string per field", async () => {
    await signIn();
    const error = await apiRequest(`${apiV1()}/admin/branch`, {
      method: 'POST',
      body: { name: '', code: 'x'.repeat(41) },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.message).toBe('El campo Nombre es obligatorio.');
    const errors = (httpError.body as { errors: Record<string, unknown> }).errors;
    expect(errors.name).toBe('El campo Nombre es obligatorio.');
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'code']));
    for (const message of Object.values(errors)) expect(typeof message).toBe('string');
  });

  it('shows a danger toast with the response message', async () => {
    await signIn();
    await expect(
      apiRequest(`${apiV1()}/admin/branch`, { method: 'POST', body: { name: '' } }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(apiRequest(`${apiV1()}/admin/branch/999999`)).rejects.toMatchObject({
      status: 404,
    });
    expect(toasts).toMatchObject([
      {
        type: 'error',
        text: 'El campo Nombre es obligatorio.',
        dismissAfter: 5000,
        position: 'ne',
      },
      { type: 'error', text: 'El registro solicitado no existe.' },
    ]);
  });

  it('shows no toast when the request sets hideMessage', async () => {
    await signIn();
    await expect(
      apiRequest(`${apiV1()}/admin/branch`, {
        method: 'POST',
        body: { name: '' },
        hideMessage: true,
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      apiRequest(`${apiV1()}/admin/branch/999999`, { hideMessage: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect(toasts).toEqual([]);
  });
});

describe('token refresh on 401', () => {
  it('refreshes an expired access token, retries once, and stores the new tokens', async () => {
    const old = await signIn();
    await expireAccessTokens();
    seen = [];
    const response = await apiRequest(`${apiV1()}/user/me`);
    expect(response.json).toMatchObject({ email: 'admin@demo.test' });
    const fresh = readTokens()!;
    expect(fresh.access_token).not.toBe(old.access_token);
    expect(fresh.refresh_token).not.toBe(old.refresh_token);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/user/me',
      'POST /api/oauth/token',
      'GET /api/v1/user/me',
    ]);
    expect(lastSeen('GET', '/api/v1/user/me')!.headers.authorization).toBe(
      `Bearer ${fresh.access_token}`,
    );
    expect(toasts).toEqual([]);
  });

  it('clears the tokens and rejects with 401 when the refresh token is not valid', async () => {
    storeTokens({ access_token: 'caducado', token_type: 'Bearer', refresh_token: 'inventado' });
    const failure = apiRequest(`${apiV1()}/user/me`);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(refreshGrants()).toBe(1);
    expect(seen.filter((r) => r.url === '/api/v1/user/me')).toHaveLength(1); // no retry
    expect(toasts).toEqual([]);
  });

  it('does not refresh again for a request that failed before a parallel refresh finished', async () => {
    await signIn();
    await expireAccessTokens();
    seen = [];
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    // Sent with the old token, answered (401) only after the other request refreshed the tokens.
    const held = apiRequest(`${apiV1()}/user/me`, { headers: { 'x-test-hold': '1' } });
    await apiRequest(`${apiV1()}/user/me`);
    const refreshed = readTokens()!;
    open();
    await expect(held).resolves.toMatchObject({ status: 200 });
    expect(refreshGrants()).toBe(1);
    expect(readTokens()).toEqual(refreshed); // still the pair every request now uses
    await expect(apiRequest(`${apiV1()}/user/me`)).resolves.toMatchObject({ status: 200 });
  });
});

describe('raHttpClient (the data provider client)', () => {
  it("gives react-admin's fetchJson shape, with the Content-Range header of a list", async () => {
    await signIn();
    const response = await raHttpClient(
      `${apiV1()}/admin/branch?range=${encodeURIComponent('[0,1]')}`,
      {
        headers: new Headers({ Accept: 'application/json' }),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toMatch(/^admin\/branch 0-1\/\d+$/);
    expect(response.json).toHaveLength(2);
    expect(lastSeen('GET', '/api/v1/admin/branch')!.headers.authorization).toMatch(/^Bearer /);
  });

  it('rejects bad data with HttpError 422 and leaves the toast to react-admin', async () => {
    await signIn();
    const failure = raHttpClient(`${apiV1()}/admin/branch`, {
      method: 'POST',
      body: JSON.stringify({ name: '' }),
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: 'El campo Nombre es obligatorio.' } },
    });
    expect(lastSeen('POST', '/api/v1/admin/branch')!.headers['content-type']).toBe(
      'application/json',
    );
    expect(toasts).toEqual([]);
  });
});

describe('application notification header', () => {
  const notice = 'Hay una versión nueva: actualice la página.';
  let noticed: TestApp;
  let noticedOrigin: string;

  beforeAll(async () => {
    noticed = await startTestApp('sqlite', { APP_NOTIFICATION: notice });
    noticedOrigin = await noticed.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    useApi(t, origin);
    await noticed?.close();
  });

  it('shows nothing when the API sends no notice', async () => {
    useApi(t, origin);
    await apiRequest(`${apiBase()}/health`);
    expect(toasts).toEqual([]);
  });

  it('shows the notice once, as a persistent error toast, even on silenced requests', async () => {
    useApi(noticed, noticedOrigin);
    await apiRequest(`${apiBase()}/health`, { hideMessage: true });
    await apiRequest(`${apiBase()}/health`);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'error', text: notice, dismissAfter: 0 }),
    ]);
    // Its link refreshes the version (spec 8).
    expect(toasts[0].actions.map((a) => a.label)).toEqual(['Actualizar versión']);
  });
});

describe('answers asked for early (providers/earlyAnswers.ts)', () => {
  const news = () => `${apiV1()}/home/news`;
  const asked = () => seen.filter((r) => r.method === 'GET' && r.url === '/api/v1/home/news');

  it("hands a GET asked early to the screen's own call, once, without asking again", async () => {
    await signIn();
    askEarly([news()]);
    const first = await apiRequest(news(), { hideMessage: true });
    expect(first.status).toBe(200);
    expect(asked()).toHaveLength(1);
    // Handed over once: the next call asks the API.
    await apiRequest(news(), { hideMessage: true });
    expect(asked()).toHaveLength(2);
  });

  it("never hands one session's early answer to another session", async () => {
    await signIn();
    askEarly([news()]);
    await signIn(); // a new login: new tokens
    await apiRequest(news(), { hideMessage: true });
    expect(asked()).toHaveLength(2);
  });

  it('asks again when the early answer failed, so the caller hears the failure itself', async () => {
    askEarly([news()]); // no session yet: 401
    await signIn();
    const answer = await apiRequest(news(), { hideMessage: true });
    expect(answer.status).toBe(200);
  });
});
