import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
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
    cache.set('a', user(1), 10_000, 0);
    cache.set('b', user(2), 500, 0);
    expect(cache.get('a', 999)?.id).toBe(1);
    expect(cache.get('a', 1000)).toBeNull();
    expect(cache.get('b', 499)?.id).toBe(2);
    expect(cache.get('b', 500)).toBeNull();
  });

  it('stores nothing with a time-to-live of 0 and forgets evicted tokens and users', () => {
    const off = new SessionCache(0);
    off.set('a', user(1), 10_000, 0);
    expect(off.get('a', 1)).toBeNull();
    const cache = new SessionCache(1000);
    cache.set('a', user(1), 10_000, 0);
    cache.set('b', user(1), 10_000, 0);
    cache.set('c', user(2), 10_000, 0);
    cache.evict('a');
    expect(cache.get('a', 1)).toBeNull();
    cache.evictUser(1);
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('c', 1)?.id).toBe(2);
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = new SessionCache(1000, 2);
    cache.set('a', user(1), 10_000, 0);
    cache.set('b', user(2), 10_000, 0);
    cache.set('c', user(3), 10_000, 0);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('c', 1)?.id).toBe(3);
  });
});

describe('sessions cached by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SESSION_CACHE_MS: '300' });
  });
  afterAll(() => t.close());
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
