/**
 * `npm run bench:scale`: the product as several instances on PostgreSQL and Redis (issue 4).
 *   1. Notification fan-out: N sockets (default 500), each subscribed to its own user's channel,
 *      split over the instances; an administrator sends to a role all of them hold; latency is
 *      from the moment the send request leaves to each socket's receipt (p50, p99, max).
 *   2. Throughput: list and create with autocannon against one instance, then against two at
 *      once (half the connections each), side by side in the same run.
 * Needs BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test, to create a scratch
 * database) and BENCH_REDIS_URL (default redis://127.0.0.1:6379). Writes
 * bench/results/scale.md and scale.json.
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { writeFormatted } from './write';
import { io as connect, type Socket } from 'socket.io-client';
import { joinTable } from '../domain/engine/entity';
import { assignment, role, user } from '../domain/entities/auth';
import { locality, zipcode } from '../domain/entities/locations';
import { NOTIFICATION_EVENT, privateUserChannel } from '../domain/realtime';
import { hashPassword } from '../server/auth/passwords';
import { issueTokens } from '../server/auth/tokens';
import { searchColumns } from '../server/db/codec';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../fixtures/seed/seed';
import { createPgDatabase } from '../server/test/templates';
import { DEMO_PASSWORD } from '../fixtures/users';
import { cpaCode } from './data';
import { combine, measure, workloads, type Measurement, type Workloads } from './load';
import { startApp, type Server } from './servers';
import { resultsDir, sized } from './tiny';

const { values: flags } = parseArgs({
  options: {
    // BENCH_SIZE=tiny (bench/tiny.ts): a few sockets, one send, one-second loads.
    sockets: { type: 'string', default: sized('500', '4') },
    sends: { type: 'string', default: sized('5', '1') },
    rows: { type: 'string', default: sized('20000', '200') },
    duration: { type: 'string', default: sized('6', '1') },
    connections: { type: 'string', default: sized('20', '2') },
  },
});
const SOCKETS = Number(flags.sockets);
const ROWS = Number(flags.rows);
const LOCALITIES = 50;
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (message: string) => process.stderr.write(`${message}\n`);

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** A scratch database: migrated, seeded, N zipcodes, and SOCKETS users holding one role. */
async function prepare(databaseUrl: string, seeded: boolean) {
  const database = openDatabase(databaseUrl);
  if (!seeded) {
    await migrate(database);
    await seedDemoData(database);
  }
  const db = database.db;
  const now = new Date().toISOString();
  const [state] = await db.selectFrom('states').select('id').limit(1).execute();
  const localityIds: number[] = [];
  for (let l = 0; l < LOCALITIES; l++) {
    const name = `Localidad de carga ${l + 1}`;
    const row = await db
      .insertInto(locality.table)
      .values({
        state_id: state.id,
        name,
        ...searchColumns(locality, { name }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    localityIds.push(Number(row.id));
  }
  for (let start = 0; start < ROWS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => {
      const code = cpaCode(start + i);
      return {
        locality_id: localityIds[(start + i) % LOCALITIES],
        code,
        ...searchColumns(zipcode, { code }),
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto(zipcode.table).values(batch).execute();
  }
  const fanRole = await db
    .insertInto(role.table)
    .values({
      name: 'carga',
      label: 'Carga',
      permissions: '[]',
      primary: false,
      search_text: 'carga',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [cargo] = await db
    .selectFrom(assignment.table)
    .select('id')
    .where('name', '=', 'general')
    .execute();
  const hash = await hashPassword(DEMO_PASSWORD);
  const tokens: { id: number; token: string }[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const email = `carga${i}@bench.local`;
    const row = await db
      .insertInto(user.table)
      .values({
        name: `Carga ${i}`,
        email,
        password_hash: hash,
        state: 1,
        permissions: '[]',
        organizations: '[1]',
        search_text: email,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db
      .insertInto(joinTable(user, 'roles'))
      .values({ owner_id: id, target_id: fanRole.id, position: 0 })
      .execute();
    await db
      .insertInto(joinTable(user, 'assignments'))
      .values({ owner_id: id, target_id: cargo.id, position: 0 })
      .execute();
    const issued = await issueTokens(database, id, {
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 3600,
    });
    tokens.push({ id, token: issued.access_token });
  }
  await database.close();
  return { localityIds, roleId: Number(fanRole.id), tokens };
}

async function adminHeaders(app: Server) {
  const response = await fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: 'admin@demo.test',
      password: DEMO_PASSWORD,
      client_id: '1',
    }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface FanOut {
  instances: number;
  sockets: number;
  sends: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
}

/** Connects the sockets round-robin over `apps`, sends SENDS notifications, times each receipt. */
async function fanOut(apps: Server[], roleId: number, tokens: { id: number; token: string }[]) {
  const sockets: Socket[] = [];
  let sentAt = 0;
  const latencies: number[] = [];
  await Promise.all(
    tokens.map(
      ({ id, token }, i) =>
        new Promise<void>((resolve) => {
          const socket = connect(apps[i % apps.length].url, {
            transports: ['websocket'],
            forceNew: true,
          });
          sockets.push(socket);
          socket.on('subscription_succeeded', () => resolve());
          socket.on(NOTIFICATION_EVENT, () => latencies.push(performance.now() - sentAt));
          socket.emit('subscribe', {
            channel: privateUserChannel(id),
            auth: { headers: { Authorization: `Bearer ${token}` } },
          });
        }),
    ),
  );
  const headers = { ...(await adminHeaders(apps[0])), 'content-type': 'application/json' };
  const sends = Number(flags.sends);
  for (let s = 0; s < sends; s++) {
    const expected = (s + 1) * tokens.length;
    sentAt = performance.now();
    const response = await fetch(`${apps[0].url}/api/v1/notifications/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: `Carga ${s}`, text: 'Medición de difusión.', roles: [roleId] }),
    });
    if (response.status !== 201) throw new Error(`send answered ${response.status}`);
    const deadline = performance.now() + 30_000;
    while (latencies.length < expected && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
  }
  for (const socket of sockets) socket.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    instances: apps.length,
    sockets: tokens.length,
    sends,
    received: latencies.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  } satisfies FanOut;
}

/** autocannon against every app at once, the connections split between them; req/s summed. */
async function throughput(apps: Server[], operation: 'list' | 'create', work: Workloads) {
  const headers = await adminHeaders(apps[0]);
  const results = await Promise.all(
    apps.map((app) =>
      measure({
        url: app.url,
        headers,
        connections: Math.max(1, Math.floor(Number(flags.connections) / apps.length)),
        duration: Number(flags.duration),
        next: () => work.probe(operation, 'app'),
      }),
    ),
  );
  const pooled = combine(results);
  return { ...pooled, rps: results.reduce((sum, r) => sum + r.rps, 0) } satisfies Measurement;
}

async function main() {
  const name = `bo_bench_${Date.now().toString(36)}`;
  // Under the test suite, a copy of its seeded template (server/test/templates.ts).
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const seeded = await createPgDatabase(admin, name).finally(() => admin.end());
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const apps: Server[] = [];
  try {
    log(`preparing ${name}: ${ROWS} zipcodes, ${SOCKETS} users…`);
    const { localityIds, roleId, tokens } = await prepare(databaseUrl, seeded);
    process.env.BENCH_REDIS_URL = redisUrl;
    apps.push(await startApp(databaseUrl), await startApp(databaseUrl));

    log('fan-out: one instance…');
    const fanOne = await fanOut(apps.slice(0, 1), roleId, tokens);
    log('fan-out: two instances…');
    const fanTwo = await fanOut(apps, roleId, tokens);
    const http: Record<string, { one: Measurement; two: Measurement }> = {};
    // One workload for every run, so no two creates ever send the same (locality, code).
    const work = workloads(ROWS, localityIds, (n) => cpaCode(ROWS + n));
    for (const operation of ['list', 'create'] as const) {
      log(`${operation}: one instance, then two…`);
      http[operation] = {
        one: await throughput(apps.slice(0, 1), operation, work),
        two: await throughput(apps, operation, work),
      };
    }
    const report = {
      date: new Date().toISOString(),
      cores: cpus().length,
      rows: ROWS,
      fanOut: [fanOne, fanTwo],
      http,
    };
    await writeFormatted(join(resultsDir, 'scale.json'), JSON.stringify(report));
    await writeFormatted(join(resultsDir, 'scale.md'), toMarkdown(report));
    process.stdout.write(toMarkdown(report));
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

function toMarkdown(report: {
  date: string;
  cores: number;
  rows: number;
  fanOut: FanOut[];
  http: Record<string, { one: Measurement; two: Measurement }>;
}) {
  const lines = [
    `# Several instances on PostgreSQL and Redis (${report.date}, ${report.cores} cores)`,
    '',
    '## Notification fan-out (write → receipt on every socket, ms)',
    '',
    '| instances | sockets | notifications | received | p50 | p99 | max |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...report.fanOut.map(
      (f) =>
        `| ${f.instances} | ${f.sockets} | ${f.sends} | ${f.received} | ${f.p50} | ${f.p99} | ${f.max} |`,
    ),
    '',
    `## Throughput, ${report.rows} zipcodes (autocannon, connections split over the instances)`,
    '',
    '| operation | one instance req/s | two instances req/s | two ÷ one | p99 one / two (ms) | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(report.http).map(
      ([op, { one, two }]) =>
        `| ${op} | ${Math.round(one.rps)} | ${Math.round(two.rps)} | ${(two.rps / one.rps).toFixed(2)}× | ${one.p99} / ${two.p99} | ${one.errors + two.errors} |`,
    ),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

await main();
