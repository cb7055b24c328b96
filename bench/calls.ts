/**
 * `npm run bench:calls` (issue 13 section 5): what "Siguiente llamado" costs as the queue grows.
 * Our app (SQLite) in a child process with the demo data plus `extra` opportunities waiting for
 * a call (new requests of the demo executive's); for each size, side by side in the same run:
 * the opportunities list (a page of 25, the screen the button sits on) and "Siguiente llamado"
 * (which first brings the organization's queue in step, then takes one call). Reported as p50
 * and p99 and the ratio next call ÷ list. Writes bench/results/calls.md and calls.json
 * (calls-postgres.* with `--database postgres`: a scratch database beside BENCH_PG_URL's).
 *
 *   npx tsx bench/calls.ts [--sizes 0,1000,10000] [--samples 40] [--database sqlite|postgres]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { opportunity } from '../domain/entities/opportunities';
import { opportunityStatus } from '../domain/enums/statuses';
import { optionByCode } from '../domain/engine/defineEnum';
import { encodeValues, searchColumns } from '../server/db/codec';
import { openDatabase } from '../server/db/database';
import { createScratchDatabase } from './pg';
import { startApp } from './servers';
import { apiSession } from './apiSession';
import { ms, percentile } from './stats';
import { migratedAndSeeded, resultsDir, sized } from './tiny';
import { writeFormatted } from './write';

const { values: args } = parseArgs({
  options: {
    // BENCH_SIZE=tiny (bench/tiny.ts): one small queue, a few samples.
    sizes: { type: 'string', default: sized('0,1000,10000', '20') },
    samples: { type: 'string', default: sized('40', '3') },
    database: { type: 'string', default: 'sqlite' },
  },
});
const SIZES = args.sizes!.split(',').map(Number);
const SAMPLES = Number(args.samples);
const POSTGRES = args.database === 'postgres';
const log = (message: string) => process.stderr.write(`${message}\n`);

/** The demo data plus `extra` new car requests of the demo executive's, waiting for a call. */
async function prepare(url: string, extra: number, seeded: boolean) {
  if (!seeded) await migratedAndSeeded(url);
  const database = openDatabase(url);
  const executive = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ejecutivo@demo.test')
    .executeTakeFirstOrThrow();
  const client = await database.db
    .selectFrom('accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const rows = Array.from({ length: extra }, (_, i) => {
    const values = {
      title: `Automotores · Carga ${i + 1}`,
      account_id: client.id,
      branch_id: 1,
      status: optionByCode(opportunityStatus, 'active').id,
      source: 1,
      requested_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      executive_id: executive.id,
    };
    return {
      id: randomUUID(),
      ...encodeValues(opportunity, values, database.dialect),
      organization_id: 1,
      ...searchColumns(opportunity, values),
      created_at: now,
      updated_at: now,
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await database.db
      .insertInto(opportunity.table)
      .values(rows.slice(start, start + 500))
      .execute();
  await database.close();
}

/** A fresh database of this run: a SQLite file, or a scratch PostgreSQL database. */
async function freshDatabase() {
  if (POSTGRES) {
    const scratch = await createScratchDatabase();
    return { url: scratch.url, drop: scratch.drop, seeded: scratch.seeded };
  }
  const dir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-calls-'));
  // The SQLite file of this run only.
  const drop = async () => rmSync(dir, { recursive: true, force: true });
  return { url: `sqlite:${join(dir, 'bench.db')}`, drop, seeded: false };
}

async function measure(extra: number) {
  const { url, drop, seeded } = await freshDatabase();
  await prepare(url, extra, seeded);
  const app = await startApp(url);
  try {
    const { headers } = await apiSession(app.url, 'ejecutivo@demo.test');
    const timed = async (method: string, path: string) => {
      const start = performance.now();
      const response = await fetch(`${app.url}/api/v1/${path}`, { method, headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return performance.now() - start;
    };
    // The first rebuild queues every waiting opportunity: measured apart, it happens once.
    const first = await timed('POST', 'opportunity/next_call');
    const list: number[] = [];
    const next: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      list.push(await timed('GET', 'opportunity?range=[0,24]'));
      next.push(await timed('POST', 'opportunity/next_call'));
    }
    const summary = (values: number[]) => ({
      p50: ms(percentile(values, 50)),
      p99: ms(percentile(values, 99)),
    });
    return { extra, firstNextCall: ms(first), list: summary(list), nextCall: summary(next) };
  } finally {
    await app.stop();
    await drop();
  }
}

async function main() {
  const results = [];
  for (const extra of SIZES) {
    log(`${extra} extra calls…`);
    results.push(await measure(extra));
  }
  const lines = [
    '# "Siguiente llamado" as the queue grows (`npm run bench:calls`)',
    '',
    `${POSTGRES ? 'PostgreSQL' : 'SQLite'}, the demo data plus the extra waiting opportunities; ${SAMPLES} samples of each, alternated.`,
    '',
    '| extra calls | first call (queues them) ms | list p50 / p99 ms | next call p50 / p99 ms | next ÷ list (p50) |',
    '| --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.extra.toLocaleString('en')} | ${r.firstNextCall} | ${r.list.p50} / ${r.list.p99} | ${r.nextCall.p50} / ${r.nextCall.p99} | ${(r.nextCall.p50 / r.list.p50).toFixed(1)}× |`,
    ),
    '',
  ];
  const name = POSTGRES ? 'calls-postgres' : 'calls';
  await writeFormatted(join(resultsDir, `${name}.md`), lines.join('\n'));
  await writeFormatted(join(resultsDir, `${name}.json`), JSON.stringify(results));
  process.stdout.write(lines.join('\n'));
}

await main();
