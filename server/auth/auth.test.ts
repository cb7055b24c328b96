/** OAuth grants, the profile check, logout, and the headers every response carries. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

describeApp('authentication on %s', (dialect) => {
  let t: TestApp;
  const grant = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        client_id: t.config.oauthClientId,
        ...body,
      },
    });
  const passwordGrant = (username: string, password: string) =>
    grant({ grant_type: 'password', username, password });

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('issues tokens and the profile for the right e-mail and password, whatever the e-mail case', async () => {
    const response = await passwordGrant('Admin@Demo.Test', 'Demo1234!');
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 28800 });
    expect(String(body.access_token)).toMatch(/^[\w-]{43}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    expect(body.user).toMatchObject({
      email: 'admin@demo.test',
      access: {
        permission: ['administrator'],
        role: ['administrator'],
        assigment: ['administration'],
      },
      // Screens show the Spanish descriptions, never the codes (issue 9 item 24).
      grants: {
        role: [{ name: 'administrator', label: 'Administrador' }],
        assigment: [{ name: 'administration', label: 'Administración' }],
      },
      organizations: [{ organization_id: 1 }],
    });
  });

  it('stores tokens only as hashes', async () => {
    const { access_token } = json(await passwordGrant('admin@demo.test', 'Demo1234!'));
    const found = await t.database.db
      .selectFrom('oauth_tokens')
      .selectAll()
      .where('access_token_hash', '=', String(access_token))
      .executeTakeFirst();
    expect(found).toBeUndefined();
  });

  it('answers a wrong password and an unknown e-mail with the same Spanish 401', async () => {
    for (const [email, password] of [
      ['admin@demo.test', 'otra'],
      ['nadie@demo.test', 'Demo1234!'],
    ]) {
      const response = await passwordGrant(email, password);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        message: 'El correo electrónico o la contraseña son incorrectos.',
      });
    }
  });

  it('refuses a missing field with 422, a wrong client with 401 and an unknown grant with 400', async () => {
    const missing = await grant({ grant_type: 'password', username: 'admin@demo.test' });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({ password: ['El campo contraseña es obligatorio.'] });
    const login = { grant_type: 'password', username: 'admin@demo.test', password: 'Demo1234!' };
    for (const payload of [{ ...login, client_id: '2' }, login, { ...login, client_id: ['1'] }]) {
      const client = await t.app.inject({ method: 'POST', url: '/api/oauth/token', payload });
      expect(client.statusCode).toBe(401);
      expect(json(client).message).toBe('El cliente de la aplicación no es válido.');
    }
    const unknown = await grant({ grant_type: 'client_credentials' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('El tipo de autorización no es válido.');
  });

  it('returns the profile for a live token and 401 without one or with a bad one', async () => {
    const headers = await t.login('admin@demo.test');
    const me = await t.app.inject({ url: '/api/v1/user/me', headers });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({
      success: true,
      data: { email: 'admin@demo.test', user_components: {} },
    });
    for (const authorization of [undefined, 'Bearer nope', 'Basic abc']) {
      const response = await t.app.inject({
        url: '/api/v1/user/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(json(response).message).toBe('Tu sesión no es válida o expiró. Ingresá de nuevo.');
    }
  });

  it('refuses an expired access token', async () => {
    const headers = await t.login('admin@demo.test');
    await t.database.db
      .updateTable('oauth_tokens')
      .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const response = await t.app.inject({ url: '/api/v1/user/me', headers });
    expect(response.statusCode).toBe(401);
  });

  it('rotates the refresh token: the new pair works, the old refresh token no longer does', async () => {
    const first = json(await passwordGrant('admin@demo.test', 'Demo1234!'));
    const refreshed = await grant({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const second = json(refreshed);
    const me = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${second.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    const oldAccess = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(oldAccess.statusCode).toBe(401);
    const reused = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(json(reused).message).toBe('La sesión expiró. Ingresá de nuevo.');
  });

  it('revokes the token on logout', async () => {
    const headers = await t.login('admin@demo.test');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers })).statusCode).toBe(401);
  });

  it('refuses a deactivated user at login and drops its live tokens', async () => {
    const headers = await t.userWith(['admin: branches']);
    const me = json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as {
      id: number;
      email: string;
    };
    await t.database.db.updateTable('users').set({ state: 2 }).where('id', '=', me.id).execute();
    expect((await t.app.inject({ url: '/api/v1/user/me', headers })).statusCode).toBe(401);
    const login = await passwordGrant(me.email, 'Demo1234!');
    expect(login.statusCode).toBe(401);
    expect(json(login).message).toBe('Su usuario está desactivado. Consulte con un administrador.');
  });

  it('grants a resource by its section permission alone, matched case-insensitively by prefix', async () => {
    const headers = await t.userWith(['Admin: Branches']);
    expect((await t.app.inject({ url: '/api/v1/admin/branch', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/admin/company', headers })).statusCode).toBe(403);
  });

  it('sends the version header and security headers on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/v1/user/me', '/api/nada']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-app-version']).toBe('1.2.604');
      // No notice configured: no header (providers/httpClient.test.ts sends one).
      expect(response.headers).not.toHaveProperty('x-app-notification');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(json(ready)).toEqual({ status: 'ready' });
  });
});
