/**
 * `npm start` runs the server built into one file with plain Node (scripts/buildServer.ts), not
 * under tsx: that build must start, find the files it reads beside its code (package.json's
 * version, the logo), sign in and answer a list, from wherever the bundle sits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedAndSeeded } from '../../bench/tiny';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { buildServer, SERVER_BUNDLE_DIR } from '../../scripts/buildServer';
import { loadConfig } from '../config';
import { fromRoot } from '../paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

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
    const child = spawn(process.execPath, [bundle], {
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
      const token = await fetch(`${base}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'admin@demo.test',
          password: DEMO_PASSWORD,
          grant_type: 'password',
          client_id: '1',
        }),
      });
      expect(token.status).toBe(200);
      const { access_token } = (await token.json()) as { access_token: string };
      const list = await fetch(`${base}/api/v1/admin/company?range=[0,4]`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      child.kill();
    }
  });
});
