/**
 * The server as one JavaScript file, which `npm start` runs with plain Node: under tsx the API
 * process also held the TypeScript loader, every module's source map and a parent process, about
 * 100 MB more resident memory (issue 30 §3, bench/README.md). Packages stay in node_modules (the
 * native ones cannot be bundled); only the project's own code is joined.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fromRoot } from '../server/paths';

/** Where the built server goes (ignored by git, as `dist-*` is). */
export const SERVER_BUNDLE_DIR = fromRoot('dist-server');

export async function buildServer(entry = fromRoot('scripts', 'serve.ts'), outfile = '') {
  const target = outfile || fromRoot('dist-server', 'serve.mjs');
  await build({
    entryPoints: [entry],
    outfile: target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return target;
}

/**
 * The Node flags package.json's `start` runs the built server with, read from that one place so
 * the bench and the tests run the process `npm start` runs. `--max-semi-space-size=4`: V8's young
 * generation at 4 MB a half instead of 16 holds about 40 MB less under a list load at the same
 * rate (bench/README.md, 2026-12-01).
 */
export function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const run = /\bnode((?:\s+--\S+)*)\s+dist-server\/serve\.mjs/.exec(scripts.start);
  if (!run) throw new Error("package.json's start no longer runs dist-server/serve.mjs with node");
  return run[1].trim().split(/\s+/).filter(Boolean);
}
