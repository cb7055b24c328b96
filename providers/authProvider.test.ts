// @vitest-environment node
/**
 * The session life cycle (spec sections 4, 7 and 8) against the real API on a fresh SQLite
 * database with the demo data. Node environment, with a real jsdom window for window.__APP_CONFIG__
 * and localStorage: see providers/httpClient.test.ts for why the web project's jsdom environment
 * cannot host the API.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- jsdom ships no type declarations and @types/jsdom is not installed.
import { JSDOM } from 'jsdom';
import { HttpError } from 'react-admin';
import { startTestApp, type TestApp } from '../server/test/harness';
import { apiBase, apiV1 } from '../src/config';
import { QueryClient } from '@tanstack/react-query';
import { authProvider, checkProfile, currentProfile, primeSessionQueries } from './authProvider';
import { onToast, type Toast } from './toasts';
import { readTokens, storeTokens, type StoredTokens } from './tokens';

const EMAIL = 'admin@demo.test';
const PASSWORD = 'Demo1234!';
const dom = new JSDOM('', { url: 'http://localhost/' });
Object.assign(globalThis, { window: dom.window, localStorage: dom.window.localStorage });

let t: TestApp;
let seen: { method: string; url: string; body: unknown }[] = [];
let toasts: Toast[] = [];
let stopToasts: () => void;

/** Tokens from a password grant made outside the provider, so it holds no cached profile. */
async function grantTokens(): Promise<StoredTokens> {
  const response = await fetch(`${apiBase()}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: EMAIL,
      password: PASSWORD,
      grant_type: 'password',
      client_id: '1',
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredTokens;
}

const profileStatus = async (tokens: StoredTokens) =>
  (
    await fetch(`${apiV1()}/user/me`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    })
  ).status;

const paths = () => seen.map((r) => `${r.method} ${r.url}`);

beforeAll(async () => {
  t = await startTestApp('sqlite');
  // The real server, only observed: every request with its parsed body.
  t.app.addHook('preHandler', async (request) => {
    seen.push({ method: request.method, url: request.url, body: request.body });
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  window.__APP_CONFIG__ = {
    apiOrigin: origin,
    clientId: '1',
  };
});

afterAll(async () => {
  await t?.close();
  dom.window.close();
});

beforeEach(async () => {
  localStorage.clear();
  await authProvider.logout({}); // no stored token: only forgets the cached profile
  seen = [];
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
});

afterEach(() => stopToasts());

describe('login', () => {
  it('logs in with the e-mail as username and stores the tokens and the profile', async () => {
    await authProvider.login({ username: EMAIL, password: PASSWORD });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/oauth/token',
      body: {
        username: EMAIL,
        password: PASSWORD,
        grant_type: 'password',
        client_id: '1',
      },
    });
    const tokens = readTokens()!;
    expect(tokens).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      refresh_token: expect.any(String),
    });
    expect(await profileStatus(tokens)).toBe(200);
    expect(currentProfile()).toMatchObject({
      id: 1,
      email: EMAIL,
      access: { permission: ['administrator'] },
    });
    expect(toasts).toEqual([]);
  });

  it('rejects a wrong password with the Spanish message and stores nothing', async () => {
    const failure = authProvider.login({ username: EMAIL, password: 'Incorrecta1!' });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'El correo electrónico o la contraseña son incorrectos.',
    });
    expect(readTokens()).toBeNull();
    expect(currentProfile()).toBeNull();
    expect(toasts).toEqual([]); // the login form shows the message itself
  });

  it('rejects an unknown e-mail with the same message', async () => {
    await expect(
      authProvider.login({ username: 'nadie@demo.test', password: PASSWORD }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'El correo electrónico o la contraseña son incorrectos.',
    });
    expect(readTokens()).toBeNull();
  });
});

describe('the first screen after login', () => {
  it("reads the person's name and access from the login's answer, as the provider gives them", async () => {
    await authProvider.login({ username: EMAIL, password: PASSWORD });
    const client = new QueryClient();
    primeSessionQueries(client);
    expect(client.getQueryData(['auth', 'getIdentity'])).toEqual(await authProvider.getIdentity!());
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toEqual(
      await authProvider.getPermissions!({}),
    );
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toMatchObject({
      permission: ['administrator'],
    });
    // Nothing asked of the API beyond the login itself.
    expect(paths()).toEqual(['POST /api/oauth/token']);
  });

  it('is told nothing after a failed login', async () => {
    await expect(
      authProvider.login({ username: EMAIL, password: 'Incorrecta1!' }),
    ).rejects.toMatchObject({ status: 401 });
    const client = new QueryClient();
    primeSessionQueries(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('checkAuth', () => {
  it("rejects with 'No access token stored' without a stored token, asking nothing of the API", async () => {
    await expect(checkProfile()).rejects.toThrow('No access token stored');
    // react-admin would show checkAuth's message on the login page: none on a first visit.
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(seen).toEqual([]);
  });

  it('checks the profile with a stored token', async () => {
    storeTokens(await grantTokens());
    seen = [];
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(paths()).toEqual(['GET /api/v1/user/me']);
    expect(currentProfile()).toMatchObject({ id: 1, email: EMAIL });
  });

  it('rejects with 401 and removes a stored token the API does not accept', async () => {
    storeTokens({ access_token: 'falso', token_type: 'Bearer', refresh_token: 'falso' });
    // The Spanish 'please log in' of react-admin, shown on the login page.
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      message: 'ra.auth.auth_check_error',
    });
    expect(readTokens()).toBeNull();
    expect(currentProfile()).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('a profile check that gets no answer', () => {
  it('keeps the stored session for the next load', async () => {
    storeTokens(await grantTokens());
    const tokens = readTokens();
    const origin = window.__APP_CONFIG__!.apiOrigin;
    // A port nobody listens on: the request fails as one cut short by a reload would.
    window.__APP_CONFIG__ = { ...window.__APP_CONFIG__!, apiOrigin: 'http://127.0.0.1:9' };
    try {
      await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    } finally {
      window.__APP_CONFIG__ = { ...window.__APP_CONFIG__!, apiOrigin: origin };
    }
    expect(readTokens()).toEqual(tokens);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(currentProfile()).toMatchObject({ email: EMAIL });
  });
});

describe('getPermissions and getIdentity', () => {
  it("returns the profile's access lists", async () => {
    await authProvider.login({ username: EMAIL, password: PASSWORD });
    await expect(authProvider.getPermissions!({})).resolves.toEqual({
      permission: ['administrator'],
      role: ['administrator'],
      assigment: ['administration'],
    });
  });

  it('loads the profile for them when only a token is stored', async () => {
    storeTokens(await grantTokens());
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({
      permission: ['administrator'],
    });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 1,
      fullName: 'Alicia Administradora',
      supervises: [],
    });
  });

  it('gives no permissions and no identity without a session', async () => {
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    await expect(authProvider.getIdentity!()).rejects.toThrow('No access token stored');
  });
});

describe('logout', () => {
  it('revokes the token on the server and clears the browser storage', async () => {
    await authProvider.login({ username: EMAIL, password: PASSWORD });
    const tokens = readTokens()!;
    await authProvider.logout({});
    expect(paths()).toContain('POST /api/v1/auth/logout');
    expect(readTokens()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(currentProfile()).toBeNull();
    expect(await profileStatus(tokens)).toBe(401);
    // Nor can the revoked pair be renewed.
    const refresh = await fetch(`${apiBase()}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: '1',
      }),
    });
    expect(refresh.status).toBe(401);
  });

  it('only clears the browser without a session, and never fails', async () => {
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(seen).toEqual([]);
  });
});

describe('checkError', () => {
  it('rejects a 401 and clears the session', async () => {
    await authProvider.login({ username: EMAIL, password: PASSWORD });
    const error = new HttpError('Tu sesión no es válida o expiró. Ingresá de nuevo.', 401, null);
    await expect(authProvider.checkError(error)).rejects.toBe(error);
    expect(readTokens()).toBeNull();
    expect(currentProfile()).toBeNull();
  });

  it('resolves other errors and keeps the session', async () => {
    await authProvider.login({ username: EMAIL, password: PASSWORD });
    await expect(
      authProvider.checkError(new HttpError('Error del servidor', 500, null)),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(new HttpError('Sin permiso', 403, null)),
    ).resolves.toBeUndefined();
    expect(readTokens()).not.toBeNull();
    expect(currentProfile()).not.toBeNull();
  });
});
