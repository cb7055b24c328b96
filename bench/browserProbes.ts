/**
 * What `bench/browser.ts` measures in one Chromium page: the main thread's work (Chromium's
 * `TaskDuration` performance counter, as the DevTools performance monitor shows it) and the wall
 * time from a navigation to the rows of the list on screen. The same probes drive the product
 * and the plain react-admin app, each through its own router.
 */
import type { CDPSession, Page } from 'playwright';

/** Milliseconds of main-thread work per kind since the page's process began. */
export interface MainThread {
  task: number;
  script: number;
  layout: number;
  style: number;
}

export async function mainThread(cdp: CDPSession): Promise<MainThread> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    task: ms('TaskDuration'),
    script: ms('ScriptDuration'),
    layout: ms('LayoutDuration'),
    style: ms('RecalcStyleDuration'),
  };
}

export const minus = (a: MainThread, b: MainThread): MainThread => ({
  task: a.task - b.task,
  script: a.script - b.script,
  layout: a.layout - b.layout,
  style: a.style - b.style,
});

/** How an app moves inside itself: the product's history router, the baseline's hash router. */
export type Router = 'history' | 'hash';

/** What is on screen when a list has its data: react-admin's rows, not its loading skeleton. */
const ROW = 'tr.RaDatagrid-row';

/** After the rows show, the work that follows them (effects, the next frames) still counts. */
const SETTLE_MS = 400;

/**
 * Navigates inside the app and waits for rows that were not on screen before: the milliseconds
 * from the navigation to the frame that has them, and the main-thread work of the whole visit.
 */
export async function visitList(
  page: Page,
  cdp: CDPSession,
  router: Router,
  path: string,
): Promise<{ wallMs: number; work: MainThread }> {
  const before = await mainThread(cdp);
  const wallMs = await page.evaluate(
    async ({ router, path, row }) => {
      document.querySelectorAll(row).forEach((r) => r.setAttribute('data-bench-old', ''));
      const began = performance.now();
      if (router === 'hash') window.location.hash = `#${path}`;
      else {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
      // A loop, not a named helper: tsx would wrap a named function in a helper the page lacks.
      while (!document.querySelector(`${row}:not([data-bench-old])`)) {
        if (performance.now() - began > 30_000) throw new Error(`no rows at ${path}`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return performance.now() - began;
    },
    { router, path, row: ROW },
  );
  await page.waitForTimeout(SETTLE_MS);
  return { wallMs, work: minus(await mainThread(cdp), before) };
}

/** A page opened by its address in a fresh tab: its work until `ready` shows, and the wall time. */
export async function openByAddress(
  newPage: () => Promise<Page>,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<{ wallMs: number; work: MainThread }> {
  const page = await newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const began = Date.now();
    await page.goto(url);
    await ready(page);
    const wallMs = Date.now() - began;
    await page.waitForTimeout(SETTLE_MS);
    return { wallMs, work: await mainThread(cdp) };
  } finally {
    await page.close();
  }
}
