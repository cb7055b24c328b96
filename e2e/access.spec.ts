import { expect, test, type Request } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../fixtures/users';
import { LAPTOP, logIn, menuEntries, openAs, overflow } from './helpers';
import { rotatingShare } from './sample';

/**
 * Which entries each demo user's menu holds is tested in jsdom (src/layout/Menu.test.tsx);
 * here, what only the server and the browser show: that each of them opens without a refusal,
 * and that none scrolls sideways on the brokers' laptops (the administrator's screens are
 * checked so by e2e/a11y.spec.ts's walk). Each run opens half of each user's screens, the other
 * half the next day (e2e/sample.ts `rotatingShare`; `E2E_FULL=1` opens them all).
 */
test.use({ viewport: LAPTOP });

for (const demo of demoUsers) {
  // The administrator may read everything: the smoke spec walks its screens.
  if (demo.roles.includes('administrator')) continue;
  test(`each menu screen of ${demo.email} loads without asking what it may not read, and fits 1,366 px`, async ({
    page,
  }) => {
    await openAs(page, '/', { email: demo.email, password: DEMO_PASSWORD });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Hola, ${demo.name}` })).toBeVisible();
    const entries = await menuEntries(page);

    // Each of its screens loads without asking what it may not read (issue 28 item 27: the
    // subscriber's coverages asked for the branches and got a 403 on every load).
    test.setTimeout(120_000);
    const refused = new Set<string>();
    const wide: string[] = [];
    const inFlight = new Set<Request>();
    let last = Date.now();
    const api = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
    const done = (request: Request) => inFlight.delete(request) && (last = Date.now());
    page.on('request', (request) => api(request) && inFlight.add(request) && (last = Date.now()));
    page.on('requestfailed', done);
    page.on('response', (response) => {
      done(response.request());
      if (response.status() === 403 && api(response.request()))
        refused.add(
          `${new URL(page.url()).pathname}: ${response.request().method()} ${response.url()}`,
        );
    });
    const hrefs = await entries.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    const share = rotatingShare(hrefs, 2);
    test.info().annotations.push({
      type: 'sample',
      description: `${hrefs.filter((href) => share.has(href)).length} of ${hrefs.length} screens (E2E_SEED=${share.seed})`,
    });
    for (const href of hrefs.filter((one) => share.has(one))) {
      await page.locator(`a[role="menuitem"][href="${href}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === href.split('?')[0]);
      // Until its requests are answered, the ones its lists' pickers send next included.
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - last > 250, {
          timeout: 15_000,
          intervals: [50],
        })
        .toBe(true);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const px = await overflow(page);
      if (px > 0) wide.push(`${href}: ${px} px`);
    }
    expect([...refused], 'no screen of the menu is refused anything on its own load').toEqual([]);
    expect(wide, 'screens wider than 1,366 px').toEqual([]);
  });
}

test('a forbidden deep link says so in Spanish with a way home; an unknown one shows not found', async ({
  page,
}) => {
  const denied = page.getByText('No tenés permiso para ver esta página.');
  await page.goto('/admin/company');
  await logIn(page, { email: 'operador@demo.test', password: DEMO_PASSWORD });
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(denied).toBeVisible();
  await expect(page).toHaveTitle('Acceso denegado | BrokerDesk');
  await page.goto('/admin/locations/zipcode');
  await expect(page.getByRole('cell', { name: '1425', exact: true }).first()).toBeVisible();
  // Known sections, records and actions the operator's access does not open.
  for (const path of ['/admin/branch/1/edit', '/auth-admin/user/1/edit', '/admin/audit/1/show']) {
    await page.goto(path);
    await expect(denied, path).toBeVisible();
  }
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/esto/no/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test('the title dropdown lists only the sections the user may open and jumps there', async ({
  page,
}) => {
  await openAs(page, '/home', { email: 'cobranzas@demo.test', password: DEMO_PASSWORD });
  await page.getByRole('button', { name: 'Ir a…' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Inicio',
    'Notificaciones',
    // The collections desk records a policy's rejected payments (issue 32).
    'Pólizas',
    'Archivos de pólizas',
    'Pagos rechazados',
    'Monedas',
    'Tipos de cambio',
  ]);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Tipos de cambio' }).click();
  await expect(page).toHaveURL(/\/admin\/currencies\/currency_quotation$/);
  await expect(page).toHaveTitle('Tipos de cambio | BrokerDesk');
});
