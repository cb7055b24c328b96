/**
 * The project's folder, found from wherever this code runs: its source under tsx, or the bundle
 * `npm start` runs (dist-server/). Files the server reads beside its code (package.json, the
 * logo) are named from here, so moving the code into one file does not move them.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function folderWithPackageJson(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = folderWithPackageJson(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project: `fromRoot('public', 'favicon.svg')`. */
export const fromRoot = (...parts: string[]) => join(projectRoot, ...parts);
