/**
 * The hand-written routes at the edge: unknown keys and wrong shapes answer with the handler's
 * own Spanish messages, in the order they always did (client, grant), and their answers keep
 * exactly their shapes through the response schemas.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorMessages, validationMessage } from '../../domain/engine/messages';
import { passwordMessages } from '../../domain/passwords';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

describeApp('hand-written routes at the edge on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const client = () => ({ client_id: t.config.oauthClientId });

  it('answers the token grant as before: client, then grant, then the fields it needs', async () => {
    const noClient = await post('/api/oauth/token', { grant_type: 'password', username: {} });
    expect(noClient.statusCode).toBe(401);
    expect(json(noClient).message).toBe(errorMessages.badClient);
    const badGrant = await post('/api/oauth/token', { ...client(), grant_type: 'magic' });
    expect(badGrant.statusCode).toBe(400);
    expect(json(badGrant).message).toBe(errorMessages.badGrant);
    const wrongShape = await post('/api/oauth/token', {
      ...client(),
      grant_type: 'password',
      username: { $ne: '' },
      password: ['x'],
    });
    expect(wrongShape.statusCode).toBe(422);
    expect(json(wrongShape).errors).toEqual({
      username: [validationMessage('required', { attribute: 'correo electrónico' })],
      password: [validationMessage('required', { attribute: 'contraseña' })],
    });
  });

  it('keeps the token answer and the profile exactly as they were', async () => {
    const login = await post('/api/oauth/token', {
      ...client(),
      // Clients written for a confidential client still send one; it has always been ignored.
      client_secret: 'brokerdesk-dev-secret',
      grant_type: 'password',
      username: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const tokens = json(login);
    expect(Object.keys(tokens).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const me = json(await t.app.inject({ url: '/api/v1/user/me', headers }));
    expect(me.success).toBe(true);
    expect(me.data).toEqual(tokens.user);
    expect(Object.keys(me.data as object).sort()).toEqual([
      'access',
      'email',
      'grants',
      'id',
      'name',
      'organizations',
      // Ours beside spec 3's: whom a team supervisor may assign records to.
      'supervises',
      'user_components',
    ]);
    const logout = await post('/api/v1/auth/logout', undefined, headers);
    expect(json(logout)).toEqual({ success: true, data: null });
  });

  it('refuses an unknown key or a wrong shape of the account forms in Spanish', async () => {
    const register = await post('/api/v1/auth/register', {
      ...client(),
      name: 'Ana',
      email: 'ana@nuevos.test',
      password: 'Clave12345',
      password_confirmation: 'Clave12345',
      is_admin: true,
    });
    expect(register.statusCode).toBe(422);
    expect(json(register).errors).toEqual({
      is_admin: [validationMessage('unknown', { attribute: 'is_admin' })],
    });
    const reset = await post('/api/v1/password/email', { email: ['a@b.test'] });
    expect(reset.statusCode).toBe(422);
    expect(json(reset).errors).toEqual({
      email: [validationMessage('required', { attribute: 'correo electrónico' })],
    });
    const headers = await t.login('admin@demo.test');
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/password',
      headers,
      payload: { current_password: 5, password: 5, password_confirmation: 5 },
    });
    expect(own.statusCode).toBe(422);
    expect(json(own).errors).toEqual({
      current_password: [passwordMessages.currentWrong],
      password: [passwordMessages.required],
    });
  });

  it('authorises a private channel from a form body, and refuses unknown keys', async () => {
    const headers = await t.login('admin@demo.test');
    const me = json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as { id: number };
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=1.2&channel_name=private-user.${me.id}`,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(json(form)).toEqual({ auth: `1.2:private-user.${me.id}`, user_id: me.id });
    const extra = await post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: `private-user.${me.id}`, otro: 1 },
      headers,
    );
    expect(extra.statusCode).toBe(422);
    expect(Object.keys(json(extra).errors as object)).toEqual(['otro']);
  });

  it('answers health and readiness with their exact shapes', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(Object.keys(json(health)).sort()).toEqual(['status', 'version']);
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(json(ready)).toEqual({ status: 'ready' });
  });
});
