/**
 * How our app's list and get-by-id grow with the table: the same workloads on other sizes
 * (default 10k and 1M; the main run gives 100k), our app only, SQLite and PostgreSQL
 * interleaved. json-server is left out: it rewrites and rescans one JSON file of every row, so
 * at 1M rows a single list takes seconds and loading its file most of a minute.
 */
import { isDeepStrictEqual } from 'node:util';
import SQLite from 'better-sqlite3';
import { buildData, cpaCode, type Layout } from './data';
import { fetchProbe, workloads, type Measurement, type Operation, type Target } from './load';
import { login, runOperation, type Headers, type PassOptions, type Servers } from './passes';
import { copyToPostgres, createScratchDatabase, type ScratchDatabase } from './pg';
import { startApp, type Server } from './servers';
import type { DatabaseKind } from './sideBySide';

export interface GrowthPoint {
  rows: number;
  /** Seconds the bulk load took, per database. */
  loadSeconds: Partial<Record<DatabaseKind, number>>;
  results: Partial<Record<Operation, Partial<Record<Target, Measurement>>>>;
}

export const growthOps: Operation[] = ['list', 'byId'];

const log = (message: string) => process.stderr.write(`${message}\n`);

export async function growthPoint(
  rows: number,
  localities: number,
  layout: Layout,
  databases: DatabaseKind[],
  options: PassOptions,
): Promise<GrowthPoint> {
  log(`growth: ${rows} zipcodes…`);
  const data = await buildData(rows, localities, layout, { json: false });
  const loadSeconds: GrowthPoint['loadSeconds'] = { sqlite: data.loadSeconds };
  log(`growth: SQLite loaded in ${data.loadSeconds.toFixed(1)} s`);
  let scratch: ScratchDatabase | undefined;
  const started: Server[] = [];
  try {
    const servers: Servers = {};
    const targets: Target[] = [];
    if (databases.includes('sqlite')) {
      servers.app = await startApp(data.databaseUrl);
      started.push(servers.app);
      targets.push('app');
    }
    if (databases.includes('postgres')) {
      scratch = await createScratchDatabase();
      loadSeconds.postgres = await copyToPostgres(
        data.sqlitePath,
        scratch.url,
        data.localityIds,
        scratch.seeded,
      );
      log(`growth: PostgreSQL loaded in ${loadSeconds.postgres.toFixed(1)} s`);
      servers['app-pg'] = await startApp(scratch.url);
      started.push(servers['app-pg']);
      targets.push('app-pg');
    }
    const headers: Headers = {};
    for (const t of targets) headers[t] = await login(servers[t]!);
    const work = workloads(rows, data.localityIds, (n) => cpaCode(rows + n));

    // The totals must be exact: each app's agrees with a count straight from the SQLite file.
    const locality = data.localityIds[Math.floor(0.5 * data.localityIds.length)];
    const sqlite = new SQLite(data.sqlitePath, { readonly: true });
    const { n } = sqlite
      .prepare('select count(*) as n from zipcodes where locality_id = ?')
      .get(locality) as { n: number };
    sqlite.close();
    const pages: unknown[] = [];
    for (const t of targets) {
      const a = await fetchProbe(
        servers[t]!.url,
        headers[t]!,
        work.probe('list', t, () => 0.5),
      );
      const total = /\/(\d+)$/.exec(a.headers.get('content-range') ?? '')?.[1];
      if (a.status !== 200 || total !== String(n))
        throw new Error(
          `growth ${rows}: ${t} answered ${a.status}, total ${total} (expected ${n})`,
        );
      pages.push(a.body);
    }
    if (pages.length === 2 && !isDeepStrictEqual(pages[0], pages[1]))
      throw new Error(`growth ${rows}: SQLite and PostgreSQL list pages differ`);

    const results: GrowthPoint['results'] = {};
    for (const op of growthOps)
      results[op] = await runOperation(op, targets, servers, headers, work, options, `${rows} `);
    return { rows, loadSeconds, results };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await scratch?.drop();
    data.remove();
  }
}
