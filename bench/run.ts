/**
 * `npm run bench` (or `npx tsx bench/run.ts --rows 100000 --duration 10`): every figure is a
 * ratio between things measured side by side in this one run, so the machine cancels out.
 *   1. Front end: `vite build` of the product and of bench/baseline-app, initial JS compared.
 *   2. HTTP: list, get-by-id and create against our app, json-server 0.17 on the same rows and
 *      a bare-Fastify ceiling, with autocannon from this process and each server in its own.
 * Writes bench/results/latest.md and latest.json.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { writeFormatted } from './write';
import { DEMO_PASSWORD } from '../fixtures/users';
import { eagerScreens, measureBundle } from './bundle';
import { buildData, cpaCode, type Layout } from './data';
import {
  combine,
  fetchProbe,
  measure,
  operations,
  targets,
  workloads,
  type Measurement,
  type Target,
  type Workloads,
} from './load';
import { computeAims, toMarkdown, type HttpResults, type Report, type RunInfo } from './report';
import { startApp, startBare, startJsonServer, type Server } from './servers';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

const { values: flags } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    localities: { type: 'string', default: '100' },
    layout: { type: 'string', default: 'interleaved' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    ops: { type: 'string', default: operations.join(',') },
    profile: { type: 'boolean', default: false },
    'skip-http': { type: 'boolean', default: false },
    'skip-bundle': { type: 'boolean', default: false },
  },
});
const num = (name: keyof typeof flags) => Number(flags[name]);
const log = (message: string) => process.stderr.write(`${message}\n`);
const selected = operations.filter((op) => flags.ops.split(',').includes(op));
if (flags.layout !== 'interleaved' && flags.layout !== 'grouped')
  throw new Error('--layout interleaved|grouped');

async function bundles(): Promise<Report['bundles']> {
  const outDir = (name: string) => mkdtempSync(join(tmpdir(), `brokerdesk-bench-${name}-`));
  log('vite build: product…');
  const app = await measureBundle({
    name: 'product',
    root,
    configFile: join(root, 'vite.config.ts'),
    outDir: outDir('app'),
  });
  log('vite build: baseline app…');
  const baselineRoot = join(here, 'baseline-app');
  const baseline = await measureBundle({
    name: 'baseline (bench/baseline-app)',
    root: baselineRoot,
    configFile: join(baselineRoot, 'vite.config.ts'),
    outDir: outDir('baseline'),
  });
  return { app, baseline, eagerScreens: eagerScreens(app.initialModules) };
}

async function login(app: Server): Promise<Record<string, string>> {
  const response = await fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin@demo.test',
      password: DEMO_PASSWORD,
      grant_type: 'password',
      client_id: '1',
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return {
    authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`,
  };
}

/** Before timing anything: every target answers 2xx, and our app and json-server agree. */
async function verify(
  servers: Record<Target, Server>,
  headers: Record<Target, Record<string, string>>,
  work: Workloads,
) {
  const fixed = () => 0.5;
  for (const op of operations) {
    const answers = await Promise.all(
      targets.map((t) => fetchProbe(servers[t].url, headers[t], work.probe(op, t, fixed))),
    );
    answers.forEach((a, i) => {
      if (a.status >= 300)
        throw new Error(`${targets[i]} ${op}: HTTP ${a.status} ${JSON.stringify(a.body)}`);
    });
    if (op === 'create') continue;
    const [app, json] = answers;
    if (!isDeepStrictEqual(app.body, json.body))
      throw new Error(`${op}: our app and json-server disagree`);
    if (op === 'list') {
      const total = /\/(\d+)$/.exec(app.headers.get('content-range') ?? '')?.[1];
      if (total !== json.headers.get('x-total-count'))
        throw new Error(`list: totals differ (${total})`);
      log(`check: list pages and totals agree (${total} rows in the locality, 25 shown)`);
    }
  }
}

async function http(info: RunInfo): Promise<HttpResults> {
  log(`data: ${info.rows} zipcodes over ${info.localities} localities, ${info.layout}…`);
  const data = await buildData(info.rows, info.localities, info.layout);
  const started: Server[] = [];
  try {
    // One at a time, so the start-up of one does not slow the next; all idle between runs.
    const servers = {} as Record<Target, Server>;
    const profileDir = flags.profile
      ? mkdtempSync(join(tmpdir(), 'brokerdesk-bench-profile-'))
      : undefined;
    if (profileDir)
      log(`profile: our app's CPU profile goes to ${profileDir} (the figures suffer)`);
    servers.app = await startApp(data.databaseUrl, profileDir);
    started.push(servers.app);
    servers['json-server'] = await startJsonServer(data.jsonPath);
    started.push(servers['json-server']);
    servers.bare = await startBare();
    started.push(servers.bare);
    const headers: Record<Target, Record<string, string>> = {
      app: await login(servers.app),
      'json-server': {},
      bare: {},
    };
    // Creates take codes beyond every existing row's, so they never collide with one.
    const work = workloads(data.rows, data.localityIds, (n) => cpaCode(data.rows + n));
    await verify(servers, headers, work);

    const results = {} as HttpResults;
    const loadStart = loadavg()[0];
    for (const op of selected) {
      const run = (target: Target, duration: number) =>
        measure({
          url: servers[target].url,
          headers: headers[target],
          connections: info.connections,
          duration,
          next: () => work.probe(op, target),
        });
      // JIT and caches warm first, figures discarded.
      if (info.warmup > 0) for (const target of targets) await run(target, info.warmup);
      // Round-robin slices, the order rotating each round: a burst of outside load on this
      // shared machine then hits every target alike instead of skewing one ratio.
      const samples: Record<Target, Measurement[]> = { app: [], 'json-server': [], bare: [] };
      for (let round = 0; round < info.rounds; round++) {
        const order = [...targets.slice(round % 3), ...targets.slice(0, round % 3)];
        for (const target of order)
          samples[target].push(await run(target, info.duration / info.rounds));
      }
      const row = {} as Record<Target, Measurement>;
      for (const target of targets) {
        const m = (row[target] = combine(samples[target]));
        const rounds = m.rounds!.map((r) => r.toFixed(0)).join('/');
        log(
          `${op.padEnd(6)} ${target.padEnd(11)} ${m.rps.toFixed(0).padStart(6)} req/s (rounds ${rounds})  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}`,
        );
      }
      results[op] = row;
    }
    info.load = { start: loadStart, end: loadavg()[0] };
    return results;
  } finally {
    for (const server of started.reverse()) await server.stop();
    data.remove();
  }
}

async function main() {
  const info: RunInfo = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    node: process.versions.node,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    rows: num('rows'),
    localities: num('localities'),
    layout: flags.layout as Layout,
    connections: num('connections'),
    duration: num('duration'),
    rounds: num('rounds'),
    warmup: num('warmup'),
  };
  const bundleFigures = flags['skip-bundle'] ? undefined : await bundles();
  const httpResults = flags['skip-http'] ? undefined : await http(info);
  const report: Report = {
    info,
    http: httpResults,
    bundles: bundleFigures,
    aims: computeAims(httpResults, bundleFigures),
  };
  const markdown = toMarkdown(report);
  const out = join(here, 'results');
  mkdirSync(out, { recursive: true });
  await writeFormatted(join(out, 'latest.md'), markdown);
  await writeFormatted(join(out, 'latest.json'), JSON.stringify(report));
  process.stdout.write(`\n${markdown}`);
}

main().then(
  // vite and autocannon may leave idle handles behind; the run is over.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
