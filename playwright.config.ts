/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against
 * the real server on a fresh temporary SQLite database. `npm test` builds the SPA first.
 */
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
const database = join(tmpdir(), `brokerdesk-e2e-${process.pid}-${Date.now()}.db`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The browser speaks English: every format and message the user sees must still be ours.
    locale: 'en-US',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1366, height: 800 },
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node node_modules/tsx/dist/cli.mjs server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Mailed links point here (the same origin the browser uses).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `sqlite:${database}`,
      LOG_LEVEL: 'warn',
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist',
    },
  },
});
