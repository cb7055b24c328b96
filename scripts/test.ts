/**
 * `npm test`: every check, in order, stopping at the first that fails (as `a && b && c` would),
 * then the minutes each part took, so that the README's test times come from a real run and a
 * part that grows is seen where it grows.
 */
import { spawnSync } from 'node:child_process';

const parts = [
  ['static checks (tsc, ESLint, Prettier)', 'static'],
  ['Vitest (domain, server, web)', 'test:unit'],
  ['build (vite)', 'build'],
  ['Playwright', 'test:e2e'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took: [string, number][] = [];
let failed = false;
for (const [label, script] of parts) {
  const started = Date.now();
  const { status } = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  took.push([label, (Date.now() - started) / 60_000]);
  if (status !== 0) {
    failed = true;
    break;
  }
}

const total = took.reduce((sum, [, minutes]) => sum + minutes, 0);
console.log('\nnpm test, minutes per part:');
for (const [label, minutes] of took) console.log(`  ${minutes.toFixed(1).padStart(5)}  ${label}`);
console.log(`  ${total.toFixed(1).padStart(5)}  in all${failed ? ' (stopped at a failure)' : ''}`);
process.exit(failed ? 1 : 0);
