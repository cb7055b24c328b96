/**
 * The main HTTP run: list, get-by-id and create on one data set, against our app on SQLite and on
 * PostgreSQL, json-server 0.17 on the same rows and the bare-Fastify ceiling, side by side.
 */
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { buildData, cpaCode, type Layout } from './data';
import { startBefore, type Before } from './before';
import {
  fetchProbe,
  isApp,
  revalidates,
  workloads,
  type Operation,
  type Target,
  type Workloads,
} from './load';
import { login, runOperation, type Headers, type PassOptions, type Servers } from './passes';
import { copyToPostgres, createScratchDatabase, type ScratchDatabase } from './pg';
import type { HttpResults } from './report';
import { startApp, startBare, startJsonServer, type Server } from './servers';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface SideBySideOptions extends PassOptions {
  rows: number;
  localities: number;
  layout: Layout;
  ops: Operation[];
  databases: DatabaseKind[];
  /** A commit whose app runs beside ours as `before` (bench/before.ts); none if undefined. */
  before?: string;
  profileDir?: string;
}

export interface SideBySide {
  http: HttpResults;
  /** 1-minute load average when the HTTP runs began and ended. */
  load: { start: number; end: number };
  /** Seconds the bulk load of the rows took, per database. */
  loadSeconds: Partial<Record<DatabaseKind, number>>;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

/**
 * `before`'s rows as ours: built at another instant, so without timestamps, and citing its
 * localities by its own ids (its seed had other demo localities), read back as ours.
 */
const asOurs =
  (localityBack: Map<number, number>) =>
  (body: unknown): unknown =>
    Array.isArray(body)
      ? body.map(asOurs(localityBack))
      : body && typeof body === 'object'
        ? Object.fromEntries(
            Object.entries(body)
              .filter(([key]) => key !== 'created_at' && key !== 'updated_at')
              .map(([key, value]) => [
                key,
                key === 'locality_id' ? (localityBack.get(value as number) ?? value) : value,
              ]),
          )
        : body;
/** Before timing anything: every target answers 2xx, and every app agrees with json-server. */
async function verify(
  targets: Target[],
  servers: Servers,
  headers: Headers,
  work: Workloads,
  beforeLocalities: Map<number, number>,
) {
  const fixed = () => 0.5;
  for (const op of ['list', 'byId', 'create'] as const) {
    const answers = new Map<Target, Awaited<ReturnType<typeof fetchProbe>>>();
    for (const t of targets) {
      const a = await fetchProbe(servers[t]!.url, headers[t] ?? {}, work.probe(op, t, fixed));
      if (a.status >= 300)
        throw new Error(`${t} ${op}: HTTP ${a.status} ${JSON.stringify(a.body)}`);
      answers.set(t, a);
    }
    if (op === 'create') continue;
    const json = answers.get('json-server')!;
    for (const app of targets.filter(isApp)) {
      const mine = answers.get(app)!;
      // `before` built its rows at another instant: all but their timestamps must agree.
      const same =
        app === 'before'
          ? isDeepStrictEqual(asOurs(beforeLocalities)(mine.body), asOurs(new Map())(json.body))
          : isDeepStrictEqual(mine.body, json.body);
      if (!same) throw new Error(`${op}: ${app} and json-server disagree`);
      if (op === 'list') {
        const total = /\/(\d+)$/.exec(mine.headers.get('content-range') ?? '')?.[1];
        if (total !== json.headers.get('x-total-count'))
          throw new Error(`list: ${app}'s total ${total} differs from json-server's`);
      }
    }
  }
  log('check: every app answers the same list page, total and record as json-server');
}

/** The 304 workload: every list is read once for its ETag, then each target must answer 304. */
async function verifyNotModified(
  targets: Target[],
  servers: Servers,
  headers: Headers,
  work: Workloads,
) {
  for (const t of targets.filter(revalidates)) {
    await work.prime(t, servers[t]!.url, headers[t] ?? {});
    const probe = work.probe('notModified', t, () => 0.5);
    const a = await fetchProbe(servers[t]!.url, headers[t] ?? {}, probe);
    if (a.status !== 304 || a.body !== undefined)
      throw new Error(`${t} notModified: HTTP ${a.status} ${JSON.stringify(a.body)}`);
  }
  log('check: our apps and the ceiling answer a repeated list 304 without a body');
}

export async function sideBySide(options: SideBySideOptions): Promise<SideBySide> {
  const { rows, localities, layout } = options;
  log(`data: ${rows} zipcodes over ${localities} localities, ${layout}…`);
  const data = await buildData(rows, localities, layout);
  const loadSeconds: SideBySide['loadSeconds'] = { sqlite: data.loadSeconds };
  let scratch: ScratchDatabase | undefined;
  let before: Before | undefined;
  const started: Server[] = [];
  try {
    const servers: Servers = {};
    const targets: Target[] = [];
    const add = async (target: Target, start: Promise<Server>) => {
      servers[target] = await start; // one at a time: a start-up never slows another's
      if (target !== 'before') started.push(servers[target]); // before.remove() stops it
      targets.push(target);
      log(`${target}: ${servers[target].url}, pid ${servers[target].pid}`);
    };
    if (options.databases.includes('sqlite'))
      await add('app', startApp(data.databaseUrl, options.profileDir));
    if (options.databases.includes('postgres')) {
      scratch = await createScratchDatabase();
      log(`data: copying to PostgreSQL ${scratch.name}…`);
      loadSeconds.postgres = await copyToPostgres(
        data.sqlitePath,
        scratch.url,
        data.localityIds,
        scratch.seeded,
      );
      await add('app-pg', startApp(scratch.url, options.profileDir));
    }
    if (options.before) {
      log(`before: the app at ${options.before}, on its own copy of the rows…`);
      before = await startBefore(options.before, rows, localities, layout);
      // Every target is asked about the same localities: the old data set's n-th is our n-th.
      if (before.localityIds.length !== data.localityIds.length)
        throw new Error(`before: ${options.before}'s data set has other localities`);
      await add('before', Promise.resolve(before.server));
    }
    await add('json-server', startJsonServer(data.jsonPath!));
    await add('bare', startBare());
    const headers: Headers = {};
    for (const t of targets.filter(isApp)) headers[t] = await login(servers[t]!);
    // Creates take codes beyond every existing row's, so they never collide with one.
    const theirs = new Map(data.localityIds.map((id, i) => [id, before?.localityIds[i] ?? id]));
    const ours = new Map([...theirs].map(([id, their]) => [their, id]));
    const work = workloads(
      data.rows,
      data.localityIds,
      (n) => cpaCode(data.rows + n),
      (target, locality) => (target === 'before' ? theirs.get(locality)! : locality),
    );
    await verify(targets, servers, headers, work, ours);

    if (options.ops.includes('notModified'))
      await verifyNotModified(targets, servers, headers, work);

    const http: HttpResults = {};
    const start = loadavg()[0];
    for (const op of options.ops) {
      const asked = op === 'notModified' ? targets.filter(revalidates) : targets;
      http[op] = await runOperation(op, asked, servers, headers, work, options);
    }
    return { http, load: { start, end: loadavg()[0] }, loadSeconds };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await before?.remove();
    await scratch?.drop();
    data.remove();
  }
}
