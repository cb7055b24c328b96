/**
 * What a browser downloads (issue 10 §4), read from Chromium's own network log (CDP): the
 * scripts arrive compressed on a first visit; a second visit downloads no script at all (each
 * from the memory or disk cache, or a 304), and the app shell is revalidated, not re-sent.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { quiet, watchTraffic } from './screen';

interface Load {
  url: string;
  status: number;
  encoding?: string;
  fromCache: boolean;
  /** Bytes over the wire, headers included (0 from the memory cache). */
  transferred: number;
}

/** Every resource the page loads from now on, as Chromium's network log tells it. */
async function networkLog(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const loads = new Map<string, Load>();
  const cached = new Set<string>();
  // The status on the wire: a revalidated response is reported with the cached one's 200.
  const wireStatus = new Map<string, number>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) =>
    wireStatus.set(requestId, statusCode),
  );
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    loads.set(requestId, {
      url: response.url,
      status: response.status,
      encoding: headers['content-encoding'],
      fromCache: cached.has(requestId) || !!response.fromDiskCache,
      transferred: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const load = loads.get(requestId);
    if (load) {
      load.transferred = encodedDataLength;
      load.status = wireStatus.get(requestId) ?? load.status;
      load.fromCache ||= cached.has(requestId);
    }
  });
  return {
    /** The loads so far, forgetting them. */
    take() {
      const taken = [...loads.values()];
      loads.clear();
      cached.clear();
      wireStatus.clear();
      return taken;
    },
  };
}

const isScript = (load: Load) => /\/assets\/[^/]+\.js$/.test(new URL(load.url).pathname);
const isShell = (load: Load) => new URL(load.url).pathname === '/home';

/** Size of a built file as it lies in the build folder the server serves. */
const builtSize = (url: string) =>
  statSync(join(process.env.E2E_WEB_ROOT ?? 'dist', new URL(url).pathname)).size;

/**
 * Lets lazy chunks and data finish loading: no request but the realtime long poll's in flight
 * for 300 ms ("network idle" never comes with that poll open: it waited out its 5 s each time).
 */
async function settle(page: Page) {
  await expect(page.getByRole('button', { name: 'Perfil' })).toBeVisible();
  await quiet(page);
}

test('scripts arrive compressed once, and a second visit downloads no script', async ({ page }) => {
  const log = await networkLog(page);
  watchTraffic(page);
  // The app at /home sends a stranger to log in and back.
  await page.goto('/home');
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await settle(page);

  const first = log.take().filter(isScript);
  expect(first.length).toBeGreaterThan(0);
  for (const script of first) {
    expect(script.status, script.url).toBe(200);
    // Chromium accepts br: every script comes brotli-compressed (but one so small that
    // compressing it would make it bigger).
    if (builtSize(script.url) > 200) expect(script.encoding, script.url).toBe('br');
  }
  const wire = first.reduce((sum, s) => sum + s.transferred, 0);
  const raw = first.reduce((sum, s) => sum + builtSize(s.url), 0);
  test.info().annotations.push({
    type: 'transfer',
    description: `first visit: ${first.length} scripts, ${raw} bytes built, ${wire} bytes transferred`,
  });
  expect(wire).toBeLessThan(raw * 0.4);

  // A second visit in the same browser: a new tab on the app.
  const again = await page.context().newPage();
  const secondLog = await networkLog(again);
  watchTraffic(again);
  await again.goto('/home');
  await settle(again);
  const second = secondLog.take();
  const scripts = second.filter(isScript);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts)
    expect(script.fromCache || script.status === 304, script.url).toBe(true);
  // Nothing of a script's body crossed the wire (a 304 carries headers only).
  for (const script of scripts)
    expect(script.fromCache ? script.transferred : 0, script.url).toBeLessThan(1);
  // The shell is asked for again (no-cache) and answered "not modified".
  const shell = second.filter(isShell);
  expect(shell.map((s) => s.status)).toEqual([304]);
  test.info().annotations.push({
    type: 'transfer',
    description: `second visit: ${scripts.length} scripts, ${scripts.reduce((n, s) => n + s.transferred, 0)} bytes transferred`,
  });
});

test('a client that accepts no compression gets the plain script, also cached for a year', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const src = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(src).toBeTruthy();
  const plain = await request.get(src!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await plain.body()).length).toBe(builtSize(new URL(src!, page.url()).toString()));
  const shell = await request.get('/home', { headers: { 'accept-encoding': 'identity' } });
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const config = await request.get('/app-config.js');
  expect(config.headers()['cache-control']).toBe('no-store');
});
