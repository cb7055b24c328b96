/**
 * Notifications: each user's own list, marking read, an administrator's send to users, roles
 * or assignments, the broadcasting authorisation, and the live push over socket.io.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { accountNotices, notificationMessages } from '../../domain/entities/notification';
import { NOTIFICATION_EVENT, privateUserChannel } from '../../domain/realtime';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;

describeApp('notifications on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let url: string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const send = (payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/notifications/send', headers, payload });
  const mine = async (headers: Headers, filter: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      url: `/api/v1/notifications?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers,
    });
    return {
      rows: response.json() as Record<string, unknown>[],
      total: Number(String(response.headers['content-range']).split('/')[1]),
    };
  };
  const idOf = async (headers: Headers) =>
    (json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as { id: number }).id;
  const roleId = async (name: string) => {
    const filter = encodeURIComponent(JSON.stringify({ q: name }));
    const roles = (
      await t.app.inject({ url: `/api/v1/auth-admin/role?filter=${filter}`, headers: admin })
    ).json() as { id: number; name: string }[];
    return roles.find((r) => r.name === name)!.id;
  };

  it('sends to the holders of a role; each user lists and counts only its own', async () => {
    const collections = await t.login('cobranzas@demo.test');
    const support = await t.login('soporte@demo.test');
    const sent = await send({
      title: 'Cierre de caja',
      text: 'Hoy el cierre es a las 17 h.',
      type: 3,
      link: '/payments/charge',
      roles: [await roleId('collections')],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).message).toBe('Notificación enviada a 1 usuario(s).');

    const received = await mine(collections, { read: false });
    expect(received.rows.map((r) => r.title)).toContain('Cierre de caja');
    expect(received.total).toBeGreaterThan(0);
    expect((await mine(support)).rows.map((r) => r.title)).not.toContain('Cierre de caja');

    const id = received.rows.find((r) => r.title === 'Cierre de caja')!.id;
    const stranger = await t.app.inject({ url: `/api/v1/notifications/${id}`, headers: support });
    expect(stranger.statusCode).toBe(404);
    const strangerRead = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${id}/read`,
      headers: support,
    });
    expect(strangerRead.statusCode).toBe(404);

    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${id}/read`,
      headers: collections,
    });
    expect(json(read)).toMatchObject({ id, read: true });
    expect((await mine(collections, { read: false })).rows.map((r) => r.id)).not.toContain(id);
  });

  it('marks all of a user’s notifications read, and no one else’s', async () => {
    const operator = await t.login('operador@demo.test');
    const executive = await t.login('ejecutivo@demo.test');
    await send({
      title: 'Aviso general',
      text: 'Mañana no hay sistema de 8 a 9.',
      users: [await idOf(operator), await idOf(executive)],
    });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      headers: operator,
    });
    expect(json(all).message).toBe(notificationMessages.allRead);
    expect((await mine(operator, { read: false })).total).toBe(0);
    expect((await mine(executive, { read: false })).total).toBeGreaterThan(0);
  });

  it('refuses a send without recipients, title or a valid link, and from a non-administrator', async () => {
    const empty = await send({ title: 'x', text: 'y' });
    expect(json(empty).errors).toEqual({ users: [notificationMessages.noRecipient] });
    const incomplete = await send({ text: 'y', users: [1], link: 'https://otro.sitio' });
    expect(Object.keys(json(incomplete).errors as object).sort()).toEqual(['link', 'title']);
    const ghost = await send({ title: 'x', text: 'y', users: [987654] });
    expect(json(ghost).errors).toHaveProperty('users');
    const supervisor = await t.login('supervisor@demo.test');
    expect((await send({ title: 'x', text: 'y', users: [1] }, supervisor)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/notifications', headers: admin }))
        .statusCode,
    ).toBe(405);
  });

  it('notifies a user whose password an administrator changed', async () => {
    const headers = await t.login('suscriptor@demo.test');
    const id = await idOf(headers);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth-admin/user/${id}/password`,
      headers: admin,
      payload: { password: 'Suscriptora2026', password_confirmation: 'Suscriptora2026' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await t.login('suscriptor@demo.test', 'Suscriptora2026');
    expect((await mine(again)).rows.map((r) => r.title)).toContain(
      accountNotices.passwordChanged.title,
    );
  });

  it('authorises broadcasting on the user’s own channel only (JSON or form-encoded)', async () => {
    const headers = await t.login('soporte@demo.test');
    const id = await idOf(headers);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers,
      payload: { socket_id: '123.456', channel_name: privateUserChannel(id) },
    });
    expect(own.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=123.456&channel_name=${encodeURIComponent(privateUserChannel(id))}`,
    });
    expect(form.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers,
      payload: { socket_id: '1.2', channel_name: privateUserChannel(id + 1) },
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      payload: { socket_id: '1.2', channel_name: privateUserChannel(id) },
    });
    expect(anonymous.statusCode).toBe(401);
    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers,
      payload: {},
    });
    expect(Object.keys(json(incomplete).errors as object).sort()).toEqual([
      'channel_name',
      'socket_id',
    ]);
  });

  /** A socket.io client speaking laravel-echo's protocol, subscribed to `channel`. */
  async function subscribe(headers: Headers, channel: string) {
    const socket: Socket = connect(url, { transports: ['websocket'], forceNew: true });
    const outcome = new Promise<string>((resolve) => {
      socket.on('subscription_succeeded', () => resolve('ok'));
      socket.on('subscription_error', (_channel: string, status: number) =>
        resolve(String(status)),
      );
    });
    socket.emit('subscribe', {
      channel,
      auth: { headers: { Authorization: headers.authorization } },
    });
    return { socket, outcome: await outcome };
  }

  it('pushes a new notification live to the recipient’s socket, never to another’s', async () => {
    const headers = await t.login('ejecutivo@demo.test');
    const id = await idOf(headers);
    const { socket, outcome } = await subscribe(headers, privateUserChannel(id));
    expect(outcome).toBe('ok');
    const refused = await subscribe(headers, privateUserChannel(id + 1));
    expect(refused.outcome).toBe('403');
    refused.socket.close();
    const anonymous = await subscribe({ authorization: 'Bearer nada' }, privateUserChannel(id));
    expect(anonymous.outcome).toBe('401');
    anonymous.socket.close();

    const received = new Promise<{ channel: string; payload: Record<string, unknown> }>((resolve) =>
      socket.on(NOTIFICATION_EVENT, (channel: string, payload: Record<string, unknown>) =>
        resolve({ channel, payload }),
      ),
    );
    await send({ title: 'En vivo', text: 'Llega sin recargar.', type: 2, users: [id] });
    const { channel, payload } = await received;
    expect(channel).toBe(privateUserChannel(id));
    expect(payload).toMatchObject({
      title: 'En vivo',
      text: 'Llega sin recargar.',
      type: 'success',
    });
    socket.close();
  });

  it('ends the sockets of a session that is logged out, and of a user who is deactivated', async () => {
    const first = await t.login('supervisor@demo.test');
    const second = await t.login('supervisor@demo.test');
    const id = await idOf(first);
    const a = await subscribe(first, privateUserChannel(id));
    const b = await subscribe(second, privateUserChannel(id));
    const ended = (socket: Socket) =>
      new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const aEnded = ended(a.socket);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: first });
    expect(await aEnded).toBe('io server disconnect');
    expect(b.socket.connected).toBe(true);

    const bEnded = ended(b.socket);
    const record = json(
      await t.app.inject({ url: `/api/v1/auth-admin/user/${id}`, headers: admin }),
    );
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth-admin/user/${id}`,
      headers: admin,
      payload: { ...record, state: 2 },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await bEnded).toBe('io server disconnect');
  });
});
