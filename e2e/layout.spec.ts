/**
 * At 1,366 × 768 (the brokers' laptops) nothing scrolls sideways (issue 28 item 25): every list
 * of the menu, the forms people fill most and an opportunity's quotes, for an administrator and
 * an executive. One journey per user through the app by client-side navigation, so the whole
 * walk stays within about two minutes.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AccessLists } from '../domain/engine/access';
import { entities } from '../domain/entities';
import { listViewRoute, mayOpenListView } from '../domain/engine/listViews';
import { canAccess } from '../domain/routes';
import { ADMIN, apiHeaders, navigate, openAs } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: ADMIN.password };

test.use({ viewport: { width: 1366, height: 768 } });

/** How far the page and the main content reach past their width, in pixels (0: none). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const scrolling = document.scrollingElement!;
    const main = document.getElementById('main-content');
    return Math.max(
      scrolling.scrollWidth - scrolling.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });

/** The screen with its data: a list's rows (or its empty text), a form's fields. */
async function settled(page: Page) {
  const ready = page.locator(
    '.RaList-main tbody tr, .RaEmpty-message, .RaCreate-main form, .RaEdit-main form, .RaShow-main',
  );
  await expect(ready.first()).toBeVisible({ timeout: 15_000 });
}

/** The lists of the menu the user opens: each section's and its named lists. */
async function menuLists(page: Page, user: typeof ADMIN): Promise<string[]> {
  const headers = await apiHeaders(page.request, user);
  const me = await page.request.get('/api/v1/user/me', { headers });
  const access = (await me.json()).data.access as AccessLists;
  return entities
    .filter((entity) => entity.menuGroup && canAccess(access, entity.name, 'list'))
    .flatMap((entity) => [
      `/${entity.name}`,
      ...entity.listViews
        .filter((view) => mayOpenListView(access, entity, view))
        .map((view) => `/${listViewRoute(entity, view)}`),
    ]);
}

async function walk(page: Page, user: typeof ADMIN, forms: string[]) {
  await openAs(page, '/home', user);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  const wide: string[] = [];
  for (const path of [...(await menuLists(page, user)), ...forms]) {
    await navigate(page, path);
    await settled(page);
    const px = await overflow(page);
    if (px > 0) wide.push(`${path}: ${px} px`);
    if (process.env.E2E_VERBOSE) console.log(path, px);
  }
  expect(wide, 'screens wider than 1,366 px').toEqual([]);
}

test('at 1,366 px no list, form or quote comparison of an administrator scrolls sideways', async ({
  page,
}) => {
  // About a minute on an idle machine; the limit catches a hang, not a loaded CI box.
  test.setTimeout(240_000);
  await walk(page, ADMIN, ['/account/create', '/lead/create', '/task/create']);
  // The comparison of an opportunity with quotes (the demo data quotes some).
  const headers = await apiHeaders(page.request, ADMIN);
  const found = await page.request.get('/api/v1/opportunity/quotes?range=[0,0]', { headers });
  const [quote] = (await found.json()) as { opportunity_id: string }[];
  expect(quote, 'a demo opportunity with quotes').toBeTruthy();
  await navigate(page, `/opportunity/${quote.opportunity_id}/show`);
  await page.getByRole('tab', { name: 'Cotizaciones' }).click();
  await expect(page.getByRole('table', { name: 'Comparación de cotizaciones' })).toBeVisible();
  expect(await overflow(page), 'the quote comparison').toBe(0);
});

test('at 1,366 px no list or form of an executive scrolls sideways', async ({ page }) => {
  test.setTimeout(150_000);
  await walk(page, EXECUTIVE, ['/account/create', '/lead/create', '/interaction/create']);
});
