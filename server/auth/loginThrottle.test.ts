/**
 * Login throttling (issue 9, item 7): a doubling wait per account and address, a ceiling per
 * address high enough for an office, an account lock that a correct password from an address
 * the account used before still passes, the same rules for the own password change, and
 * answers that reveal nothing about which accounts exist.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';
import { throttledMessage } from './loginThrottle';

describeDialects('login throttle on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Defaults but for the ceilings, lowered so the tests stay short (the defaults are 50/300).
    t = await startTestApp(dialect, { LOGIN_MAX_PER_ACCOUNT: '8', LOGIN_MAX_PER_ADDRESS: '40' });
  });
  afterAll(() => t?.close());

  const attempt = (username: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      remoteAddress: address,
      payload: { grant_type: 'password', username, password, client_id: t.config.oauthClientId },
    });
  const status = async (username: string, password: string, address: string) =>
    (await attempt(username, password, address)).statusCode;

  /** Moves an account's recorded failures `seconds` into the past, as if time went by. */
  async function age(email: string, seconds: number) {
    const rows = await t.database.db
      .selectFrom('login_attempts')
      .select(['id', 'created_at'])
      .where('email', '=', email)
      .execute();
    for (const row of rows)
      await t.database.db
        .updateTable('login_attempts')
        .set({
          created_at: new Date(Date.parse(String(row.created_at)) - seconds * 1000).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
  }

  it('makes one account wait from one address after 5 failures, doubling, with Retry-After', async () => {
    const here = '10.0.0.1';
    for (let i = 0; i < 5; i++) expect(await status('soporte@demo.test', 'mal', here)).toBe(401);
    const waiting = await attempt('soporte@demo.test', DEMO_PASSWORD, here);
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toEqual({ message: throttledMessage(5) });
    expect(json(waiting).message).toBe(
      'Demasiados intentos fallidos. Esperá 5 segundos y volvé a intentar.',
    );
    expect(waiting.headers['retry-after']).toBe('5');
    // Another address is not slowed down by this one's failures.
    expect(await status('soporte@demo.test', DEMO_PASSWORD, '10.0.0.2')).toBe(200);
    await age('soporte@demo.test', 6);
    expect(await status('soporte@demo.test', 'mal', here)).toBe(401);
    const longer = await attempt('soporte@demo.test', DEMO_PASSWORD, here);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('10');
    await age('soporte@demo.test', 11);
    expect(await status('soporte@demo.test', DEMO_PASSWORD, here)).toBe(200);
    // The success forgot this address's failures: five free tries again.
    expect(await status('soporte@demo.test', 'mal', here)).toBe(401);
  });

  it('counts a burst of parallel wrong passwords as it arrives: no more guesses than the limit', async () => {
    const burst = '10.0.5.1';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => status('cobranzas@demo.test', 'mal', burst)),
    );
    // Five free failures, then the doubling wait: every other try of the burst is refused
    // before its password is compared, and leaves no failure behind.
    expect(answers.filter((code) => code === 401)).toHaveLength(5);
    expect(answers.filter((code) => code === 429)).toHaveLength(7);
    const counted = await t.database.db
      .selectFrom('login_attempts')
      .select('id')
      .where('email', '=', 'cobranzas@demo.test')
      .where('address', '=', burst)
      .execute();
    expect(counted).toHaveLength(5);
    // A right password forgets the pair's tries, its own included.
    await age('cobranzas@demo.test', 6);
    expect(await status('cobranzas@demo.test', DEMO_PASSWORD, burst)).toBe(200);
    const left = await t.database.db
      .selectFrom('login_attempts')
      .select('id')
      .where('address', '=', burst)
      .execute();
    expect(left).toEqual([]);
  });

  it('does not lock an office: 31 failures from one address for other accounts', async () => {
    const office = '10.0.0.9';
    for (let i = 0; i < 31; i++)
      expect(await status(`probando${i}@demo.test`, 'mal', office)).toBe(401);
    expect(await status('supervisor@demo.test', DEMO_PASSWORD, office)).toBe(200);
  });

  it('past the address ceiling lets in only accounts that logged in from that address before', async () => {
    const office = '10.0.1.1';
    expect(await status('operador@demo.test', DEMO_PASSWORD, office)).toBe(200);
    for (let i = 0; i < 40; i++)
      expect(await status(`rociando${i}@demo.test`, 'mal', office)).toBe(401);
    const stranger = await attempt('cobranzas@demo.test', DEMO_PASSWORD, office);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBe('900');
    expect(await status('operador@demo.test', DEMO_PASSWORD, office)).toBe(200);
    expect(await status('cobranzas@demo.test', DEMO_PASSWORD, '10.0.1.2')).toBe(200);
  });

  it('keeps a locked account open to the right password from an address it used before', async () => {
    const desk = '10.0.2.1';
    expect(await status('ejecutivo@demo.test', DEMO_PASSWORD, desk)).toBe(200);
    // Someone else guesses from four addresses, two tries each: under every pair's free tries.
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 2; i++)
        expect(await status('ejecutivo@demo.test', 'mal', `203.0.113.${a}`)).toBe(401);
    const elsewhere = await attempt('ejecutivo@demo.test', DEMO_PASSWORD, '10.0.2.99');
    expect(elsewhere.statusCode).toBe(429);
    expect(json(elsewhere)).toEqual({ message: throttledMessage(15 * 60) });
    expect(json(elsewhere).message).toContain('15 minutos');
    expect(await status('ejecutivo@demo.test', 'mal', desk)).toBe(401);
    expect(await status('ejecutivo@demo.test', DEMO_PASSWORD, desk)).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, so the limits reveal nothing', async () => {
    for (let i = 0; i < 6; i++) {
      const unknown = await attempt('nadie@demo.test', 'mal', '10.0.3.1');
      const known = await attempt('sin-permisos@demo.test', 'mal', '10.0.3.2');
      expect(unknown.statusCode).toBe(i < 5 ? 401 : 429);
      expect(json(unknown)).toEqual(json(known));
    }
  });

  it('throttles wrong current passwords on the own password change like failed logins', async () => {
    const address = '10.0.4.1';
    const login = await attempt('suscriptor@demo.test', DEMO_PASSWORD, address);
    const headers = { authorization: `Bearer ${json(login).access_token}` };
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/me/password',
        headers,
        remoteAddress: address,
        payload: {
          current_password: current,
          password: 'Nueva2026',
          password_confirmation: 'Nueva2026',
        },
      });
    for (let i = 0; i < 5; i++) expect((await change('adivinando')).statusCode).toBe(422);
    const waiting = await change(DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toEqual({ message: throttledMessage(5) });
    await age('suscriptor@demo.test', 6);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
