/**
 * exceljs and pdfkit are loaded on first use, never at start-up (lazyLibraries.ts): a static
 * import anywhere in the server would bring them back into every process from boot.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadExcel } from './lazyLibraries';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Helpers of the tests and benches alone, which the app never imports. */
const TEST_HELPERS = ['server/imports/testing.ts'];
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

it('imports exceljs and pdfkit only as types, or when a document is made', () => {
  const eager = /^import (?!type\b)[^;]*from '(exceljs|pdfkit)';/m;
  const found = ['server', 'domain', 'scripts']
    .flatMap((dir) => sources(join(root, dir)))
    .filter((path) => eager.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path))
    .filter((path) => !TEST_HELPERS.includes(path));
  expect(found).toEqual([]);
});

it('loads exceljs once, on demand', async () => {
  const first = await loadExcel();
  expect(typeof first.Workbook).toBe('function');
  expect(await loadExcel()).toBe(first);
});
