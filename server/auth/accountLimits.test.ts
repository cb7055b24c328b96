/**
 * The public account routes under hostile use (issue 9, items 4, 6, 8 and the server part of
 * 27): reset links from PUBLIC_URL whatever the Host header says, the client id required on
 * registration, registrations and reset e-mails limited per e-mail and per client address in
 * the database, and the administrators told about every registration.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorMessages } from '../../domain/engine/messages';
import { passwordMessages } from '../../domain/passwords';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { tooManyRequestsMessage } from './requestLimits';

const PUBLIC_URL = 'https://oficina.brokerdesk.com.ar';
const LIMITED = tooManyRequestsMessage(60);

describeApp('account limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      PUBLIC_URL: `${PUBLIC_URL}/`,
      REQUEST_MAX_PER_EMAIL: '2',
      REQUEST_MAX_PER_ADDRESS: '4',
    });
  });
  afterAll(() => t?.close());

  let seq = 0;
  /** Each test speaks from its own client address unless it says otherwise. */
  const newAddress = () => `192.0.2.${++seq}`;
  const post = (url: string, payload: Record<string, unknown>, address: string, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: address });
  const registration = (email: string) => ({
    name: 'Persona Nueva',
    email,
    password: 'Segura2026',
    password_confirmation: 'Segura2026',
    client_id: t.config.oauthClientId,
  });
  const mailsTo = async (email: string) =>
    (
      await t.database.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', email)
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => String(row.body));

  it('builds the reset link from PUBLIC_URL, never from a forged Host header', async () => {
    const response = await post(
      '/api/v1/password/email',
      { email: 'soporte@demo.test' },
      newAddress(),
      {
        host: 'atacante.example',
        'x-forwarded-host': 'atacante.example',
        'x-forwarded-proto': 'http',
      },
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo('soporte@demo.test');
    expect(mail).toMatch(
      new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}/password/reset/[\\w-]{43}\\?email=`),
    );
    expect(mail).not.toContain('atacante');
    expect(t.config.publicUrl).toBe(PUBLIC_URL);
  });

  it('refuses a registration that does not name the web client, creating nothing', async () => {
    const address = newAddress();
    const { client_id: _omitted, ...anonymous } = registration('sin-cliente@demo.test');
    for (const payload of [anonymous, { ...anonymous, client_id: 'otro' }]) {
      const response = await post('/api/v1/auth/register', payload, address);
      expect(response.statusCode).toBe(401);
      expect(json(response).message).toBe(errorMessages.badClient);
    }
    const stored = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sin-cliente@demo.test')
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps the spec answer for a used e-mail but stops testing addresses after the limit', async () => {
    const address = newAddress();
    for (let i = 0; i < 2; i++) {
      const taken = await post('/api/v1/auth/register', registration('admin@demo.test'), address);
      expect(taken.statusCode).toBe(422);
      expect(json(taken).errors).toEqual({ email: [passwordMessages.emailTaken] });
    }
    // The same e-mail from anywhere else: the per-address (e-mail) limit holds across clients.
    const limited = await post(
      '/api/v1/auth/register',
      registration('admin@demo.test'),
      newAddress(),
    );
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: LIMITED });
  });

  it('limits registrations from one client address, counted in the database', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++)
      expect(
        (await post('/api/v1/auth/register', registration(`alta${i}@nuevos.test`), address))
          .statusCode,
      ).toBe(201);
    const limited = await post('/api/v1/auth/register', registration('alta9@nuevos.test'), address);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: LIMITED });
    const rows = await t.database.db
      .selectFrom('request_limits')
      .select('subject')
      .where('bucket', '=', 'register:address')
      .where('subject', '=', address)
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('limits reset e-mails per e-mail and per client address, known or unknown alike', async () => {
    const address = newAddress();
    for (let i = 0; i < 2; i++) {
      const known = await post('/api/v1/password/email', { email: 'cobranzas@demo.test' }, address);
      const unknown = await post('/api/v1/password/email', { email: 'nadie@demo.test' }, address);
      expect(known.statusCode).toBe(200);
      expect(json(unknown)).toEqual(json(known));
    }
    const known = await post(
      '/api/v1/password/email',
      { email: 'cobranzas@demo.test' },
      newAddress(),
    );
    const unknown = await post(
      '/api/v1/password/email',
      { email: 'nadie@demo.test' },
      newAddress(),
    );
    expect(known.statusCode).toBe(429);
    expect(json(known)).toEqual({ message: LIMITED });
    expect(json(unknown)).toEqual(json(known));
    expect(await mailsTo('cobranzas@demo.test')).toHaveLength(2);
    // The first address used its 4 requests: another e-mail from it is refused too.
    const other = await post('/api/v1/password/email', { email: 'operador@demo.test' }, address);
    expect(other.statusCode).toBe(429);
    expect(await mailsTo('operador@demo.test')).toHaveLength(0);
  });

  it('tells each administrator of the new user’s organization, with a link to the user', async () => {
    const ids = async (email: string) =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).id,
      );
    const otherOrganizationAdmin = await t.userWith(['administrator'], [2]);
    const bothOrganizationsAdmin = await t.userWith(['administrator'], [2, 1]);
    const me = async (headers: Record<string, string>) =>
      (json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as { id: number }).id;

    const created = await post(
      '/api/v1/auth/register',
      registration('espera@nuevos.test'),
      newAddress(),
    );
    expect(created.statusCode).toBe(201);
    const newId = await ids('espera@nuevos.test');
    const notices = await t.database.db
      .selectFrom('notifications')
      .select(['recipient', 'title', 'text', 'link'])
      .where('link', '=', `/auth-admin/user/${newId}/edit`)
      .execute();
    const recipients = notices.map((n) => Number(n.recipient)).sort((a, b) => a - b);
    expect(recipients).toEqual(
      [await ids('admin@demo.test'), await me(bothOrganizationsAdmin)].sort((a, b) => a - b),
    );
    expect(recipients).not.toContain(await me(otherOrganizationAdmin));
    expect(recipients).not.toContain(await ids('ejecutivo@demo.test'));
    expect(notices[0]).toMatchObject({ title: 'Nuevo usuario registrado' });
    expect(String(notices[0].text)).toContain('espera@nuevos.test');
  });
});
