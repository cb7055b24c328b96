/**
 * `npm start` runs the server built into one file with plain Node (scripts/buildServer.ts), not
 * under tsx: that build must start, find the files it reads beside its code (package.json's
 * version, the logo), sign in and answer a list, from wherever the bundle sits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedAndSeeded } from '../../bench/tiny';
import { login } from '../../bench/passes';
import { freePort } from '../../bench/servers';
import { buildServer, SERVER_BUNDLE_DIR, serverNodeFlags } from '../../scripts/buildServer';
import { loadConfig } from '../config';
import { fromRoot } from '../paths';

const dir = mkdtempSync(join(tmpdir(), 'production-start-'));
const bundle = join(SERVER_BUNDLE_DIR, `test-serve-${process.pid}.mjs`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundle, { force: true });
});

describe('the built server', { timeout: 120_000 }, () => {
  it('starts with plain Node and answers as the source does', async () => {
    const database = `sqlite:${join(dir, 'app.db')}`;
    await Promise.all([buildServer(undefined, bundle), migratedAndSeeded(database)]);
    const port = await freePort();
    // With the flags `npm start` gives Node (package.json).
    const child = spawn(process.execPath, [...serverNodeFlags(), bundle], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database,
        WEB_ROOT: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    try {
      let health: Response | undefined;
      for (let i = 0; i < 200 && !health?.ok; i++) {
        health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health?.ok, errors).toBe(true);
      // The version read from package.json, as the source reads it.
      const config = await (await fetch(`${base}/app-config.js`)).text();
      expect(config).toContain(`"appVersion":"${loadConfig({}).appVersion}"`);
      // The API documentation's page carries the product's logo (public/favicon.svg).
      const logo = await fetch(`${base}/api/docs/static/theme/favicon.svg`);
      expect(await logo.text()).toBe(readFileSync(fromRoot('public', 'favicon.svg'), 'utf8'));
      // Signs in as the demo administrator (throws unless the token is granted).
      const headers = await login({ url: base });
      const list = await fetch(`${base}/api/v1/admin/company?range=[0,4]`, {
        headers,
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      child.kill();
    }
  });
});
