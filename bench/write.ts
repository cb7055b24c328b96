import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/** Results go through the repo's prettier settings, so `npm run lint` accepts them as written. */
export async function writeFormatted(path: string, text: string) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}
