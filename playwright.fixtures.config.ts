/**
 * The smoke spec in fixtures mode alone: the same built front end served by scripts/fixtures.ts
 * against json-server on fixtures/db.json read into memory (no API, no database). `npm run
 * test:e2e` runs it within playwright.config.ts (its project "fixtures mode"); this runs only it.
 */
import { defineConfig } from '@playwright/test';
import base, { fixturesServer, fixturesURL } from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: 'smoke.spec.ts',
  // One spec: none of the real-server run's projects.
  projects: undefined,
  use: { ...base.use, baseURL: fixturesURL },
  webServer: fixturesServer,
});
