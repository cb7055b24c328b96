/**
 * At 1,366 × 768 (the brokers' laptops) nothing scrolls sideways (issue 28 item 25). Every menu
 * list of each demo user is checked so by the walks that visit them anyway: the administrator's
 * screens by e2e/a11y.spec.ts, every other user's menu by e2e/access.spec.ts. Here, what those
 * walks do not open: the forms people fill most, filled by their own users, and an
 * opportunity's quote comparison.
 */
import { expect, test, type Page } from '@playwright/test';
import { quoteStatus } from '../domain/enums/statuses';
import { ADMIN, apiHeaders, LAPTOP, navigate, openAs, overflow } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: ADMIN.password };

test.use({ viewport: LAPTOP });

/** Each form as the user opens it, with its fields shown; the paths wider than the screen. */
async function wideForms(page: Page, user: typeof ADMIN, forms: string[]) {
  await openAs(page, '/home', user);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  const wide: string[] = [];
  for (const path of forms) {
    await navigate(page, path);
    await expect(page.locator('.RaCreate-main form').first()).toBeVisible({ timeout: 15_000 });
    const px = await overflow(page);
    if (px > 0) wide.push(`${path}: ${px} px`);
  }
  return wide;
}

test('at 1,366 px no form of an administrator or an executive, nor the quote comparison, scrolls sideways', async ({
  page,
  browser,
}) => {
  const admin = await wideForms(page, ADMIN, ['/account/create', '/lead/create', '/task/create']);
  expect(admin, 'forms wider than 1,366 px').toEqual([]);
  // The comparison of an opportunity with quotes (the demo data quotes some).
  const headers = await apiHeaders(page.request, ADMIN);
  const found = await page.request.get('/api/v1/opportunity/quotes?range=[0,0]', { headers });
  const [quote] = (await found.json()) as { opportunity_id: string }[];
  expect(quote, 'a demo opportunity with quotes').toBeTruthy();
  await navigate(page, `/opportunity/${quote.opportunity_id}/show`);
  await page.getByRole('tab', { name: 'Cotizaciones' }).click();
  await expect(page.getByRole('table', { name: 'Comparación de cotizaciones' })).toBeVisible();
  expect(await overflow(page), 'the quote comparison').toBe(0);

  const context = await browser.newContext({ viewport: LAPTOP });
  const executive = await wideForms(await context.newPage(), EXECUTIVE, [
    '/account/create',
    '/lead/create',
    '/interaction/create',
  ]);
  await context.close();
  expect(executive, 'forms wider than 1,366 px').toEqual([]);
});

/** How far a list's table reaches past its own box, in pixels (0: its columns all show). */
const tableOverflow = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.RaDatagrid-tableWrapper');
    return box ? box.scrollWidth - box.clientWidth : -1;
  });

/** The longest of a quote's statuses («Actualización de costo por siniestralidad»). */
const longestQuoteStatus = [...quoteStatus.options].sort(
  (a, b) => b.label.length - a.label.length,
)[0];

test('at 1,366 px the widest lists pack their cells until every column shows', async ({ page }) => {
  // The quotes' first row in the longest status a quote may have: its chip breaks onto two lines
  // (one held «Pendiente del área técnica» 55 px past the box while a suite ran beside it).
  await page.route(/\/api\/v1\/opportunity\/quotes\?.*range=/, async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as { status: number }[];
    expect(rows.length, 'demo quotes').toBeGreaterThan(1);
    rows[0] = { ...rows[0], status: longestQuoteStatus.id };
    // The body's length changes: its old Content-Length must not go with it.
    const { 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, json: rows });
  });
  await openAs(page, '/home', ADMIN);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  // Their statuses and names were 28 and 118 px wider than the table's box at full padding; the
  // renewals' row commands 26 px, in capitals.
  for (const path of ['/opportunity', '/opportunity/quotes', '/contract_research_renewal']) {
    await navigate(page, path);
    await expect(page.locator('tbody tr').nth(1)).toBeVisible();
    await expect.poll(() => tableOverflow(page), { message: path }).toBe(0);
    if (path !== '/opportunity/quotes') continue;
    // On two lines: taller than a one-line chip's 24 px.
    const chip = page.getByText(longestQuoteStatus.label);
    await expect(chip).toBeVisible();
    expect((await chip.boundingBox())!.height).toBeGreaterThan(30);
  }
  // The menu's open groups show every name whole («Cotizaciones de compañías» on two lines).
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.RaMenuItemLink-root > span')]
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  );
  expect(cut, 'menu entries cut short').toEqual([]);
  await expect(page.getByRole('menuitem', { name: 'Cotizaciones de compañías' })).toBeVisible();
  // A list that fits keeps its 16 px cells.
  await navigate(page, '/account');
  const cell = page.locator('tbody tr').first().locator('td.column-display_name');
  await expect(cell).toHaveCSS('padding-left', '16px');
});
