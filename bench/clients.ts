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
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { account } from '../domain/entities/clients';
import { clientRows } from '../fixtures/clients';
import { insertFixtures } from '../server/db/bulkInsert';
import { startTestApp, type TestApp } from '../server/test/harness';
import { resultsDir, sized } from './tiny';

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

type Headers = Record<string, string>;

async function addAccounts(t: TestApp, executives: number[]) {
  const { accounts } = clientRows(executives, ROWS);
  const rows = accounts.map((row) => ({ ...row, id: randomUUID() }));
  await insertFixtures(t.database, account, rows, new Date().toISOString());
}

/** p50 and p95 in ms of `SAMPLES` sequential requests, after a short warm-up. */
async function measure(t: TestApp, url: () => string, headers: Headers) {
  for (let i = 0; i < sized(20, 1); i++) await t.app.inject({ url: url(), headers });
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const began = process.hrtime.bigint();
    const response = await t.app.inject({ url: url(), headers });
    times.push(Number(process.hrtime.bigint() - began) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url()}: ${response.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
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
    const ops: [string, () => string, Headers][] = [
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
    const results = [];
    for (const [name, url, headers] of ops)
      results.push({ name, ...(await measure(t, url, headers)) });
    const reference = results[0].p95;
    const lines = [
      `# Client bench (${dialect}, ${ROWS + 2040} accounts, ${SAMPLES} sequential requests each)`,
      '',
      `Loading ${ROWS} accounts (validated, batches of 200): ${loadSeconds.toFixed(1)} s.`,
      '',
      '| operation | p50 ms | p95 ms | p95 ÷ reference |',
      '| --- | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.p95 / reference).toFixed(1)} |`,
      ),
    ];
    console.log(lines.join('\n'));
    // Formatted as the repository's markdown is, so a new run changes only its figures.
    const markdown = await format(lines.join('\n'), {
      parser: 'markdown',
      proseWrap: 'always',
      printWidth: 100,
    });
    const out = args.out!.replace(/\.md$/, `-${dialect}.md`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, markdown);
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
