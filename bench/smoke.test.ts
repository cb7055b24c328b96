/**
 * The benchmarks must not rot: every bench script runs once on tiny data (BENCH_SIZE=tiny,
 * bench/tiny.ts) into a temporary folder, built into one file as `npm start`'s server is, and
 * must exit 0 having written its results with the keys its report is made of. Nothing here looks at a figure: a tiny run's timings mean
 * nothing, and a timing assertion would fail on a busy machine, not on a broken bench.
 *
 * PostgreSQL benches run only with TEST_DATABASE_URL; the Chromium one only with BENCH_WEB_ROOT
 * naming a built front end (`vite build` takes minutes, too much for the unit suite).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-smoke-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const webRoot = process.env.BENCH_WEB_ROOT;

const SCRIPTS = [
  'run.ts',
  'quotes.ts',
  'emissions.ts',
  'validators.ts',
  'calls.ts',
  'clients.ts',
  'contracts.ts',
  'asOf.ts',
  'import.ts',
  'scale.ts',
  'clientPage.ts',
  'browser.ts',
];
/**
 * The scripts joined into one file each (shared code in chunks beside them) and run by plain
 * Node, as `npm start` runs the server (scripts/buildServer.ts): under tsx each process spent
 * about 4 s of CPU loading its modules through the loader's hooks, more than a tiny run's work.
 * One folder below the project's, as bench/ is, so paths a script takes from its own place
 * still name the project's files.
 */
const bundled = join(root, `dist-bench-smoke-${process.pid}`);

beforeAll(async () => {
  await build({
    entryPoints: SCRIPTS.map((script) => join(root, 'bench', script)),
    outdir: bundled,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}, 60_000);

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(bundled, { recursive: true, force: true });
});

/** Runs `bench/<script>` tiny into its own folder under `out`; resolves its exit code and log. */
function runBench(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const dir = join(out, script.replace(/\W/g, '-'));
  const file = join(bundled, script.replace(/\.ts$/, '.mjs'));
  return new Promise<{ code: number | null; log: string; dir: string }>((done) => {
    const child = spawn(process.execPath, [file, ...args], {
      cwd: root,
      env: { ...process.env, BENCH_SIZE: 'tiny', BENCH_OUT: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', (code) => done({ code, log: log.slice(-4000), dir }));
  });
}

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

// A bench takes 5–20 s alone on 2 cores; the rest of the suite may run beside it.
const SLOW = 120_000;

describe('every bench runs once on tiny data', () => {
  it(
    'run.ts: HTTP side by side and growth on SQLite (no front-end builds)',
    async () => {
      const { code, log, dir } = await runBench('run.ts');
      expect(code, log).toBe(0);
      const report = json(join(dir, 'latest.json')) as { http: Record<string, object> };
      expect(Object.keys(report)).toEqual(
        expect.arrayContaining(['info', 'http', 'growth', 'aims']),
      );
      expect(Object.keys(report.http).sort()).toEqual(['byId', 'create', 'list', 'notModified']);
      expect(Object.keys(report.http.list).sort()).toEqual(['app', 'bare', 'json-server']);
      expect(existsSync(join(dir, 'latest.md'))).toBe(true);
    },
    SLOW,
  );

  it.skipIf(!pgUrl)(
    'run.ts on PostgreSQL: the bulk copy and a get-by-id (skipped without TEST_DATABASE_URL)',
    async () => {
      // The copy (bench/pg.ts) must keep the demo's zipcodes and agree with json-server's rows.
      const { code, log, dir } = await runBench(
        'run.ts',
        ['--databases', 'postgres', '--ops', 'byId', '--skip-growth'],
        { BENCH_PG_URL: pgUrl! },
      );
      expect(code, log).toBe(0);
      const report = json(join(dir, 'latest.json')) as { http: { byId: object } };
      expect(Object.keys(report.http.byId)).toContain('app-pg');
    },
    SLOW,
  );

  it(
    'quotes.ts: quoting under load',
    async () => {
      const { code, log, dir } = await runBench('quotes.ts');
      expect(code, log).toBe(0);
      const report = json(join(dir, 'quotes.json'));
      expect(Object.keys(report)).toEqual(
        expect.arrayContaining(['requests', 'quotes', 'quoteCommand', 'list', 'push', 'ratio']),
      );
      expect(report.requests).toBe(2);
      expect(existsSync(join(dir, 'quotes.md'))).toBe(true);
    },
    SLOW,
  );

  it(
    'emissions.ts: «Emitir» under load',
    async () => {
      const { code, log, dir } = await runBench('emissions.ts');
      expect(code, log).toBe(0);
      const report = json(join(dir, 'emissions.json'));
      expect(Object.keys(report).sort()).toEqual([
        'answeredMs',
        'commandsMs',
        'emitCommand',
        'list',
        'loadAverage',
        'loopStalls',
        'ratio',
        'requests',
        'serverCpuMs',
      ]);
      expect(report.requests).toBe(2);
      expect(Object.keys(report.loopStalls as object)).toEqual(['idle', 'commands', 'answers']);
      expect(existsSync(join(dir, 'emissions.md'))).toBe(true);
    },
    SLOW,
  );

  it(
    'validators.ts: request validators, Fastify default vs ours',
    async () => {
      const { code, log, dir } = await runBench('validators.ts');
      expect(code, log).toBe(0);
      const report = json(join(dir, 'validators.json'));
      expect(Object.keys(report).sort()).toEqual(['apps', 'entities', 'fastify', 'ours', 'ratio']);
      expect(existsSync(join(dir, 'validators.md'))).toBe(true);
    },
    SLOW,
  );

  it(
    'calls.ts: the next call as the queue grows',
    async () => {
      const { code, log, dir } = await runBench('calls.ts');
      expect(code, log).toBe(0);
      const [size] = JSON.parse(readFileSync(join(dir, 'calls.json'), 'utf8')) as object[];
      expect(size).toMatchObject({ extra: 20 });
      expect(Object.keys(size)).toEqual(['extra', 'firstNextCall', 'list', 'nextCall']);
      expect(existsSync(join(dir, 'calls.md'))).toBe(true);
    },
    SLOW,
  );

  it(
    'clients.ts: client list, searches and record',
    async () => {
      const { code, log, dir } = await runBench('clients.ts', [], { BENCH_PG_URL: '' });
      expect(code, log).toBe(0);
      const markdown = readFileSync(join(dir, 'clients-sqlite.md'), 'utf8');
      expect(markdown).toMatch(/\| operation\s+\| p50 ms/);
      expect(markdown).toContain('one client’s record');
    },
    SLOW,
  );

  it(
    'contracts.ts: policy list, searches by number, record and quotas',
    async () => {
      const { code, log, dir } = await runBench('contracts.ts', [], { BENCH_PG_URL: '' });
      expect(code, log).toBe(0);
      const markdown = readFileSync(join(dir, 'contracts-sqlite.md'), 'utf8');
      expect(markdown).toContain('policy list searched by its number without zeros');
    },
    SLOW,
  );

  it(
    'asOf.ts: a policy as of a date among many versions',
    async () => {
      const { code, log, dir } = await runBench('asOf.ts', ['--databases', 'sqlite']);
      expect(code, log).toBe(0);
      expect(readFileSync(join(dir, 'asOf.md'), 'utf8')).toContain('GET contract/{id}/as_of');
      expect(json(join(dir, 'asOf.json'))).toMatchObject({ versions: 10 });
    },
    SLOW,
  );

  it(
    'import.ts: a spreadsheet through the import',
    async () => {
      const { code, log, dir } = await runBench('import.ts', [], { BENCH_PG_URL: '' });
      expect(code, log).toBe(0);
      const report = json(join(dir, 'import-sqlite.json'));
      // 702: the import ended (its rows in, the bad one in the failed-rows file).
      expect(report).toMatchObject({ dialect: 'sqlite', rows: 50, status: 702 });
      expect(Number(report.rows_ok) + Number(report.rows_failed)).toBe(50);
      expect(report.rows_failed).toBeGreaterThan(0);
    },
    SLOW,
  );

  it.skipIf(!pgUrl)(
    'scale.ts: two instances on PostgreSQL and Redis (skipped without TEST_DATABASE_URL)',
    async () => {
      const { code, log, dir } = await runBench('scale.ts', [], { BENCH_PG_URL: pgUrl! });
      expect(code, log).toBe(0);
      const report = json(join(dir, 'scale.json'));
      expect(Object.keys(report)).toEqual(expect.arrayContaining(['fanOut', 'http']));
      // Every notification reached every socket, on one instance and on two.
      for (const f of report.fanOut as { sockets: number; sends: number; received: number }[])
        expect(f.received).toBe(f.sockets * f.sends);
      expect(existsSync(join(dir, 'scale.md'))).toBe(true);
    },
    SLOW,
  );

  it.skipIf(!webRoot)(
    'clientPage.ts: a client page in Chromium (skipped without BENCH_WEB_ROOT, a built front end)',
    async () => {
      const { code, log, dir } = await runBench('clientPage.ts', ['--port', '3479']);
      expect(code, log).toBe(0);
      expect(readFileSync(join(dir, 'client-page.md'), 'utf8')).toContain(
        "from one client's page to another's",
      );
    },
    SLOW,
  );

  it.skipIf(!webRoot)(
    'browser.ts: the product beside a plain react-admin app in Chromium (skipped without BENCH_WEB_ROOT)',
    async () => {
      const { code, log, dir } = await runBench('browser.ts', ['--port', '3480']);
      expect(code, log).toBe(0);
      const figures = json(join(dir, 'browser.json'));
      expect(Object.keys(figures.lists as object)).toEqual([
        'admin/company',
        'account',
        'opportunity',
        'admin/locations/zipcode',
      ]);
      expect(readFileSync(join(dir, 'browser.md'), 'utf8')).toContain('login → home');
      // The wizard's step was clicked and its request seen (a missed one would time out).
      const [step] = figures.wizard as { wallMs: number; serverMs: number }[];
      expect(step.wallMs).toBeGreaterThan(step.serverMs);
    },
    SLOW,
  );
});
