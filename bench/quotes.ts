/**
 * `npm run bench:quotes` (issue 13 section 7): 50 quote requests at once across the 18 simulated
 * insurers, on our app (SQLite) in a child process, latencies scaled to 0.1–3 s.
 *   1. Other requests: the opportunities list (4 parallel loops) while idle, then while the 50
 *      requests fan out; p50 and p99 side by side, and their ratio (the aim: p99 ≤ 2× idle).
 *   2. Each quote's push: from the moment its insurer's answer was stored (`answered_at`) to its
 *      receipt on the requester's socket (the aim: ≤ 200 ms).
 * Writes bench/results/quotes.md and quotes.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { company } from '../domain/entities/company';
import { coveragePackage } from '../domain/entities/coverages';
import { PENDING_QUOTE_STATUSES } from '../domain/quoting/offers';
import { QUOTE_EVENT, privateUserChannel } from '../domain/realtime';
import { searchColumns } from '../server/db/codec';
import { openDatabase } from '../server/db/database';
import { startApp } from './servers';
import { apiSession } from './apiSession';
import { migratedAndSeeded, resultsDir, sized } from './tiny';
import { writeFormatted } from './write';
import { ms, percentile, probeWhile } from './stats';

// BENCH_SIZE=tiny (bench/tiny.ts): a couple of requests and insurers answering at once.
const REQUESTS = sized(50, 2);
const PROBE_LOOPS = sized(4, 1);
const IDLE_MS = sized(4000, 300);
const log = (message: string) => process.stderr.write(`${message}\n`);

/** Every insurer sells a car plan here: each request fans out to all 18. */
async function prepare(url: string) {
  await migratedAndSeeded(url);
  const database = openDatabase(url);
  const insurers = await database.db.selectFrom(company.table).select(['id', 'name']).execute();
  const covered = await database.db
    .selectFrom(coveragePackage.table)
    .select('company_id')
    .where('branch_id', '=', 1)
    .execute();
  const [coverage] = await database.db
    .selectFrom('coverages')
    .select('id')
    .where('branch_id', '=', 1)
    .where('code', '=', 'C')
    .execute();
  const now = new Date().toISOString();
  for (const insurer of insurers.filter((i) => !covered.some((c) => c.company_id === i.id))) {
    const name = `Terceros completos ${String(insurer.name)}`;
    const row = await database.db
      .insertInto(coveragePackage.table)
      .values({
        name,
        company_id: insurer.id,
        branch_id: 1,
        active: 1,
        ...searchColumns(coveragePackage, { name }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('coverage_packages_coverages')
      .values({ owner_id: row.id, target_id: coverage.id, position: 0 })
      .execute();
  }
  await database.close();
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-quotes-'));
  const url = `sqlite:${join(dir, 'bench.db')}`;
  await prepare(url);
  process.env.QUOTE_LATENCY_SCALE = sized('0.5', '0.02');
  const app = await startApp(url);
  try {
    const session = await apiSession(app.url, 'admin@demo.test');
    const { headers } = session;
    const call = async (method: string, path: string, body?: unknown) =>
      (await (await session.call(method, path, body)).json()) as Record<string, unknown> & {
        data?: unknown;
      };
    const me = (await call('GET', 'user/me')).data as { id: number };
    const clients = (await call('GET', 'account?range=[0,0]')) as unknown as { id: string }[];

    // The requester's socket: each final answer's delay from storage to receipt.
    const pushes: number[] = [];
    const socket = connect(app.url, { transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve) => {
      socket.on('subscription_succeeded', () => resolve());
      socket.emit('subscribe', {
        channel: privateUserChannel(me.id),
        auth: { headers: { Authorization: headers.authorization } },
      });
    });
    socket.on(QUOTE_EVENT, (_channel: string, quote: { status: number; answered_at: string }) => {
      if (!PENDING_QUOTE_STATUSES.includes(quote.status) && quote.answered_at)
        pushes.push(Date.now() - Date.parse(quote.answered_at));
    });

    const ids: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const created = (await call('POST', 'opportunity', {
        branch_id: 1,
        account_id: clients[0].id,
        subject: `Carga ${i + 1}`,
        sum_insured: 20_000_000 + i * 100_000,
        requested_at: new Date().toISOString(),
      })) as { id: string };
      ids.push(created.id);
    }

    /** The opportunities list, timed in PROBE_LOOPS loops until `until` resolves. */
    const probe = (until: Promise<unknown>) =>
      probeWhile(until, PROBE_LOOPS, () =>
        fetch(`${app.url}/api/v1/opportunity?range=[0,24]`, { headers }).then((r) =>
          r.arrayBuffer(),
        ),
      );

    log('idle list…');
    const idle = await probe(new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    log(`${REQUESTS} quote requests…`);
    const commands: number[] = [];
    const started = performance.now();
    let expected = 0;
    const fanned = Promise.all(
      ids.map(async (id) => {
        const start = performance.now();
        await call('POST', `opportunity/${id}/quote`, {});
        commands.push(performance.now() - start);
      }),
    ).then(async () => {
      for (const id of ids)
        expected += ((await call('GET', `opportunity/${id}/quotes`)) as unknown as unknown[])
          .length;
      const deadline = Date.now() + 60_000;
      while (pushes.length < expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const loaded = await probe(fanned);
    const allAnswered = performance.now() - started;
    socket.close();

    const result = {
      requests: REQUESTS,
      quotes: expected,
      allAnsweredMs: Math.round(allAnswered),
      quoteCommand: { p50: ms(percentile(commands, 50)), p99: ms(percentile(commands, 99)) },
      list: {
        idle: { n: idle.length, p50: ms(percentile(idle, 50)), p99: ms(percentile(idle, 99)) },
        loaded: {
          n: loaded.length,
          p50: ms(percentile(loaded, 50)),
          p99: ms(percentile(loaded, 99)),
        },
      },
      push: {
        n: pushes.length,
        p50: ms(percentile(pushes, 50)),
        p99: ms(percentile(pushes, 99)),
        max: ms(Math.max(...pushes)),
      },
    };
    const ratio = result.list.loaded.p99 / result.list.idle.p99;
    const md = `# Quoting under load (\`npm run bench:quotes\`)

${REQUESTS} quote requests at once, ${result.quotes} quotes from 18 simulated insurers (latency 0.1–3 s), our app on SQLite in a child process.

| measure | p50 (ms) | p99 (ms) |
| --- | --- | --- |
| opportunities list, idle (${result.list.idle.n} requests) | ${result.list.idle.p50} | ${result.list.idle.p99} |
| opportunities list, while quoting (${result.list.loaded.n} requests) | ${result.list.loaded.p50} | ${result.list.loaded.p99} |
| "Cotizar" command (stores the pending quotes) | ${result.quoteCommand.p50} | ${result.quoteCommand.p99} |
| answer stored → pushed to the browser (${result.push.n} quotes; max ${result.push.max}) | ${result.push.p50} | ${result.push.p99} |

List p99 while quoting ÷ idle: **${ratio.toFixed(2)}×** (aim ≤ 2×). Every quote answered ${Math.round(allAnswered / 100) / 10} s after the first request.
`;
    await writeFormatted(join(resultsDir, 'quotes.md'), md);
    await writeFormatted(join(resultsDir, 'quotes.json'), JSON.stringify({ ...result, ratio }));
    process.stdout.write(md);
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true }); // the SQLite file of this run only
  }
}

await main();
