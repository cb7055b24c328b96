/**
 * The product beside a plain react-admin app in Chromium (issue 30 §1). Both are served by one
 * real server over the same API, demo data and session: the product's build at `/`, the
 * baseline (`bench/baseline-app`, the tutorial's way: four lists of eight text columns and a
 * show page, ra-data-simple-rest) at `/baseline/`. Rounds alternate between the apps so the
 * machine's load falls on both alike; every figure is reported as the product ÷ the baseline.
 *
 *   npx tsx bench/browser.ts [--rounds 5] [--port 3478] [--web-root dist]
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { build } from 'vite';
import { format } from 'prettier';
import { DEMO_PASSWORD } from '../fixtures/users';
import { openByAddress, visitList, type MainThread, type Router } from './browserProbes';
import { migratedAndSeeded, resultsDir, sized } from './tiny';
import { browserAims, browserTable, type BrowserFigures } from './browserReport';
import { measureWizardStep } from './wizardProbe';
import { measureLogin } from './loginProbe';
import { median } from './stats';
import { untilHealthy } from './servers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The lists both apps have, by the product's address (the baseline's hash path is the same). */
/** How long someone stays on the first screen before opening a list. */
const READING_MS = 5000;

export const LISTS = ['admin/company', 'account', 'opportunity', 'admin/locations/zipcode'];

/** The product's build (`built`, or a new one) with the baseline's beside it, in `webRoot`. */
async function buildBoth(webRoot: string, built?: string) {
  const quiet = { logLevel: 'warn' as const };
  if (built) cpSync(built, webRoot, { recursive: true });
  else
    await build({
      ...quiet,
      root,
      configFile: join(root, 'vite.config.ts'),
      build: { outDir: webRoot },
    });
  const baselineRoot = join(root, 'bench', 'baseline-app');
  await build({
    ...quiet,
    root: baselineRoot,
    configFile: join(baselineRoot, 'vite.config.ts'),
    base: '/baseline/',
    build: { outDir: join(webRoot, 'baseline'), emptyOutDir: true },
  });
}

/** An app in a browser context of its own (both visible, neither throttled as a background tab). */
interface App {
  name: 'product' | 'baseline';
  router: Router;
  page: Page;
  address: (path: string) => string;
  newPage: () => Promise<Page>;
}

async function openApps(browser: Browser, base: string, rounds: number, figures: BrowserFigures) {
  const viewport = { width: 1366, height: 768 };
  const productContext = await browser.newContext({ viewport });
  const page = await productContext.newPage();
  // Login → home with its panels, as the executive (the administrator lands on a list): one
  // login first (the server's first run of each path), then one per round.
  await page.goto(`${base}/login`);
  await measureLogin(page, base, 'ejecutivo@demo.test');
  for (let n = 0; n < Math.max(rounds, 1); n++)
    figures.login.push(await measureLogin(page, base, 'ejecutivo@demo.test'));
  figures.loginMs = median(figures.login.map((s) => s.wallMs));
  figures.wizard = await measureWizardStep(page, base, rounds);
  // The lists as the administrator, who may open all four.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill('admin@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Perfil' }).waitFor();
  // Both apps start on a screen that is none of the lists, so each first visit is a visit;
  // the person reads it a few seconds, as anyone does, before opening a list.
  await page.goto(`${base}/profile`);
  await page.waitForTimeout(READING_MS);
  const tokens = await page.evaluate(() => localStorage.getItem('auth.tokens'));
  const baselineContext = await browser.newContext({ viewport });
  await baselineContext.addInitScript((value) => {
    localStorage.setItem('auth.tokens', value);
  }, tokens!);
  const baselinePage = await baselineContext.newPage();
  await baselinePage.goto(`${base}/baseline/index.html#/`);
  const apps: App[] = [
    {
      name: 'product',
      router: 'history',
      page,
      address: (path) => `${base}${path}`,
      newPage: () => productContext.newPage(),
    },
    {
      name: 'baseline',
      router: 'hash',
      page: baselinePage,
      address: (path) => `${base}/baseline/index.html#${path}`,
      newPage: () => baselineContext.newPage(),
    },
  ];
  return apps;
}

async function measureLists(apps: App[], rounds: number, figures: BrowserFigures) {
  const add = (
    app: App,
    list: string,
    kind: 'first' | 'repeat',
    wallMs: number,
    work: MainThread,
  ) => {
    const at = ((figures.lists[list] ??= {})[app.name] ??= { first: [], repeat: [] });
    at[kind].push({
      wallMs,
      taskMs: work.task,
      scriptMs: work.script,
      styleLayoutMs: work.style + work.layout,
    });
  };
  // Round 0 is each list's first visit (its code and data arrive); the rest are repeat visits.
  for (let round = 0; round <= rounds; round++) {
    for (const app of apps) {
      const cdp = await app.page.context().newCDPSession(app.page);
      await cdp.send('Performance.enable');
      for (const list of LISTS) {
        const { wallMs, work } = await visitList(app.page, cdp, app.router, `/${list}`);
        add(app, list, round === 0 ? 'first' : 'repeat', wallMs, work);
      }
      await cdp.detach();
    }
  }
}

/**
 * A client's page opened by its address: the product's record page with all its tabs (13 for
 * a client today), the baseline's show page of ten fields.
 */
async function measureRecord(apps: App[], samples: number, figures: BrowserFigures) {
  const client = await apps[0].page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('auth.tokens')!) as { access_token: string };
    const answer = await fetch('/api/v1/account?range=[0,0]', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    return ((await answer.json()) as { id: string; display_name: string }[])[0];
  });
  const named = (page: Page) => page.getByText(client.display_name).first().waitFor();
  for (let n = 0; n < samples; n++) {
    for (const app of apps) {
      const product = app.name === 'product';
      const { wallMs, work } = await openByAddress(
        app.newPage,
        app.address(product ? `/account/${client.id}` : `/account/${client.id}/show`),
        async (page) => {
          await named(page);
          if (product) await page.getByRole('tab', { name: 'Estadísticas' }).waitFor();
        },
      );
      (figures.record[app.name] ??= []).push({ wallMs, taskMs: work.task });
    }
  }
}

export interface BrowserOptions {
  rounds: number;
  port: number;
  /** A built front end to measure; otherwise one is built. */
  webRoot?: string;
}

/** One side-by-side run: both apps served, driven, measured, and everything removed after. */
export async function measureBrowser(options: BrowserOptions): Promise<BrowserFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'brokerdesk-browser-'));
  const base = `http://127.0.0.1:${options.port}`;
  const webRoot = join(dir, 'web');
  await Promise.all([
    buildBoth(webRoot, options.webRoot),
    migratedAndSeeded(`sqlite:${join(dir, 'bench.db')}`),
  ]);
  const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      LOG_LEVEL: 'warn',
      WEB_ROOT: webRoot,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--lang=en-US'],
  });
  const figures: BrowserFigures = { loginMs: NaN, login: [], lists: {}, record: {}, wizard: [] };
  try {
    await untilHealthy(base);
    const apps = await openApps(browser, base, options.rounds, figures);
    await measureLists(apps, options.rounds, figures);
    await measureRecord(apps, options.rounds, figures);
    return figures;
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      rounds: { type: 'string', default: sized('5', '1') },
      port: { type: 'string', default: '3478' },
      // A built front end to measure (BENCH_WEB_ROOT under the suite); otherwise one is built.
      'web-root': { type: 'string', default: process.env.BENCH_WEB_ROOT },
      out: { type: 'string', default: join(resultsDir, 'browser.md') },
    },
  });
  const figures = await measureBrowser({
    rounds: Number(args.rounds),
    port: Number(args.port),
    webRoot: args['web-root'],
  });
  const lines = [
    ...browserTable(figures),
    '',
    ...browserAims(figures).map((a) => `- ${a.ok ? '✓' : '✗'} ${a.aim}: ${a.measured}`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(dirname(args.out!), { recursive: true });
  writeFileSync(args.out!, await format(lines.join('\n'), { parser: 'markdown' }));
  // Formatted as the repository's files are, so committed results pass \`npm run lint\`.
  const json = await format(JSON.stringify(figures), { parser: 'json' });
  writeFileSync(args.out!.replace(/\.md$/, '.json'), json);
}

// Run by itself (not imported by run.ts): exit with the run's outcome. Told by the entry's file
// name, not by import.meta.url: bundled into run.ts's one file (bench/smoke.test.ts), that would
// name the entry too.
if (/(^|[/\\])browser\.[cm]?[jt]s$/.test(process.argv[1] ?? ''))
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
