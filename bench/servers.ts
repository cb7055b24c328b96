/**
 * The three servers under test, each in a child process of its own so that none shares a CPU
 * core's event loop with autocannon (which runs in the parent): our app, json-server 0.17 and
 * the bare-Fastify ceiling. Only 127.0.0.1 is ever used.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildServer, SERVER_BUNDLE_DIR, serverNodeFlags } from '../scripts/buildServer';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      // A server that ignores SIGTERM must not keep the bench alive.
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
}

/** Waits until the server at `base` answers its health route (two minutes at most). */
export async function untilHealthy(base: string) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/**
 * Runs a bench/serve-*.ts entry under tsx (of this tree, or of another checkout at `tree`), or
 * its `built` bundle with plain Node as `npm start` runs the server; it reports its port with
 * process.send.
 */
function startTsChild(
  name: string,
  file: string,
  env: Record<string, string>,
  tree = root,
  built?: string,
): Promise<Server> {
  const args = built
    ? [...serverNodeFlags(), built]
    : ['--import', 'tsx', join(tree, 'bench', file)];
  const child = spawn(process.execPath, args, {
    cwd: tree,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`${name} exited with code ${code}`)));
    child.once('message', (message) => {
      const { port } = message as { port: number };
      ok({ name, url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) });
    });
  });
}

/**
 * With `profileDir`, the app profiles itself from the moment it listens until it stops and
 * writes a V8 CPU profile there (`--profile`): start-up work stays out of the figures. With
 * `loopDir`, it writes there its event loop's stalls (serve-app.ts BENCH_LOOP_DIR).
 */
export const startApp = async (databaseUrl: string, profileDir?: string, loopDir?: string) =>
  startTsChild(
    'app',
    'serve-app.ts',
    {
      BENCH_DATABASE_URL: databaseUrl,
      ...(profileDir ? { BENCH_PROFILE_DIR: profileDir } : {}),
      ...(loopDir ? { BENCH_LOOP_DIR: loopDir } : {}),
    },
    root,
    await builtApp(),
  );

/** Our app built as `npm start` builds the server (scripts/buildServer.ts), once per run. */
let appBundle: Promise<string> | undefined;
const builtApp = () =>
  (appBundle ??= (async () => {
    const file = join(SERVER_BUNDLE_DIR, `bench-serve-app-${process.pid}.mjs`);
    // Removed when this run ends, however it ends.
    process.once('exit', () => rmSync(file, { force: true }));
    return buildServer(join(root, 'bench', 'serve-app.ts'), file);
  })());

/** The app of an older checkout (`bench/before.ts`), started by that checkout's own script. */
export const startAppAt = (tree: string, databaseUrl: string) =>
  startTsChild('before', 'serve-app.ts', { BENCH_DATABASE_URL: databaseUrl }, tree);

export const startBare = () => startTsChild('bare', 'serve-bare.ts', {});

/** A port nothing listens on, for a server about to start. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

/** json-server's own CLI, as its users run it: a db.json file, persisted on every write. */
export async function startJsonServer(jsonPath: string): Promise<Server> {
  const port = await freePort();
  const bin = join(root, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js');
  const child = spawn(
    process.execPath,
    [bin, jsonPath, '--host', '127.0.0.1', '--port', String(port), '--quiet'],
    { cwd: dirname(jsonPath), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/zipcodes/1`)).ok)
        return { name: 'json-server', url, pid: child.pid!, stop: stopper(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopper(child)();
  throw new Error('json-server did not start');
}
