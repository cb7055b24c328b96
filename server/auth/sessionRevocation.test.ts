/**
 * Sessions cached until their token expires on two instances (one PostgreSQL, one Redis): a
 * revocation or a change of access made through A reaches B's cache before A answers, so B's
 * very next request sees it. Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL); skipped
 * with the reason otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherInstance,
  json,
  missingForInstances,
  startTestApp,
  TEST_REDIS_URL,
  type TestApp,
} from '../test/harness';

const missing = await missingForInstances('session revocation tests');

type Headers = Record<string, string>;
const cached = { REDIS_URL: TEST_REDIS_URL, SESSION_CACHE_MS: 'Infinity' };

describe.skipIf(missing.length > 0)('sessions revoked on every instance at once', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof anotherInstance>>;
  let admin: Headers;
  let seq = 0;

  beforeAll(async () => {
    a = await startTestApp('postgres', cached);
    b = await anotherInstance(a, cached);
    admin = await a.login('admin@demo.test');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const onB = (url: string, headers: Headers) => b.app.inject({ url: `/api/v1/${url}`, headers });
  const sendA = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    a.app.inject({ method, url: `/api/v1/${url}`, headers: admin, payload });

  /** A person whose one role grants `permissions`, logged in through A and cached on B. */
  async function personWith(permissions: string[]) {
    const role = json(
      await sendA('POST', 'auth-admin/role', {
        name: `rol_revocacion_${++seq}`,
        label: `Rol de revocación ${seq}`,
        permissions,
      }),
    );
    const [cargo] = (
      await a.app.inject({
        url: `/api/v1/auth-admin/assigment?filter=${encodeURIComponent('{"q":"general"}')}`,
        headers: admin,
      })
    ).json() as { id: number }[];
    const email = `revocacion${seq}@broker.com.ar`;
    const created = await sendA('POST', 'auth-admin/user', {
      name: `Persona ${seq}`,
      email,
      password: 'Clave2026segura',
      password_confirmation: 'Clave2026segura',
      roles: [role.id],
      assignments: [cargo.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = await a.login(email, 'Clave2026segura');
    expect((await onB('admin/holiday', session)).statusCode).toBe(200);
    return { role, user: json(created), session };
  }

  it('refuses on B the next request of a token logged out through A', async () => {
    const { session } = await personWith(['admin: holidays']);
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: session,
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await onB('user/me', session)).statusCode).toBe(401);
  });

  it('gives a session on B the new permissions of a role changed through A at once', async () => {
    const { role, session } = await personWith(['admin: holidays']);
    const changed = await sendA('PUT', `auth-admin/role/${role.id}`, {
      ...role,
      permissions: ['admin: companies'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await onB('admin/holiday', session)).statusCode).toBe(403);
    expect((await onB('admin/company', session)).statusCode).toBe(200);
  });

  it('ends on B the session of a user deactivated through A', async () => {
    const { user, session } = await personWith(['admin: holidays']);
    const current = json(
      await a.app.inject({ url: `/api/v1/auth-admin/user/${user.id}`, headers: admin }),
    );
    const off = await sendA('PUT', `auth-admin/user/${user.id}`, { ...current, state: 2 });
    expect(off.statusCode, off.body).toBe(200);
    expect((await onB('user/me', session)).statusCode).toBe(401);
  });
});
