/**
 * The built SPA as the server serves it (issue 10 §4): hashed assets cached for a year and
 * compressed when the browser accepts it, the app shell revalidated on every visit, the runtime
 * settings never cached, nothing outside the build folder reachable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { startTestApp, type TestApp } from '../test/harness';

const SHELL = `<!doctype html><title>BrokerDesk</title>${'<!-- shell -->'.repeat(100)}`;
const SCRIPT = `export const answer = ${JSON.stringify('respuesta '.repeat(300))};\n`;
const SECRET = 'a file beside the build that must never be served';

/** The body as the browser reads it, whatever the encoding it was sent in. */
function text(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

/** A build folder as `vite build` leaves it: every text file with its `.br` and `.gz`. */
function writeBuild(root: string) {
  mkdirSync(join(root, 'assets'));
  for (const [name, content] of [
    ['index.html', SHELL],
    ['assets/index-AbC123.js', SCRIPT],
  ]) {
    writeFileSync(join(root, name), content);
    writeFileSync(join(root, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the SPA: caching, compression and paths', () => {
  let t: TestApp;
  let web: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    dir = mkdtempSync(join(tmpdir(), 'bo-spa-'));
    writeFileSync(join(dir, 'secret.txt'), SECRET);
    const root = join(dir, 'web');
    mkdirSync(root);
    writeBuild(root);
    web = await buildApp({ ...t.config, webRoot: root }, t.database);
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => web.inject({ url, headers });

  it('serves a hashed asset immutable for a year, brotli or gzip as the browser accepts', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(text(br)).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(text(gz)).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file to a client that accepts no encoding, or refuses all of them', async () => {
    const choices: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of choices) {
      const plain = await get('/assets/index-AbC123.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 304 to a browser that already holds the asset', async () => {
    const first = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/index-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('revalidates the app shell on every visit: the root, index.html and every app page', async () => {
    for (const url of ['/', '/index.html', '/admin/branch', '/admin/branch/7/edit?x=1']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(text(page), url).toBe(SHELL);
    }
    const plain = await get('/admin/branch');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
    // A file without a hash in its name is revalidated too.
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('never caches the runtime settings', async () => {
    const script = await get('/app-config.js', { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('no-store');
    expect(script.body).toContain('window.__APP_CONFIG__');
  });

  it('answers a missing asset 404, not the app shell under a script name', async () => {
    const missing = await get('/assets/index-Old999.js', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json().message).toBe('La dirección solicitada no existe.');
  });

  it('refuses every path that climbs out of the build folder', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
        const response = await get(url, headers);
        // Refused, or read as an app page (the shell), never the file.
        expect(text(response), url).not.toContain(SECRET);
        if (response.statusCode === 200) expect(text(response), url).toBe(SHELL);
      }
    }
  });
});
