/**
 * Token and password hygiene (issue 9, items 9 and 11): a used reset link spends the older
 * ones, a reused refresh token revokes its family, passwords over bcrypt's 72 bytes are refused
 * with a message on every path that sets one, and the browser is never sent a client secret.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordMessages } from '../../domain/passwords';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

/** 73 bytes: 35 two-byte letters plus three more characters (45 characters in all would pass). */
const TOO_LONG = `${'ñ'.repeat(35)}ab1`;

describeApp('token hygiene on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t?.close());

  const client = () => ({ client_id: t.config.oauthClientId });
  const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const grant = (payload: Record<string, unknown>) =>
    post('/api/oauth/token', { ...client(), ...payload });
  const login = async (email: string, password = DEMO_PASSWORD) =>
    json(await grant({ grant_type: 'password', username: email, password }));
  const refresh = (token: unknown) => grant({ grant_type: 'refresh_token', refresh_token: token });
  const me = async (access: unknown) =>
    (await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${access}` } }))
      .statusCode;

  async function requestResetToken(email: string) {
    expect((await post('/api/v1/password/email', { email })).statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\/password\/reset\/([\w-]+)\?email=/.exec(String(mail.body))![1];
  }
  const reset = (email: string, token: string, password: string) =>
    post('/api/v1/password/reset', {
      ...client(),
      email,
      token,
      password,
      password_confirmation: password,
    });

  it('spends every older reset link once a newer one is used', async () => {
    const older = await requestResetToken('operador@demo.test');
    const newer = await requestResetToken('operador@demo.test');
    expect((await reset('operador@demo.test', newer, 'Nueva2026')).statusCode).toBe(200);
    const replay = await reset('operador@demo.test', older, 'Pirata2026');
    expect(replay.statusCode).toBe(422);
    expect(json(replay).errors).toEqual({ token: [passwordMessages.resetInvalid] });
    expect((await login('operador@demo.test', 'Nueva2026')).access_token).toBeTruthy();
  });

  it('spends outstanding reset links when the password changes another way', async () => {
    const pending = await requestResetToken('supervisor@demo.test');
    const session = await login('supervisor@demo.test');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/password',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'Cambiada2026',
        password_confirmation: 'Cambiada2026',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(json(await reset('supervisor@demo.test', pending, 'Pirata2026')).errors).toEqual({
      token: [passwordMessages.resetInvalid],
    });
  });

  it('revokes the whole chain when a rotated refresh token is used again', async () => {
    const first = await login('cobranzas@demo.test');
    const bystander = await login('cobranzas@demo.test');
    const second = json(await refresh(first.refresh_token));
    const third = json(await refresh(second.refresh_token));
    expect(await me(third.access_token)).toBe(200);

    const chain = await t.database.db
      .selectFrom('oauth_tokens')
      .select(['id', 'family_id', 'parent_id'])
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    // Newest first: third, second, then the bystander's login (a family of its own).
    const [thirdRow, secondRow] = chain;
    expect(thirdRow.family_id).toBe(secondRow.family_id);
    expect(Number(thirdRow.parent_id)).toBe(Number(secondRow.id));

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(await me(third.access_token)).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    // Another login of the same user is another family: untouched.
    expect(await me(bystander.access_token)).toBe(200);
  });

  it('refuses a password over 72 bytes with a message on every path that sets one', async () => {
    const tooLong = { password: [passwordMessages.tooLong] };
    const errorsOf = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(422);
      return (response.json() as { errors: unknown }).errors;
    };
    const pair = { password: TOO_LONG, password_confirmation: TOO_LONG };

    const register = await post('/api/v1/auth/register', {
      ...client(),
      name: 'Clave Larga',
      email: 'larga@nuevos.test',
      ...pair,
    });
    expect(errorsOf(register)).toEqual(tooLong);

    const token = await requestResetToken('soporte@demo.test');
    expect(errorsOf(await reset('soporte@demo.test', token, TOO_LONG))).toEqual(tooLong);

    const own = await login('ejecutivo@demo.test');
    const ownChange = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/password',
      headers: { authorization: `Bearer ${own.access_token}` },
      payload: { current_password: DEMO_PASSWORD, ...pair },
    });
    expect(errorsOf(ownChange)).toEqual(tooLong);

    const admin = await t.login('admin@demo.test');
    const target = (own.user as { id: number }).id;
    const adminSet = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth-admin/user/${target}/password`,
      headers: admin,
      payload: pair,
    });
    expect(errorsOf(adminSet)).toEqual(tooLong);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth-admin/user',
      headers: admin,
      payload: { name: 'Clave Larga', email: 'larga2@nuevos.test', ...pair },
    });
    expect((errorsOf(created) as Record<string, unknown>).password).toEqual(tooLong.password);

    // Nothing changed: the old passwords still work, the refused accounts do not exist.
    expect((await login('ejecutivo@demo.test')).access_token).toBeTruthy();
    expect((await login('soporte@demo.test')).access_token).toBeTruthy();
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['larga@nuevos.test', 'larga2@nuevos.test'])
      .execute();
    expect(users).toEqual([]);
  });

  it('serves the browser its client id and no client secret', async () => {
    const script = await t.app.inject({ url: '/app-config.js' });
    expect(script.statusCode).toBe(200);
    const settings = JSON.parse(/__APP_CONFIG__ = (.*);/.exec(script.body)![1]);
    expect(settings.clientId).toBe(t.config.oauthClientId);
    expect(script.body).not.toMatch(/secret/i);
    expect(script.body).not.toContain('brokerdesk-dev-secret');
  });
});
