/**
 * The server as one JavaScript file, which `npm start` runs with plain Node: under tsx the API
 * process also held the TypeScript loader, every module's source map and a parent process, about
 * 100 MB more resident memory (issue 30 §3, bench/README.md). Packages stay in node_modules (the
 * native ones cannot be bundled); only the project's own code is joined.
 */
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
