import { expect, type Page, type Request } from '@playwright/test';
import { appMessages } from '../providers/i18n/appMessages';
import { raSpanish } from '../providers/i18n/raSpanish';

/**
 * Requests in flight per page, but the realtime socket's (its long poll never ends, which is
 * why waiting for "network idle" cost seconds on every screen, or never ended).
 */
const traffic = new WeakMap<Page, { inFlight: number; last: number }>();

/** Starts counting the page's requests, for `quiet`. Call it before the page's first visit. */
export function watchTraffic(page: Page) {
  const state = { inFlight: 0, last: Date.now() };
  traffic.set(page, state);
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/socket.io');
  page.on('request', (request) => {
    if (!counted(request)) return;
    state.inFlight += 1;
    state.last = Date.now();
  });
  const done = (request: Request) => {
    if (!counted(request)) return;
    state.inFlight -= 1;
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Until no request has been in flight for 300 ms (data and lazy chunks loaded, rendered). */
export async function quiet(page: Page) {
  const state = traffic.get(page);
  if (!state) throw new Error('quiet(page) needs watchTraffic(page) before the first visit');
  await expect
    .poll(() => state.inFlight <= 0 && Date.now() - state.last > 300, {
      timeout: 15_000,
      intervals: [100],
    })
    .toBe(true);
}

/** The crash page's heading (react-admin's error boundary) and a screen whose code failed. */
const CRASHED = raSpanish.ra.page.error as string;
const PART_FAILED = appMessages.app.lazy.failed;

/**
 * What shows that the screen broke instead of showing itself, or null: react-admin's crash page
 * («Algo salió mal», in place of the screen, menu and app bar still there), a part of the app
 * whose code could not load, or a blank page (a crash outside the layout unmounts everything).
 * A check that a screen's own element is visible can pass before a crash that comes with its
 * data; asked after the screen has settled, this cannot.
 */
export async function crashShown(page: Page): Promise<string | null> {
  const problem = page
    .locator('.RaError-title')
    .or(page.getByRole('heading', { name: CRASHED }))
    .or(page.getByText(PART_FAILED))
    .first();
  if (await problem.isVisible().catch(() => false)) return (await problem.innerText()).trim();
  const shown = await page.evaluate(() => document.getElementById('root')?.innerText.trim() ?? '');
  return shown ? null : 'a blank page';
}
