/** Failed logins are limited per account and per address, revealing nothing about accounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { dialects, json, startTestApp, type TestApp } from '../test/harness';

const LIMITED = 'Demasiados intentos de ingreso fallidos. Espere 15 minutos e intente nuevamente.';

describe.each(dialects)('login throttle on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_ADDRESS: '8' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, address = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      remoteAddress: address,
      payload: {
        grant_type: 'password',
        username,
        password,
        client_id: t.config.oauthClientId,
        client_secret: t.config.oauthClientSecret,
      },
    });

  it('blocks an account after its failures, even with the right password, with a Spanish 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt('operador@demo.test', 'mal')).statusCode).toBe(401);
    const blocked = await attempt('operador@demo.test', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ message: LIMITED });
    // Other accounts from the same address still get in.
    expect((await attempt('soporte@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, so the limit reveals nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect(json(await attempt('nadie@demo.test', 'mal', '10.0.0.2'))).toEqual(
        json(await attempt('cobranzas@demo.test', 'mal', '10.0.0.3')),
      );
    expect(json(await attempt('nadie@demo.test', 'mal', '10.0.0.2'))).toEqual({ message: LIMITED });
    expect(json(await attempt('cobranzas@demo.test', 'mal', '10.0.0.3'))).toEqual({
      message: LIMITED,
    });
  });

  it('forgets an account failures after a successful login', async () => {
    for (let i = 0; i < 2; i++) await attempt('ejecutivo@demo.test', 'mal', '10.0.0.4');
    expect((await attempt('ejecutivo@demo.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await attempt('ejecutivo@demo.test', 'mal', '10.0.0.4')).statusCode).toBe(401);
    expect((await attempt('ejecutivo@demo.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('blocks an address that tries many accounts', async () => {
    const address = '10.0.0.9';
    for (let i = 0; i < 8; i++)
      expect((await attempt(`probando${i}@demo.test`, 'mal', address)).statusCode).toBe(401);
    const blocked = await attempt('supervisor@demo.test', DEMO_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect((await attempt('supervisor@demo.test', DEMO_PASSWORD, '10.0.0.10')).statusCode).toBe(
      200,
    );
  });
});
