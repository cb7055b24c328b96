/**
 * Inbound socket messages are checked by a schema like HTTP bodies: a malformed `subscribe` or
 * `unsubscribe` (a channel that is an object posing as a string, null, an array, a number…)
 * gets an error and never throws, so the process keeps serving HTTP and real subscriptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { privateUserChannel } from '../../domain/realtime';
import { json, startTestApp, type TestApp } from '../test/harness';

const malformed: unknown[] = [
  { channel: { toString: 'x' } },
  { channel: { toString: () => 'private-user.1' } },
  { channel: null },
  { channel: ['private-user.1'] },
  { channel: 12 },
  { channel: 'x'.repeat(10_000) },
  null,
  [],
  42,
  'private-user.1',
  JSON.parse('{"__proto__": {"channel": "private-user.1"}}'),
];

/** A valid channel with an unusable `auth`: treated as no token at all. */
const badAuth: unknown[] = [
  { channel: 'private-user.1', auth: { headers: { Authorization: { toString: 'x' } } } },
  { channel: 'private-user.1', auth: 'x' },
  { channel: 'private-user.1', auth: { headers: ['Bearer x'] } },
];

describe('socket payload validation', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const open = () => connect(url, { transports: ['websocket'], forceNew: true });
  const nextError = (socket: Socket) =>
    new Promise<unknown[]>((resolve) =>
      socket.once('subscription_error', (...args: unknown[]) => resolve(args)),
    );

  it('answers every malformed subscribe and unsubscribe with an error and keeps serving', async () => {
    const socket = open();
    for (const message of malformed) {
      for (const event of ['subscribe', 'unsubscribe']) {
        const error = nextError(socket);
        socket.emit(event, message);
        expect((await error)[1]).toBe(400);
      }
    }
    for (const message of badAuth) {
      const error = nextError(socket);
      socket.emit('subscribe', message);
      expect((await error)[1]).toBe(401);
    }
    socket.close();

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const headers = await t.login('soporte@demo.test');
    const me = json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as {
      id: number;
    };
    const valid = open();
    const subscribed = new Promise((resolve) => valid.once('subscription_succeeded', resolve));
    valid.emit('subscribe', {
      channel: privateUserChannel(me.id),
      auth: { headers: { Authorization: headers.authorization } },
    });
    expect(await subscribed).toBe(privateUserChannel(me.id));
    valid.close();
  });

  it('refuses a well-formed subscription to another user’s channel', async () => {
    const headers = await t.login('soporte@demo.test');
    const socket = open();
    const error = nextError(socket);
    socket.emit('subscribe', {
      channel: privateUserChannel(1),
      auth: { headers: { Authorization: headers.authorization } },
    });
    expect(await error).toEqual([privateUserChannel(1), 403]);
    socket.close();
  });
});
