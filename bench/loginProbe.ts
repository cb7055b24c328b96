/**
 * Login → home with its panels, as the executive (issue 30 §1: ≤ 0.6 s wall), taken apart.
 * Each sample starts on a loaded login page (a person types there for seconds, while the home's
 * code arrives), clicks «Ingresar», and waits for the home: the greeting with her name, a
 * shortcut and a news article. Besides Playwright's wall time (the bench's figure: from before
 * the click to the locators' answer) it records, inside the page, the time from the click's
 * `pointerdown` to the first frame that shows all three, every request made meanwhile
 * (resource timings: when it left and when its last byte came, from the click), and the
 * main thread's work in between (Chromium's `TaskDuration`). Request counts and their order
 * do not move with the machine's load; the times do.
 */
import type { Page } from 'playwright';
import { DEMO_PASSWORD } from '../fixtures/users';
import { mainThread, minus } from './browserProbes';

export interface LoginRequest {
  /** The path (and query) asked for. */
  path: string;
  kind: string;
  /** From the click: when it left, when its last byte came. */
  startMs: number;
  endMs: number;
}

export interface LoginSample {
  /** Playwright's: from before the click to the home found by its locators. */
  wallMs: number;
  /** In the page: from the click's pointerdown to the first frame with the whole home. */
  inPageMs: number;
  /** The token request (`POST oauth/token`), from the click to its last byte. */
  tokenMs: number;
  /** Main-thread work between the click and the home. */
  taskMs: number;
  requests: LoginRequest[];
}

/**
 * The home as the bench waits for it, in the page's own terms (no Playwright locator). A text,
 * not a function: tsx wraps named functions in a helper the page lacks.
 */
const WATCH_HOME = `(() => {
  const probe = {};
  window.__login = probe;
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent.trim() === 'Ingresar');
  button.addEventListener('pointerdown', () => { probe.clicked = performance.now(); }, { once: true });
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(1000);
  (async () => {
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const greeting = [...document.querySelectorAll('h1')].some((h) =>
        /^Hola, \\S/.test(h.textContent || ''));
      const shortcut = document.querySelector('ul[aria-label="Accesos directos"] a');
      const article = document.querySelector('article');
      if (greeting && shortcut && article) { probe.shown = performance.now(); return; }
    }
  })();
})()`;

/** One login of `email` from a freshly loaded login page, taken apart. */
export async function measureLogin(
  page: Page,
  base: string,
  email: string,
  /** Called right before the click (a profiler starting). */
  beforeClick?: () => Promise<void>,
): Promise<LoginSample> {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  // A person takes seconds to type: the login page's own preloads are done by then.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(WATCH_HOME);
  await beforeClick?.();
  const before = await mainThread(cdp);
  const began = Date.now();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { level: 1, name: /^Hola, \S/ }).waitFor();
  await page.getByRole('list', { name: 'Accesos directos' }).getByRole('link').first().waitFor();
  await page.locator('article').first().waitFor();
  const wallMs = Date.now() - began;
  await page.waitForFunction(() => (window as { __login?: { shown?: number } }).__login?.shown);
  const work = minus(await mainThread(cdp), before);
  await cdp.detach();
  const inPage = await page.evaluate(() => {
    const probe = (window as unknown as { __login: { clicked: number; shown: number } }).__login;
    const requests = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.startTime >= probe.clicked)
      .map((e) => ({
        path: new URL(e.name).pathname + new URL(e.name).search,
        kind: e.initiatorType,
        startMs: e.startTime - probe.clicked,
        endMs: e.responseEnd - probe.clicked,
      }));
    return { inPageMs: probe.shown - probe.clicked, requests };
  });
  const token = inPage.requests.find((r) => r.path.endsWith('/oauth/token'));
  return {
    wallMs,
    inPageMs: inPage.inPageMs,
    tokenMs: token?.endMs ?? NaN,
    taskMs: work.task,
    requests: inPage.requests,
  };
}
