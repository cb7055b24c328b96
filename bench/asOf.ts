/**
 * `npm run bench:asof` (issue 32 §3): a policy "as of" a date at a hundred thousand policies
 * with ten versions each, on SQLite and PostgreSQL. Aim: p95 ≤ 50 ms.
 *
 * The million versions are written by one INSERT … SELECT per dialect (a recursive CTE on
 * SQLite, generate_series on PostgreSQL) beside the demo's, each with its own effective date
 * (a policy's ten versions sixty days apart, the first on one of 365 days), so the load takes
 * seconds; their snapshots are short (the index, not the row, is what grows with the table).
 * The demo's own policies get ten versions each too, with their real snapshot (people, items,
 * coverages, quotas), for the API's answer. Measured, one at a time:
 *   - `asOf()` (server/history/versionStore.ts) on random policies of the hundred thousand and random
 *     days, some before their first version (an answer too);
 *   - `GET /api/v1/contract/{id}/as_of?date=` as the subscriber on demo policies (scope check,
 *     the read, the snapshot's JSON and its serialisation).
 *
 *   npx tsx bench/asOf.ts [--contracts 100000] [--versions 10] [--samples 2000] [--databases sqlite,postgres]
 *   BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test): the server a scratch database is made on.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { contract } from '../domain/entities/contracts';
import { startTestApp, type TestApp } from '../server/test/harness';
import { asOf, VERSIONS_TABLE } from '../server/history/versionStore';
import { percentile } from './stats';
import { resultsDir, sized } from './tiny';
import { writeFormatted } from './write';

const { values: args } = parseArgs({
  options: {
    contracts: { type: 'string', default: sized('100000', '200') },
    versions: { type: 'string', default: '10' },
    samples: { type: 'string', default: sized('2000', '20') },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const CONTRACTS = Number(args.contracts);
const VERSIONS = Number(args.versions);
const SAMPLES = Number(args.samples);
const AIM_MS = 50;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** A short snapshot for the million (its size is the same whatever the policy). */
const FILLER = JSON.stringify({
  record: { id: 'bench', number: '001-01-0000000', status: 252, premium: 12000 },
  parts: { 'contract/quota': [{ id: 1, number: 1, due_date: '2020-01-01', amount: 12000 }] },
});

/** The million versions in one statement: policy n's version v, sixty days after v − 1. */
async function loadVersions(t: TestApp) {
  const db = t.database.db;
  const now = new Date().toISOString();
  if (t.database.dialect === 'sqlite')
    await sql`insert into record_versions (entity, record_id, organization_id, version,
        effective_from, recorded_at, cause, movement_id, actor_id, snapshot)
      with recursive c(n) as (select 1 union all select n + 1 from c where n < ${CONTRACTS}),
        v(k) as (select 1 union all select k + 1 from v where k < ${VERSIONS})
      select 'contract', printf('b0000000-0000-4000-8000-%012d', n), 1, k,
        date('2020-01-01', '+' || ((n % 365) + (k - 1) * 60) || ' days'), ${now},
        'Endoso ' || k, null, null, ${FILLER}
      from c, v`.execute(db);
  else
    await sql`insert into record_versions (entity, record_id, organization_id, version,
        effective_from, recorded_at, cause, movement_id, actor_id, snapshot)
      select 'contract', 'b0000000-0000-4000-8000-' || lpad(n::text, 12, '0'), 1, k,
        date '2020-01-01' + ((n % 365) + (k - 1) * 60), ${now}::timestamptz,
        'Endoso ' || k, null, null, ${FILLER}
      from generate_series(1, ${CONTRACTS}) n, generate_series(1, ${VERSIONS}) k`.execute(db);
  // The demo's policies: nine more versions each, their real snapshot, sixty days apart (the
  // versions its endorsed policies already have give way to these).
  await db
    .deleteFrom(VERSIONS_TABLE)
    .where('entity', '=', contract.name)
    .where('version', '>', 1)
    .where('record_id', 'not like', 'b0000000-%')
    .execute();
  const firsts = await db
    .selectFrom(VERSIONS_TABLE)
    .selectAll()
    .where('entity', '=', contract.name)
    .where('version', '=', 1)
    .where('record_id', 'not like', 'b0000000-%')
    .execute();
  const more = firsts.flatMap((row) =>
    Array.from({ length: VERSIONS - 1 }, (_, i) => {
      const day = new Date(`${String(row.effective_from).slice(0, 10)}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 60 * (i + 1));
      const { id: _id, ...rest } = row;
      return { ...rest, version: i + 2, effective_from: day.toISOString().slice(0, 10) };
    }),
  );
  for (let i = 0; i < more.length; i += 500)
    await db
      .insertInto(VERSIONS_TABLE)
      .values(more.slice(i, i + 500))
      .execute();
  if (t.database.dialect === 'postgres') await sql`analyze record_versions`.execute(db);
  return firsts.map((row) => String(row.record_id));
}

const randomDay = () => {
  const day = new Date(Date.UTC(2019, 6, 1) + Math.floor(Math.random() * 1800) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

async function timed(samples: number, run: () => Promise<unknown>) {
  for (let i = 0; i < sized(50, 2); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const began = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - began) / 1e6);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}

/** How the database answers the read: the plan's text, one line. */
async function plan(t: TestApp) {
  const query = `select version from record_versions where entity = 'contract' and record_id = 'b0000000-0000-4000-8000-000000000042' and effective_from <= '2021-06-01' order by effective_from desc, version desc limit 1`;
  const explain = t.database.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await sql.raw(explain + query).execute(t.database.db);
  return rows
    .map((r) => String((r as Record<string, unknown>).detail ?? Object.values(r as object)[0]))
    .join(' → ')
    .replace(/\s+/g, ' ');
}

async function measure(dialect: 'sqlite' | 'postgres') {
  const t = await startTestApp(dialect);
  try {
    const began = Date.now();
    const demo = await loadVersions(t);
    const loadSeconds = (Date.now() - began) / 1000;
    log(`${dialect}: ${CONTRACTS * VERSIONS} versions loaded in ${loadSeconds.toFixed(1)} s`);
    const store = { db: t.database.db, dialect: t.database.dialect };
    const pick = () =>
      `b0000000-0000-4000-8000-${String(1 + Math.floor(Math.random() * CONTRACTS)).padStart(12, '0')}`;
    const direct = await timed(SAMPLES, () => asOf(store, contract, pick(), randomDay()));
    const subscriber = await t.login('suscriptor@demo.test');
    const api = await timed(Math.min(SAMPLES, sized(500, 10)), async () => {
      const id = demo[Math.floor(Math.random() * demo.length)];
      const url = `/api/v1/contract/${id}/as_of?date=${randomDay()}`;
      const response = await t.app.inject({ url, headers: subscriber });
      if (![200, 404].includes(response.statusCode)) throw new Error(response.body.slice(0, 200));
    });
    return { dialect, loadSeconds, demo: demo.length, direct, api, plan: await plan(t) };
  } finally {
    await t.close();
  }
}

async function main() {
  process.env.TEST_DATABASE_URL =
    process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const results = [];
  for (const dialect of args.databases!.split(',') as ('sqlite' | 'postgres')[])
    results.push(await measure(dialect));
  const ms = (n: number) => n.toFixed(1);
  const lines = [
    '# "As of" reads (issue 32 §3)',
    '',
    `${CONTRACTS} policies × ${VERSIONS} versions (${CONTRACTS * VERSIONS} rows) beside the demo's, whose policies get ${VERSIONS} versions each with their real snapshot. Sequential reads, after a warm-up. Aim: p95 ≤ ${AIM_MS} ms.`,
    '',
    '| database | read | samples | p50 ms | p95 ms | max ms | within aim |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...results.flatMap((r) => [
      `| ${r.dialect} | asOf() on a random policy of the ${CONTRACTS}, random day | ${SAMPLES} | ${ms(r.direct.p50)} | ${ms(r.direct.p95)} | ${ms(r.direct.max)} | ${r.direct.p95 <= AIM_MS ? 'yes' : 'no'} |`,
      `| ${r.dialect} | GET contract/{id}/as_of (subscriber, a demo policy) | ${Math.min(SAMPLES, sized(500, 10))} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.api.max)} | ${r.api.p95 <= AIM_MS ? 'yes' : 'no'} |`,
    ]),
    '',
    ...results.map(
      (r) =>
        `- ${r.dialect}: ${CONTRACTS * VERSIONS} versions written in ${r.loadSeconds.toFixed(1)} s (one INSERT … SELECT); plan: \`${r.plan}\``,
    ),
  ];
  log(lines.join('\n'));
  await writeFormatted(join(resultsDir, 'asOf.md'), lines.join('\n'));
  await writeFormatted(
    join(resultsDir, 'asOf.json'),
    JSON.stringify({ contracts: CONTRACTS, versions: VERSIONS, samples: SAMPLES, results }),
  );
}

// The test app's handles (pool, timers) would keep a finished run alive: exit with its outcome.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
