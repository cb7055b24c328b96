/**
 * domain/engine/registry.ts reads the areas domain/areas.ts registers: whoever starts the
 * product loads them first. In a fresh process (the test projects load the areas before every
 * file, so only a process of its own can show it), a lookup before that says so, and one after
 * finds the entity.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** Runs `code` as an ES module in a new Node with tsx; its output, or its error's message. */
function inFreshProcess(code: string): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
}

it('refuses a lookup before the areas are registered, and finds the entity after', () => {
  const lookUp = `const { entityByName } = await import('./domain/engine/registry.ts');
    process.stdout.write(entityByName('account').label.one);`;
  expect(inFreshProcess(lookUp)).toContain('The areas are read before domain/areas.ts loaded');
  expect(inFreshProcess(`await import('./domain/areas.ts');\n${lookUp}`)).toBe('Cliente');
}, 30_000);
