/**
 * The smoke spec in fixtures mode: the same built front end served by scripts/fixtures.ts
 * against json-server on a fresh copy of fixtures/db.json (no API, no database). `npm run
 * test:e2e` runs it after the real-server run of playwright.config.ts.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_FIXTURES_PORT ?? 3211);

export default defineConfig({
  ...base,
  testMatch: 'smoke.spec.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs scripts/fixtures.ts',
    url: `http://127.0.0.1:${port}/app-config.js`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      FIXTURES_PORT: String(port),
      FIXTURES_HOST: '127.0.0.1',
      FIXTURES_WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist',
    },
  },
});
