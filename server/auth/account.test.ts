/** Registration, password reset through the outbox, and the user's own password change. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordMessages } from '../../domain/passwords';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

describeApp('account flows on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t?.close());

  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url, payload, headers });
  const client = () => ({
    client_id: t.config.oauthClientId,
  });
  const grant = (username: string, password: string) =>
    post('/api/oauth/token', { grant_type: 'password', username, password, ...client() });

  /**
   * The reset token of the newest outbox message to `email`, read from the table (who may read
   * it through the API is the outbox's own test).
   */
  async function resetLink(email: string) {
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const match = /\/password\/reset\/([\w-]+)\?email=/.exec(String(mail?.body ?? ''));
    return match ? match[1] : null;
  }

  it('registers a user, logs it in with no permission, and refuses a used e-mail', async () => {
    const payload = {
      name: 'Lucía Productora',
      email: 'lucia@productores.com.ar',
      password: 'Segura2026',
      password_confirmation: 'Segura2026',
    };
    const created = await post('/api/v1/auth/register', { ...payload, ...client() });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      token_type: 'Bearer',
      user: { email: 'lucia@productores.com.ar', access: { permission: [] } },
    });
    const again = await post('/api/v1/auth/register', {
      ...payload,
      ...client(),
      email: 'LUCIA@productores.com.ar',
    });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors).toEqual({ email: [passwordMessages.emailTaken] });
  });

  it('refuses a registration with a missing name, a bad e-mail and passwords that do not match', async () => {
    const response = await post('/api/v1/auth/register', {
      ...client(),
      name: ' ',
      email: 'no-es-correo',
      password: 'Segura2026',
      password_confirmation: 'Otra2026',
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      name: ['El campo nombre es obligatorio.'],
      email: ['El campo correo electrónico debe ser una dirección de correo válida.'],
      password_confirmation: [passwordMessages.mismatch],
    });
  });

  it('answers a reset request alike for unknown and known e-mails, mailing only the known one', async () => {
    const unknown = await post('/api/v1/password/email', { email: 'nadie@demo.test' });
    const known = await post('/api/v1/password/email', { email: 'soporte@demo.test' });
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual(json(known));
    expect(json(known).message).toBe(passwordMessages.resetSent);
    expect(await resetLink('nadie@demo.test')).toBeNull();
    expect(await resetLink('soporte@demo.test')).toMatch(/^[\w-]{43}$/);
    expect((await post('/api/v1/password/email', { email: 'mal' })).statusCode).toBe(422);
  });

  it('resets the password once with the mailed link, ending the old sessions', async () => {
    const oldSession = await t.login('cobranzas@demo.test');
    await post('/api/v1/password/email', { email: 'cobranzas@demo.test' });
    const token = await resetLink('cobranzas@demo.test');
    const reset = (extra: Record<string, unknown>) =>
      post('/api/v1/password/reset', {
        email: 'cobranzas@demo.test',
        token,
        password: 'Nueva2026',
        password_confirmation: 'Nueva2026',
        ...client(),
        ...extra,
      });

    expect(json(await reset({ email: 'otro@demo.test' })).errors).toEqual({
      token: [passwordMessages.resetInvalid],
    });
    expect(
      json(await reset({ password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD })).errors,
    ).toEqual({ password: [passwordMessages.reused] });
    expect((await reset({ client_id: '9' })).statusCode).toBe(401);
    const done = await reset({});
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe(passwordMessages.resetDone);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: oldSession })).statusCode).toBe(
      401,
    );
    expect((await grant('cobranzas@demo.test', 'Nueva2026')).statusCode).toBe(200);
    expect((await grant('cobranzas@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect(
      json(await reset({ password: 'Otra2027', password_confirmation: 'Otra2027' })).errors,
    ).toEqual({ token: [passwordMessages.resetInvalid] });
  });

  it('refuses an expired reset link', async () => {
    await post('/api/v1/password/email', { email: 'operador@demo.test' });
    const token = await resetLink('operador@demo.test');
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const response = await post('/api/v1/password/reset', {
      email: 'operador@demo.test',
      token,
      password: 'Nueva2026',
      password_confirmation: 'Nueva2026',
      ...client(),
    });
    expect(json(response).errors).toEqual({ token: [passwordMessages.resetInvalid] });
  });

  it('changes the own password with the current one, keeping this session and ending the others', async () => {
    const here = await t.login('suscriptor@demo.test');
    const elsewhere = await t.login('suscriptor@demo.test');
    const change = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/me/password', headers: here, payload });
    const wrong = await change({
      current_password: 'mal',
      password: 'Nueva2026',
      password_confirmation: 'Nueva2026',
    });
    expect(json(wrong).errors).toEqual({ current_password: [passwordMessages.currentWrong] });
    const weak = await change({
      current_password: DEMO_PASSWORD,
      password: 'corta',
      password_confirmation: 'corta',
    });
    expect(json(weak).errors).toEqual({ password: [passwordMessages.weak] });
    expect(
      (
        await change({
          current_password: DEMO_PASSWORD,
          password: 'Nueva2026',
          password_confirmation: 'Nueva2026',
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: here })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: elsewhere })).statusCode).toBe(
      401,
    );
    const back = await change({
      current_password: 'Nueva2026',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
    expect(json(back).errors).toEqual({ password: [passwordMessages.reused] });
  });
});
