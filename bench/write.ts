import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as prettier from 'prettier';

/** Results go through the repo's prettier settings, so `npm run lint` accepts them as written. */
export async function writeFormatted(path: string, text: string) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  mkdirSync(dirname(path), { recursive: true }); // BENCH_OUT may name a folder not made yet
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}
