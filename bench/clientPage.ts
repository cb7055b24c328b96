/**
 * The client page in Chromium (issue 12 §6: "the detail screen interactive ≤ 1 s"): 100,000
 * clients beside the demo data in a SQLite file, the real server with the built front end, and
 * Debian's Chromium timing, as the demo executive, (a) opening a client's page by its address
 * (the whole app starts) and (b) going from one client's page to another's inside the app,
 * until the page shows the client's CUIT and its phones table. p50 and p95 of `--samples`.
 *
 *   npm run build && npx tsx bench/clientPage.ts [--rows 100000] [--samples 30] [--web-root dist]
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { format } from 'prettier';
import { account } from '../domain/entities/clients';
import { clientRows } from '../fixtures/clients';
import { DEMO_PASSWORD } from '../fixtures/users';
import { findUserByEmail } from '../server/auth/users';
import { openDatabase } from '../server/db/database';
import { insertFixtures } from '../server/db/bulkInsert';
import { migratedAndSeeded, resultsDir, sized } from './tiny';
import { untilHealthy } from './servers';

const { values: args } = parseArgs({
  options: {
    // BENCH_SIZE=tiny (bench/tiny.ts): a few clients, one page each way, no warm-up pages.
    rows: { type: 'string', default: sized('100000', '30') },
    samples: { type: 'string', default: sized('30', '1') },
    port: { type: 'string', default: '3477' },
    'web-root': { type: 'string', default: process.env.BENCH_WEB_ROOT || 'dist' },
    out: { type: 'string', default: join(resultsDir, 'client-page.md') },
  },
});
const SAMPLES = Number(args.samples);
const WARMUP = sized(3, 0);
const base = `http://127.0.0.1:${args.port}`;

async function prepare(file: string) {
  await migratedAndSeeded(`sqlite:${file}`);
  const database = openDatabase(`sqlite:${file}`);
  const executive = await findUserByEmail(database, 'ejecutivo@demo.test');
  const { accounts } = clientRows([Number(executive!.id)], Number(args.rows));
  const rows: Record<string, unknown>[] = accounts.map((row) => ({ ...row, id: randomUUID() }));
  await insertFixtures(database, account, rows, new Date().toISOString());
  await database.close();
  // The executive's own clients: the others are out of their reach (record scope).
  return rows
    .filter((r) => r.executive_id === Number(executive!.id))
    .map((r) => ({ id: r.id, cuit: r.cuit }));
}

/** Until the client's CUIT and its phones table are on screen. */
async function shown(page: Page, cuit: unknown) {
  await page.getByText(String(cuit), { exact: true }).waitFor();
  await page.getByRole('table', { name: 'Teléfonos' }).waitFor();
}

const percentile = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'client-page-'));
  const clients = await prepare(join(dir, 'bench.db'));
  const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: args.port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      LOG_LEVEL: 'warn',
      WEB_ROOT: args['web-root'],
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--lang=en-US'],
  });
  try {
    await untilHealthy(base);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('Correo electrónico').fill('ejecutivo@demo.test');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('button', { name: 'Perfil' }).waitFor();
    const pick = (n: number) => clients[(n * 7919) % clients.length];
    const cold: number[] = [];
    const warm: number[] = [];
    for (let n = 0; n < SAMPLES + WARMUP; n++) {
      const client = pick(n);
      const began = Date.now();
      await page.goto(`${base}/account/${client.id}`);
      await shown(page, client.cuit);
      if (n >= WARMUP) cold.push(Date.now() - began);
      const other = pick(n + 1000);
      const moved = Date.now();
      // Inside the app: the router follows the address as a link click would.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/account/${other.id}`);
      await shown(page, other.cuit);
      if (n >= WARMUP) warm.push(Date.now() - moved);
    }
    const lines = [
      `# Client page in Chromium (SQLite, ${args.rows} clients added, ${clients.length} of them the executive's; ${SAMPLES} pages each)`,
      '',
      '| until the CUIT and phones show | p50 ms | p95 ms |',
      '| --- | ---: | ---: |',
      `| opening the page by its address (the app starts) | ${percentile(cold, 0.5)} | ${percentile(cold, 0.95)} |`,
      `| from one client's page to another's | ${percentile(warm, 0.5)} | ${percentile(warm, 0.95)} |`,
      '',
    ];
    console.log(lines.join('\n'));
    // Formatted as the repository's markdown is, so a new run changes only its figures.
    mkdirSync(dirname(args.out!), { recursive: true });
    writeFileSync(args.out!, await format(lines.join('\n'), { parser: 'markdown' }));
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Exit with the run's outcome: a failed run must not leave the spawned server's handle waiting.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
