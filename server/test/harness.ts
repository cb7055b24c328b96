/**
 * Test harness: the whole app on a fresh database. SQLite always runs (a temporary file); a
 * suite whose outcome depends on the database (`describeDialects`) runs on PostgreSQL too when
 * TEST_DATABASE_URL is set, in a database of its own created for the suite and dropped
 * afterwards. Each starts as a copy of the run's migrated and seeded template
 * (server/test/templates.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type DialectName } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../../fixtures/seed/seed';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { demoData } from '../../fixtures/demo';
import { commitsWithoutWaiting, copySqliteTemplate, createPgDatabase } from './templates';

export const dialects: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * A suite on each dialect (`%s` in the title names it). Without TEST_DATABASE_URL the
 * PostgreSQL half is reported as skipped, never silently left out.
 *
 * For suites whose outcome can differ by database: SQL written by hand or compiled per dialect
 * (compiled reads, scope agreement, `sql` templates, dialect branches in the code under test),
 * migrations, list totals and write versions, optimistic locking (409) and concurrent writes,
 * locks, the job queue, search (LIKE, accents, trigram indexes), and values the drivers store
 * differently (money, decimals, dates, booleans). Anything else: `describeApp`.
 */
export function describeDialects(title: string, body: (dialect: DialectName) => void) {
  for (const dialect of ['sqlite', 'postgres'] as const)
    describe.skipIf(!dialects.includes(dialect))(title.replace('%s', dialect), () => body(dialect));
}

/**
 * A dialect-independent suite, on SQLite only (`%s` in the title reads `sqlite`): permission
 * checks, validation messages, HTTP shapes, business rules written through the same Kysely
 * builder on both databases. Running it on PostgreSQL too would only double its time; what
 * the database itself decides is proven by the `describeDialects` suites.
 */
export function describeApp(title: string, body: (dialect: DialectName) => void) {
  describe(title.replace('%s', 'sqlite'), () => body('sqlite'));
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Logs in and returns `{authorization}` headers for the user. */
  login(email: string, password?: string): Promise<Record<string, string>>;
  /** Creates a user with exactly these permissions (in these organizations) and logs it in. */
  userWith(permissions: string[], organizations?: number[]): Promise<Record<string, string>>;
  close(): Promise<void>;
}

async function provision(
  dialect: DialectName,
): Promise<{ url: string; seeded: boolean; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bo-test-'));
    const file = join(dir, 'test.db');
    return {
      url: `sqlite:${file}`,
      seeded: copySqliteTemplate(file),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const seeded = await createPgDatabase(client, name)
    .then(async (fromTemplate) => {
      await commitsWithoutWaiting(client, name);
      return fromTemplate;
    })
    .finally(() => client.end());
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    seeded,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The app on a provisioned database; if it fails part-way, what it opened is closed. */
/** 32 bytes of hex: the tests' key for sealed fields, never a deployment's. */
export const TEST_FIELD_KEY = 'a3'.repeat(32);

async function appOn(url: string, seeded: boolean, env: Record<string, string>) {
  // Tests change tokens and users straight in the database, so sessions are not cached unless asked.
  const config = loadConfig({
    SESSION_CACHE_MS: '0',
    REDIS_NAMESPACE: TEST_REDIS_NAMESPACE,
    // PostgreSQL needs a key of its own (server/security/fieldCipher.ts): a fixed one for tests.
    FIELD_ENCRYPTION_KEY: TEST_FIELD_KEY,
    ...env,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_ROOT: '',
  });
  const database = openDatabase(url);
  try {
    if (!seeded) {
      await migrate(database);
      await seedDemoData(database);
    }
    return { config, database, app: await buildApp(config, database, demoData) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

export async function startTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const { url, seeded, drop } = await provision(dialect);
  const { config, database, app } = await appOn(url, seeded, env).catch(async (error: unknown) => {
    // Nobody gets a TestApp to close: the database provisioned for it must not stay behind.
    await drop().catch(() => undefined);
    throw error;
  });
  let users = 0;

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        username: email,
        password,
        grant_type: 'password',
        client_id: config.oauthClientId,
      },
    });
    if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
    return { authorization: `Bearer ${response.json().access_token}` };
  };

  return {
    app,
    database,
    config,
    login,
    async userWith(permissions, organizations) {
      const email = `user${++users}-${randomBytes(3).toString('hex')}@test.local`;
      await insertUser(database, {
        name: 'Usuario de prueba',
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        permissions,
        organizations,
      });
      return login(email);
    },
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/**
 * The app of the enclosing `describe`: started before its tests, closed after them, and given
 * back by the returned getter. Closing is safe when the start failed (nothing to close then:
 * startTestApp drops a half-provisioned database itself), so a failed start reports its own
 * error instead of a second one from the teardown.
 */
export function useTestApp(dialect: DialectName, env: Record<string, string> = {}) {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(dialect, env);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return (): TestApp => {
    if (!started) throw new Error('The test app is not running: it failed to start or has closed.');
    return started;
  };
}

/** Whether a Redis answers at `url` (multi-instance tests are skipped, with a reason, if not). */
export async function redisAvailable(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * One Redis namespace per test file (each file loads this module afresh): files running at the
 * same time share the machine's Redis but never hear each other's instances.
 */
export const TEST_REDIS_NAMESPACE = `brokerdesk-test-${randomBytes(6).toString('hex')}`;

/**
 * What the tests of several instances (one PostgreSQL, one Redis) lack on this machine, each
 * with its reason, announced once as the reason `suite` is skipped; empty when they can run.
 */
export async function missingForInstances(suite: string): Promise<string[]> {
  const missing = [
    process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set',
    (await redisAvailable(TEST_REDIS_URL)) ? null : `no Redis answers at ${TEST_REDIS_URL}`,
  ].filter((reason): reason is string => reason !== null);
  if (missing.length) console.warn(`Skipping the ${suite}: ${missing.join('; ')}.`);
  return missing;
}

/**
 * Another API instance on the same database as `t` (no migration, no seed: the first one did
 * both), listening on a free port, as a second process behind a load balancer would be.
 */
export async function anotherInstance(t: TestApp, env: Record<string, string> = {}) {
  const config = loadConfig({
    SESSION_CACHE_MS: '0',
    REDIS_NAMESPACE: TEST_REDIS_NAMESPACE,
    FIELD_ENCRYPTION_KEY: TEST_FIELD_KEY,
    ...env,
    DATABASE_URL: t.config.databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_ROOT: '',
  });
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp(config, database, demoData);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** How many rows a table holds: tests prove a refused write stored nothing. */
export async function rowCount(t: TestApp, table: string): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const json = (response: LightMyRequestResponse) =>
  response.json() as Record<string, unknown>;

/**
 * An answer read field by field without narrowing each one (`created.phones[0].id`): for tests
 * whose records nest lists of records.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test asserts the shape
export const answer = (response: LightMyRequestResponse) => response.json() as any;

type Headers = Record<string, string>;
type Payload = Record<string, unknown>;

/**
 * A test's API calls as one user (`headers`): `call` answers as it comes, `send` expects a
 * success and gives the record, `refused` expects a 422 and gives its field errors. The app is
 * read at call time: it starts in a `beforeAll`.
 */
export function apiCalls(app: () => TestApp) {
  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Payload,
  ) => app().app.inject({ method, url: `/api/v1/${url}`, headers, payload });
  const send = async (headers: Headers, method: 'POST' | 'PUT', url: string, payload: Payload) => {
    const response = await call(headers, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return answer(response) as Payload;
  };
  const refused = async (
    headers: Headers,
    method: 'POST' | 'PUT',
    url: string,
    payload: Payload,
  ) => {
    const response = await call(headers, method, url, payload);
    expect(response.statusCode, response.body).toBe(422);
    return answer(response).errors as Record<string, string[]>;
  };
  return { call, send, refused };
}
