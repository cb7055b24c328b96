/**
 * `npm run bench` (or `npx tsx bench/run.ts --rows 100000 --growth 10000,1000000`): every figure
 * is a ratio between things measured side by side in this one run, so the machine cancels out.
 *   1. Front end: `vite build` of the product and of bench/baseline-app, initial JS compared.
 *   2. HTTP: list, get-by-id and create against our app on SQLite and on PostgreSQL, json-server
 *      0.17 on the same rows and a bare-Fastify ceiling; autocannon here, each server in its own
 *      process; the RSS of our app sampled under load.
 *   3. Growth: our app's list and get-by-id at the other table sizes (10k and 1M by default).
 * Writes bench/results/latest.md and latest.json.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { computeAims } from './aims';
import { measureBrowser } from './browser';
import { browserAims } from './browserReport';
import { eagerScreens, measureBundle } from './bundle';
import type { Layout } from './data';
import { growthPoint, type GrowthPoint } from './growth';
import { operations } from './load';
import { summarize, type CpuProfile, type Share } from './profile';
import { toMarkdown, type Report, type RunInfo } from './report';
import { sideBySide, type DatabaseKind, type SideBySide } from './sideBySide';
import { resultsDir, sized, tiny } from './tiny';
import { writeFormatted } from './write';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

const { values: flags } = parseArgs({
  options: {
    // BENCH_SIZE=tiny (bench/tiny.ts): one short pass of each part on SQLite, for the smoke test.
    rows: { type: 'string', default: sized('100000', '500') },
    growth: { type: 'string', default: sized('10000,1000000', '200') },
    localities: { type: 'string', default: '100' },
    layout: { type: 'string', default: 'interleaved' },
    databases: { type: 'string', default: sized('sqlite,postgres', 'sqlite') },
    // The session start of issue 10: the app before its changes, run beside ours ('' = none).
    before: { type: 'string', default: sized('0f82d85', '') },
    passes: { type: 'string', default: sized('3', '1') },
    'pass-seconds': { type: 'string', default: sized('3', '1') },
    warmup: { type: 'string', default: sized('2', '0') },
    connections: { type: 'string', default: sized('20', '2') },
    ops: { type: 'string', default: operations.join(',') },
    out: { type: 'string', default: resultsDir },
    profile: { type: 'boolean', default: false },
    'skip-http': { type: 'boolean', default: false },
    'skip-growth': { type: 'boolean', default: false },
    // Two `vite build`s take minutes: a tiny run leaves the front end out.
    'skip-bundle': { type: 'boolean', default: tiny },
    // The product beside a plain react-admin app in Chromium (bench/browser.ts, issue 30).
    'skip-browser': { type: 'boolean', default: tiny },
  },
});
const log = (message: string) => process.stderr.write(`${message}\n`);
const whole = (
  name: 'rows' | 'localities' | 'passes' | 'pass-seconds' | 'warmup' | 'connections',
) => {
  const n = Number(flags[name]);
  // autocannon measures whole seconds; a fraction would silently round.
  if (!Number.isInteger(n) || n < (name === 'warmup' ? 0 : 1))
    throw new Error(`--${name} must be a whole number (got ${flags[name]})`);
  return n;
};
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const selected = operations.filter((op) => list(flags.ops).includes(op));
const databases = list(flags.databases) as DatabaseKind[];
if (databases.some((d) => d !== 'sqlite' && d !== 'postgres') || databases.length === 0)
  throw new Error('--databases takes sqlite, postgres or both (comma-separated)');
if (flags.layout !== 'interleaved' && flags.layout !== 'grouped')
  throw new Error('--layout interleaved|grouped');
const growthSizes = list(flags.growth).map(Number);
if (growthSizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error('--growth takes whole row counts, comma-separated');

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

/** Each app process wrote its serving-phase profile on exit (the file name carries its pid). */
function printProfiles(dir: string) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const path = join(dir, file);
    const s = summarize(JSON.parse(readFileSync(path, 'utf8')) as CpuProfile);
    const line = (x: Share) => `  ${(x.share * 100).toFixed(1).padStart(5)} %  ${x.name}`;
    log(
      `\nprofile ${path}: busy ${(s.busyMs / 1000).toFixed(1)} s, idle ${(s.idleMs / 1000).toFixed(1)} s`,
    );
    log(['by area:', ...s.areas.slice(0, 12).map(line)].join('\n'));
    log(['by function:', ...s.functions.slice(0, 20).map(line)].join('\n'));
  }
}

async function main() {
  const began = performance.now();
  const info: RunInfo = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    node: process.versions.node,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    rows: whole('rows'),
    localities: whole('localities'),
    layout: flags.layout as Layout,
    connections: whole('connections'),
    passes: whole('passes'),
    passSeconds: whole('pass-seconds'),
    warmup: whole('warmup'),
    databases,
    before: flags['skip-http'] || !flags.before ? undefined : flags.before,
  };
  const passOptions = {
    connections: info.connections,
    passes: info.passes,
    passSeconds: info.passSeconds,
    warmup: info.warmup,
  };
  const bundleFigures = flags['skip-bundle'] ? undefined : await bundles();
  if (!flags['skip-browser']) log('Chromium: the product beside a plain react-admin app…');
  const browser = flags['skip-browser']
    ? undefined
    : await measureBrowser({ rounds: 4, port: 3478 });
  let main: SideBySide | undefined;
  if (!flags['skip-http']) {
    const profileDir = flags.profile
      ? mkdtempSync(join(tmpdir(), 'brokerdesk-bench-profile-'))
      : undefined;
    if (profileDir) log(`profile: our app's CPU profiles go to ${profileDir} (the figures suffer)`);
    main = await sideBySide({
      ...info,
      ...passOptions,
      ops: selected,
      databases,
      before: info.before,
      profileDir,
    });
    info.load = main.load;
    if (profileDir) printProfiles(profileDir);
  }
  const growth: GrowthPoint[] = [];
  if (!flags['skip-growth'])
    for (const rows of growthSizes.filter((n) => n !== info.rows || flags['skip-http']))
      growth.push(await growthPoint(rows, info.localities, info.layout, databases, passOptions));
  info.minutes = (performance.now() - began) / 60_000;
  const partial = {
    info,
    http: main?.http,
    loadSeconds: main?.loadSeconds,
    growth: growth.length ? growth : undefined,
    bundles: bundleFigures,
    browser,
  };
  const report: Report = {
    ...partial,
    aims: [...computeAims(partial), ...(browser ? browserAims(browser) : [])],
  };
  const markdown = toMarkdown(report);
  mkdirSync(flags.out, { recursive: true });
  await writeFormatted(join(flags.out, 'latest.md'), markdown);
  await writeFormatted(join(flags.out, 'latest.json'), JSON.stringify(report));
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
