/**
 * Two API instances on one PostgreSQL database and one Redis, as behind a load balancer: a
 * session opened through A is accepted by B, and a notification created through A reaches a
 * client connected to B. Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL, default
 * 127.0.0.1:6379); without them it is skipped and says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFICATION_EVENT, privateUserChannel } from '../../domain/realtime';
import {
  anotherInstance,
  json,
  missingForInstances,
  startTestApp,
  TEST_REDIS_URL,
  type TestApp,
} from '../test/harness';

const missing = await missingForInstances('multi-instance tests');

describe.skipIf(missing.length > 0)('two instances on PostgreSQL and Redis', () => {
  let a: TestApp;
  let aUrl: string;
  let b: Awaited<ReturnType<typeof anotherInstance>>;

  beforeAll(async () => {
    a = await startTestApp('postgres', { REDIS_URL: TEST_REDIS_URL });
    aUrl = await a.app.listen({ port: 0, host: '127.0.0.1' });
    b = await anotherInstance(a, { REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('accepts on B a session opened through A, and both report ready', async () => {
    const headers = await a.login('soporte@demo.test');
    const me = await b.app.inject({ url: '/api/v1/user/me', headers });
    expect(me.statusCode).toBe(200);
    expect((json(me).data as { email: string }).email).toBe('soporte@demo.test');
    for (const app of [a.app, b.app]) {
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.json()).toEqual({ status: 'ready' });
    }
    expect(aUrl).not.toBe(b.url);
  });

  it('delivers to a client connected to B the notification created through A', async () => {
    const headers = await a.login('cobranzas@demo.test');
    const me = json(await a.app.inject({ url: '/api/v1/user/me', headers })).data as {
      id: number;
    };
    const socket: Socket = connect(b.url, { transports: ['websocket'], forceNew: true });
    const subscribed = new Promise((resolve) => socket.on('subscription_succeeded', resolve));
    socket.emit('subscribe', {
      channel: privateUserChannel(me.id),
      auth: { headers: { Authorization: headers.authorization } },
    });
    await subscribed;
    const received = new Promise<Record<string, unknown>>((resolve) =>
      socket.on(NOTIFICATION_EVENT, (_channel: string, payload: Record<string, unknown>) =>
        resolve(payload),
      ),
    );
    const admin = await a.login('admin@demo.test');
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/send',
      headers: admin,
      payload: { title: 'Desde A', text: 'Creada en la instancia A.', users: [me.id] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await received).toMatchObject({ title: 'Desde A', text: 'Creada en la instancia A.' });
    socket.close();
  });
});
