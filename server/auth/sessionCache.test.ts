import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../test/harness';
import { SessionCache } from './sessionCache';
import type { SessionUser } from './users';

const user = (id: number) =>
  ({
    id,
    name: 'X',
    email: 'x@x.com',
    state: 1,
    access: { permission: [], role: [], assigment: [] },
    grants: { role: [], assigment: [] },
    organizations: [],
  }) as SessionUser;

describe('SessionCache', () => {
  it('keeps a session for the time-to-live and never past the token expiry', () => {
    const cache = new SessionCache(1000);
    cache.set('a', user(1), 10_000, cache.generation, 0);
    cache.set('b', user(2), 500, cache.generation, 0);
    expect(cache.get('a', 999)?.id).toBe(1);
    expect(cache.get('a', 1000)).toBeNull();
    expect(cache.get('b', 499)?.id).toBe(2);
    expect(cache.get('b', 500)).toBeNull();
  });

  it('keeps a session until its token expires when the time-to-live is unbounded', () => {
    const cache = new SessionCache(Infinity);
    cache.set('a', user(1), 8 * 3600_000, cache.generation, 0);
    expect(cache.get('a', 8 * 3600_000 - 1)?.id).toBe(1);
    expect(cache.get('a', 8 * 3600_000)).toBeNull();
  });

  it('stores nothing with a time-to-live of 0 and forgets evicted tokens and users', async () => {
    const off = new SessionCache(0);
    off.set('a', user(1), 10_000, off.generation, 0);
    expect(off.get('a', 1)).toBeNull();
    const cache = new SessionCache(1000);
    cache.set('a', user(1), 10_000, cache.generation, 0);
    cache.set('b', user(1), 10_000, cache.generation, 0);
    cache.set('c', user(2), 10_000, cache.generation, 0);
    await cache.evict('a');
    expect(cache.get('a', 1)).toBeNull();
    await cache.evictUser(1);
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('c', 1)?.id).toBe(2);
    await cache.clear();
    expect(cache.get('c', 1)).toBeNull();
  });

  it('does not cache a lookup that an eviction overtook (it may have read the old state)', async () => {
    const cache = new SessionCache(1000);
    const started = cache.generation;
    await cache.evictUser(1);
    cache.set('a', user(1), 10_000, started, 0);
    expect(cache.get('a', 1)).toBeNull();
    cache.set('a', user(1), 10_000, cache.generation, 0);
    expect(cache.get('a', 1)?.id).toBe(1);
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = new SessionCache(1000, { maxEntries: 2 });
    cache.set('a', user(1), 10_000, cache.generation, 0);
    cache.set('b', user(2), 10_000, cache.generation, 0);
    cache.set('c', user(3), 10_000, cache.generation, 0);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('c', 1)?.id).toBe(3);
  });
});

describe('sessions cached by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SESSION_CACHE_MS: '300' });
  });
  afterAll(() => t?.close());
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/user/me', headers });

  it('refuses a logged-out token at once, cache or not', async () => {
    const headers = await t.login('admin@demo.test');
    expect((await me(headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('sees a change made elsewhere (another instance) once the time-to-live has passed', async () => {
    const headers = await t.login('admin@demo.test');
    expect((await me(headers)).statusCode).toBe(200);
    await t.database.db
      .updateTable('oauth_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .execute();
    expect((await me(headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('sessions cached until the token expires', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SESSION_CACHE_MS: 'Infinity' });
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ url: `/api/v1/${url}`, headers });
  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: admin, payload });

  /** A role granting `permissions`, and a user holding it, logged in (its session cached). */
  async function personWith(permissions: string[]) {
    const role = json(
      await send('POST', 'auth-admin/role', {
        name: `rol_cache_${++seq}`,
        label: `Rol de caché ${seq}`,
        permissions,
      }),
    );
    const email = `cache${seq}@broker.com.ar`;
    const password = 'Clave2026segura';
    const [cargo] = (
      await get('auth-admin/assigment?filter=%7B%22q%22%3A%22general%22%7D', admin)
    ).json() as { id: number }[];
    const created = await send('POST', 'auth-admin/user', {
      name: `Persona ${seq}`,
      email,
      password,
      password_confirmation: password,
      roles: [role.id],
      assignments: [cargo.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = json(created);
    const session = await t.login(email, password);
    expect((await get('admin/holiday', session)).statusCode).toBe(200);
    return { role, user, session };
  }

  it('applies a role’s changed permissions to an open session at once', async () => {
    const { role, session } = await personWith(['admin: holidays']);
    const changed = await send('PUT', `auth-admin/role/${role.id}`, {
      ...role,
      permissions: ['admin: companies'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('admin/holiday', session)).statusCode).toBe(403);
    expect((await get('admin/company', session)).statusCode).toBe(200);
  });

  it('applies a user’s changed roles at once, and ends a deactivated user’s session at once', async () => {
    const { user, session } = await personWith(['admin: holidays']);
    const other = json(
      await send('POST', 'auth-admin/role', {
        name: `rol_cache_${++seq}`,
        label: `Rol de caché ${seq}`,
        permissions: ['admin: companies'],
      }),
    );
    const current = json(await get(`auth-admin/user/${user.id}`, admin));
    const moved = json(
      await send('PUT', `auth-admin/user/${user.id}`, { ...current, roles: [other.id] }),
    );
    expect((await get('admin/holiday', session)).statusCode).toBe(403);
    expect((await get('admin/company', session)).statusCode).toBe(200);
    await send('PUT', `auth-admin/user/${user.id}`, { ...moved, state: 2 });
    expect((await get('user/me', session)).statusCode).toBe(401);
  });

  it('ends the session at once when an administrator sets the user’s password', async () => {
    const { user, session } = await personWith(['admin: holidays']);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth-admin/user/${user.id}/password`,
      headers: admin,
      payload: { password: 'OtraClave2026segura', password_confirmation: 'OtraClave2026segura' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await get('user/me', session)).statusCode).toBe(401);
  });

  it('refuses a token refreshed away or logged out at once', async () => {
    const { session } = await personWith(['admin: holidays']);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: session });
    expect((await get('user/me', session)).statusCode).toBe(401);
  });
});
