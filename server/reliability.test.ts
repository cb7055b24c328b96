/**
 * Failures the product must survive on PostgreSQL: the database refusing connections for a
 * while (503 with a Spanish message, then recovery without a restart), and an instance killed
 * with SIGKILL while clients write through two instances (every acknowledged write is kept;
 * the dead instance's realtime clients continue on the other). Skipped, with the reason, when
 * PostgreSQL or Redis is absent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { errorMessages } from '../domain/engine/messages';
import { NOTIFICATION_EVENT, privateUserChannel } from '../domain/realtime';
import { DEMO_PASSWORD } from '../fixtures/users';
import {
  redisAvailable,
  startTestApp,
  TEST_FIELD_KEY,
  TEST_REDIS_NAMESPACE,
  TEST_REDIS_URL,
  type TestApp,
} from './test/harness';
import { createPgDatabase } from './test/templates';
import { buildServer, SERVER_BUNDLE_DIR, serverNodeFlags } from '../scripts/buildServer';

const admin = process.env.TEST_DATABASE_URL;
const redisUp = await redisAvailable(TEST_REDIS_URL);
if (!admin) console.warn('Skipping the reliability tests: TEST_DATABASE_URL is not set.');
else if (!redisUp)
  console.warn(`Skipping the SIGKILL test: no Redis answers at ${TEST_REDIS_URL}.`);

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!admin)('a PostgreSQL outage', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('answers 503 in Spanish while the database refuses connections, and recovers by itself', async () => {
    t = await startTestApp('postgres');
    const headers = await t.login('admin@demo.test');
    const list = () => t.app.inject({ url: '/api/v1/admin/branch', headers });
    expect((await list()).statusCode).toBe(200);

    const name = new URL(t.config.databaseUrl).pathname.slice(1);
    await asAdmin(async (c) => {
      await c.query(`alter database ${name} allow_connections false`);
      await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    });
    try {
      const during = await list();
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({ message: errorMessages.unavailable });
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      await asAdmin((c) => c.query(`alter database ${name} allow_connections true`));
    }
    expect((await list()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });
});

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * `npm start`'s server as its own process: its one-file build run by plain Node with its flags,
 * as `npm start` runs it (scripts/buildServer.ts; built once for both instances). Without tsx's
 * CLI, which runs the server in a child process that a SIGKILL of the CLI would leave running.
 */
const bundle = join(SERVER_BUNDLE_DIR, `test-reliability-${process.pid}.mjs`);
let built: Promise<string> | undefined;
afterAll(() => rmSync(bundle, { force: true }));

async function startProcess(databaseUrl: string) {
  const [port, serve] = await Promise.all([freePort(), (built ??= buildServer(undefined, bundle))]);
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), serve], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_NAMESPACE: TEST_REDIS_NAMESPACE,
      LOG_LEVEL: 'warn',
      WEB_ROOT: '',
      SESSION_CACHE_MS: '0',
      FIELD_ENCRYPTION_KEY: TEST_FIELD_KEY,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 90 s: a loaded 2-core machine (another suite, a type check) starts a server much
  // slower than a quiet one; 30 s was seen to run out.
  for (let i = 0; i < 900; i++) {
    const ready = await fetch(`${url}/api/ready`).catch(() => null);
    if (ready?.ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server process did not become ready');
}

describe.skipIf(!admin || !redisUp)('an instance killed with SIGKILL', () => {
  const children: ChildProcess[] = [];
  let databaseUrl = '';
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    if (databaseUrl) {
      const name = new URL(databaseUrl).pathname.slice(1);
      await asAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });

  it('loses no acknowledged write, and its realtime clients continue on the other instance', async () => {
    const name = `bo_kill_${Date.now().toString(36)}`;
    // A copy of the run's migrated and seeded template (made on an empty database by the same
    // migrate and seed a start runs): A's start finds them done, as B's always did.
    await asAdmin((c) => createPgDatabase(c, name));
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const a = await startProcess(databaseUrl);
    const b = await startProcess(databaseUrl);
    children.push(a.child, b.child);

    const token = async (base: string, email: string) => {
      const response = await fetch(`${base}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          username: email,
          password: DEMO_PASSWORD,
          client_id: '1',
          client_secret: 'brokerdesk-dev-secret',
        }),
      });
      return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
    };
    const auth = await token(a.url, 'admin@demo.test');

    // A realtime client on A, as the load balancer placed it.
    const collections = await token(a.url, 'cobranzas@demo.test');
    const me = (await (
      await fetch(`${a.url}/api/v1/user/me`, { headers: { authorization: collections } })
    ).json()) as { data: { id: number } };
    const channel = privateUserChannel(me.data.id);
    const subscribeOn = (base: string) => {
      const socket = connect(base, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      socket.emit('subscribe', { channel, auth: { headers: { Authorization: collections } } });
      return socket;
    };
    const onA = subscribeOn(a.url);
    const lost = new Promise((resolve) => onA.on('disconnect', resolve));

    // Writes through both instances; A dies in the middle.
    const acknowledged: number[] = [];
    const write = async (base: string, i: number) => {
      const response = await fetch(`${base}/api/v1/admin/team`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Equipo ${i}` }),
      }).catch(() => null);
      if (response?.status === 201)
        acknowledged.push(((await response.json()) as { id: number }).id);
    };
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 60; i++) {
      writes.push(write(i % 2 ? b.url : a.url, i));
      if (i === 30) a.child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(writes);
    await lost;

    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    const stored = await asAdmin(async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      const rows = await c.query('select id from teams');
      await c.end();
      return new Set(rows.rows.map((r: { id: number }) => r.id));
    });
    for (const id of acknowledged) expect(stored.has(id), `team ${id}`).toBe(true);

    // The client that was on A reconnects (the load balancer sends it to B) and is served there.
    const onB = subscribeOn(b.url);
    await new Promise((resolve) => onB.on('subscription_succeeded', resolve));
    const received = new Promise((resolve) => onB.on(NOTIFICATION_EVENT, (_c, p) => resolve(p)));
    await fetch(`${b.url}/api/v1/notifications/send`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sigue', text: 'Servida por B.', users: [me.data.id] }),
    });
    expect(await received).toMatchObject({ title: 'Sigue' });

    // SIGTERM: B ends its sockets, finishes, and exits cleanly instead of hanging on them.
    const ended = new Promise((resolve) => onB.on('disconnect', resolve));
    const exited = new Promise<number | null>((resolve) => b.child.on('exit', resolve));
    b.child.kill('SIGTERM');
    await ended;
    expect(await exited).toBe(0);
  }, 240_000);
});
