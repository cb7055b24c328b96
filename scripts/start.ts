/**
 * `npm start`, first step: builds the front end when dist/ is missing or older than its sources,
 * and the server into one file (scripts/buildServer.ts). package.json's `start` then runs that
 * file with plain Node (API, SPA and demo data in one process, scripts/serve.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './buildServer';

const SOURCES = [
  'src',
  'providers',
  'resources',
  'domain',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, entry) => Math.max(max, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

function frontEndIsStale(): boolean {
  const built = join('dist', 'index.html');
  if (!existsSync(built)) return true;
  return Math.max(...SOURCES.map(newestMtime)) > statSync(built).mtimeMs;
}

if (frontEndIsStale()) {
  console.log('Compilando la interfaz (vite build)…');
  execFileSync(
    process.execPath,
    [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
}

// About a second: always, so the server run is never an older build of the code.
await buildServer();
