/**
 * Contract bench (issue 31 §4): 100,000 policies beside the demo's 3,000 (fixtures/contracts.ts
 * over the demo clients), then the API's answer times (bench/apiTimes.ts) for what a subscriber
 * and an executive do with them: the policy list (everyone's, and the executive's clients'
 * through the client), the list searched by a policy number as the insurer prints it and as
 * someone types it without its zeros, the search from anywhere by policy number, one policy's
 * record and its quotas (scoped two hops away, through the policy to the client). Aim: p95 ≤
 * 100 ms for list and search on both databases.
 *
 *   npx tsx bench/contracts.ts [--rows 100000] [--samples 200]
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/contracts.ts
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contract } from '../domain/entities/contracts';
import { argentineToday } from '../domain/engine/format';
import { emptyContracts, portfolioContracts, type DemoClient } from '../fixtures/contracts';
import { insertFixtures } from '../server/db/bulkInsert';
import { startTestApp } from '../server/test/harness';
import { measureReads, writeReads, type ApiRead } from './apiTimes';
import { resultsDir, sized } from './tiny';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: sized('100000', '200') },
    samples: { type: 'string', default: sized('200', '5') },
    out: { type: 'string', default: join(resultsDir, 'contracts.md') },
  },
});
const ROWS = Number(args.rows);
const SAMPLES = Number(args.samples);
/** Numbered after the demo's, so the ids and internal numbers stay apart. */
const FIRST = 100_000;

async function main() {
  const dialect = process.env.BENCH_PG_URL ? 'postgres' : 'sqlite';
  if (process.env.BENCH_PG_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL;
  const t = await startTestApp(dialect);
  try {
    const subscriber = await t.login('suscriptor@demo.test');
    const executive = await t.login('ejecutivo@demo.test');
    const admin = await t.login('admin@demo.test');
    const clients = (await t.database.db
      .selectFrom('accounts')
      .select(['id', 'display_name', 'cuit', 'document_number', 'executive_id', 'organization_id'])
      .orderBy('id')
      .execute()) as DemoClient[];
    const loadBegan = Date.now();
    const policies = portfolioContracts(emptyContracts(), clients, argentineToday(), FIRST, ROWS);
    await insertFixtures(t.database, contract, policies.contracts, new Date().toISOString());
    const loadSeconds = (Date.now() - loadBegan) / 1000;
    // The subscriber's organization's: another's policies are not theirs to find.
    const sample = policies.contracts.filter((row, i) => i % 97 === 0 && row.organization_id === 1);
    let n = 0;
    const next = () => sample[n++ % sample.length];
    /** "003-01-0089908" as someone types it: "3-1-89908". */
    const unpadded = (number: unknown) =>
      String(number)
        .split('-')
        .map((group) => group.replace(/^0+(?=\d)/, ''))
        .join('-');
    const q = (text: string) => encodeURIComponent(JSON.stringify({ q: text }));
    const reads: ApiRead[] = [
      ['reference: a branch by id (small table)', () => '/api/v1/admin/branch/1', admin],
      ['policy list, first page (subscriber)', () => '/api/v1/contract?range=[0,24]', subscriber],
      [
        'policy list, first page (executive, through the client)',
        () => '/api/v1/contract?range=[0,24]',
        executive,
      ],
      [
        'policy list searched by its number as printed',
        () => `/api/v1/contract?filter=${q(String(next().number))}`,
        subscriber,
      ],
      [
        'policy list searched by its number without zeros',
        () => `/api/v1/contract?filter=${q(unpadded(next().number))}`,
        subscriber,
      ],
      [
        'search from anywhere by policy number',
        () => `/api/v1/search?q=${encodeURIComponent(String(next().number))}`,
        subscriber,
      ],
      ['one policy’s record', () => `/api/v1/contract/${String(next().id)}`, subscriber],
      [
        'a demo policy’s quotas (executive, two hops)',
        () =>
          `/api/v1/contract/quota?filter=${encodeURIComponent(JSON.stringify({ contract_id: 'c0ffee00-0000-4000-8000-000000000001' }))}`,
        executive,
      ],
    ];
    const results = await measureReads(t, reads, SAMPLES);
    await writeReads(
      args.out!,
      dialect,
      [
        `# Contract bench (${dialect}, ${ROWS} policies beside the demo's, ${SAMPLES} sequential requests each)`,
        '',
        `Loading ${ROWS} policies (validated, batches of 200): ${loadSeconds.toFixed(1)} s.`,
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
