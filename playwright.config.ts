/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against
 * the real server on a fresh temporary SQLite database, and the smoke spec once more in fixtures
 * mode (the same built front end against json-server, playwright.fixtures.config.ts alone).
 * `npm test` builds the SPA first.
 */
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
// Chosen once by the main process: workers inherit it, and the teardown removes it.
const database = (process.env.E2E_DATABASE ??= join(
  tmpdir(),
  `brokerdesk-e2e-${process.pid}-${Date.now()}.db`,
));
const fixturesPort = Number(process.env.E2E_FIXTURES_PORT ?? 3211);
export const fixturesURL = `http://127.0.0.1:${fixturesPort}`;

/**
 * A server's start (migrations and the demo seeded into a fresh SQLite file) takes 10–20 s on a
 * quiet 2-core machine and over a minute on a loaded one: waited for up to three.
 */
const SERVER_START_TIMEOUT = 180_000;

/** scripts/fixtures.ts on fixtures/db.json read into memory (no API, no database). */
export const fixturesServer = {
  command: 'node node_modules/tsx/dist/cli.mjs scripts/fixtures.ts',
  url: `${fixturesURL}/app-config.js`,
  reuseExistingServer: false,
  timeout: SERVER_START_TIMEOUT,
  // SIGTERM, not Playwright's default SIGKILL: the server exits as on Ctrl+C.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
  env: {
    FIXTURES_PORT: String(fixturesPort),
    FIXTURES_HOST: '127.0.0.1',
    FIXTURES_WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist',
  },
};

/**
 * One phase, two browsers at a time (2 cores): every spec writes only records of its own (unique
 * names, its own users) and reads only those, or what no spec changes, so none runs alone. The
 * smoke in fixtures mode, which has a server of its own, runs beside them. The longest specs
 * (a11y, the smokes) start first, so that none ends the run with the other worker idle.
 */
export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/teardown.ts',
  // Two browsers and two servers share two cores: a loaded CI machine runs pages several
  // times slower than an idle one. These limits catch a hang, not slowness (bench/ measures it).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'fixtures mode', testMatch: 'smoke.spec.ts', use: { baseURL: fixturesURL } },
    { name: 'shared' },
  ],
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The browser speaks English: every format and message the user sees must still be ours.
    locale: 'en-US',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1366, height: 800 },
    // As a user whose system asks for less motion (src/theme.ts stillTheme): menus and dialogs
    // appear at once instead of making every click wait for a transition to settle.
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of a test's time; CI keeps only the failure's
    // screenshot and message. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--lang=en-US',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node node_modules/tsx/dist/cli.mjs scripts/serve.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Mailed links point here (the same origin the browser uses).
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: `sqlite:${database}`,
        LOG_LEVEL: 'warn',
        WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist',
        // Zurich's quoting service is down: e2e/quotes.spec.ts shows the failure and its retry.
        QUOTE_INSURERS_DOWN: '6',
      },
    },
    fixturesServer,
  ],
});
