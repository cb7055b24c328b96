/**
 * Client bench (issue 12 §6): 100,000 accounts beside the demo data, then the API's answer
 * times (in process, `inject`, one request at a time) for what an executive does all day: the
 * client list (administrator and executive scope), the list searched by CUIT digits and by a
 * name fragment, the search from anywhere, one client's record, and a picker's client names
 * (the labels route) searched by one letter and by a fragment (`--rows 0`: the demo's 2,040
 * clients alone, the figure of issue 30 §3). Each figure is also given
 * as a ratio to a get-by-id on a small table measured in the same run, so the machine's speed
 * mostly cancels out. Aim: p95 ≤ 100 ms for list, search and detail.
 *
 *   npx tsx bench/clients.ts [--rows 100000] [--samples 200]
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/clients.ts
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { account } from '../domain/entities/clients';
import { clientRows } from '../fixtures/clients';
import { insertFixtures } from '../server/db/bulkInsert';
import { startTestApp, type TestApp } from '../server/test/harness';
import { resultsDir, sized } from './tiny';
import { measureReads, writeReads, type ApiRead } from './apiTimes';

const { values: args } = parseArgs({
  options: {
    // BENCH_SIZE=tiny (bench/tiny.ts): a few hundred clients, a few samples.
    rows: { type: 'string', default: sized('100000', '200') },
    samples: { type: 'string', default: sized('200', '5') },
    out: { type: 'string', default: join(resultsDir, 'clients.md') },
  },
});
const ROWS = Number(args.rows);
const SAMPLES = Number(args.samples);

async function addAccounts(t: TestApp, executives: number[]) {
  const { accounts } = clientRows(executives, ROWS);
  const rows = accounts.map((row) => ({ ...row, id: randomUUID() }));
  await insertFixtures(t.database, account, rows, new Date().toISOString());
}

async function main() {
  const dialect = process.env.BENCH_PG_URL ? 'postgres' : 'sqlite';
  if (process.env.BENCH_PG_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL;
  const t = await startTestApp(dialect);
  try {
    const admin = await t.login('admin@demo.test');
    const executive = await t.login('ejecutivo@demo.test');
    const me = (await t.app.inject({ url: '/api/v1/user/me', headers: executive })).json();
    const supervisor = await t.login('supervisor@demo.test');
    const boss = (await t.app.inject({ url: '/api/v1/user/me', headers: supervisor })).json();
    const loadBegan = Date.now();
    await addAccounts(t, [me.data.id, boss.data.id]);
    const loadSeconds = (Date.now() - loadBegan) / 1000;
    const sample = (
      await t.app.inject({ url: '/api/v1/account?range=[500,999]', headers: executive })
    ).json() as { id: string; cuit: string }[];
    let n = 0;
    const next = () => sample[n++ % sample.length];
    const q = (text: string) => encodeURIComponent(JSON.stringify({ q: text }));
    const reads: ApiRead[] = [
      ['reference: a branch by id (small table)', () => '/api/v1/admin/branch/1', admin],
      ['client list, first page (administrator)', () => '/api/v1/account?range=[0,24]', admin],
      [
        'client list, first page (executive scope)',
        () => '/api/v1/account?range=[0,24]',
        executive,
      ],
      [
        'client list searched by CUIT digits',
        () => `/api/v1/account?filter=${q(next().cuit.replace(/-/g, ''))}`,
        executive,
      ],
      [
        'client list searched by a name fragment',
        () => `/api/v1/account?filter=${q('gonzález')}`,
        executive,
      ],
      [
        'search from anywhere by CUIT digits',
        () => `/api/v1/search?q=${next().cuit.replace(/-/g, '')}`,
        executive,
      ],
      ['one client’s record', () => `/api/v1/account/${next().id}`, executive],
      // A picker's names (issue 30 §3): one letter matches nearly every client's search text.
      [
        'client names (labels) searched by one letter',
        () => `/api/v1/labels/account?filter=${q('a')}&range=[0,24]`,
        executive,
      ],
      [
        'client names (labels) searched by a name fragment',
        () => `/api/v1/labels/account?filter=${q('gonzalez')}&range=[0,24]`,
        executive,
      ],
    ];
    const results = await measureReads(t, reads, SAMPLES);
    await writeReads(
      args.out!,
      dialect,
      [
        `# Client bench (${dialect}, ${ROWS + 2040} accounts, ${SAMPLES} sequential requests each)`,
        '',
        `Loading ${ROWS} accounts (validated, batches of 200): ${loadSeconds.toFixed(1)} s.`,
      ],
      results,
    );
  } finally {
    await t.close();
  }
}

// The test app's handles (pool, timers) would keep a finished run alive: exit with its outcome.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
