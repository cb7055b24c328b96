/**
 * The API docs page in Chromium: it renders under the app's content policy, lists the resources
 * in Spanish, and its Authorize dialog logs in with the password grant so "Probar" calls the
 * real API and shows the list's Content-Range.
 */
import { expect, test } from '@playwright/test';
import { entities } from '../domain/entities';
import { ADMIN } from './helpers';

test('the docs page shows every resource and calls the API after authorizing', async ({ page }) => {
  // The first request for the document reads the demo data into a private database (seconds,
  // a minute on a loaded machine beside the other specs): a hang catcher, not a speed gauge.
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('BrokerDesk · Documentación de la API');
  // Up to a minute: the first document is built from every declaration (see above).
  await expect(page.getByRole('heading', { name: /API de BrokerDesk/ })).toBeVisible({
    timeout: 60_000,
  });
  // The page reads the canonical document, the one integrators are told about.
  await expect(page.getByRole('link', { name: /\/api\/docs\/openapi\.json$/ })).toBeVisible();
  // One section per resource, named as the menu names it: the sections' names read once (one
  // locator per resource searched Swagger UI's large page 90 times, 20 s on a loaded machine).
  const sections = page.locator('.opblock-tag');
  await expect(sections.first()).toBeVisible();
  const shown = await sections.evaluateAll((tags) =>
    tags.filter((tag) => tag.checkVisibility()).map((tag) => tag.textContent!.toLowerCase()),
  );
  const missing = entities
    .map((entity) => entity.label.many)
    .filter((label) => !shown.some((name) => name.includes(label.toLowerCase())));
  expect(missing, 'resources without a section of their own').toEqual([]);
  await page.screenshot({ path: 'test-results/docs-page-top.png' });
  // Swagger UI's own labels in Spanish.
  const authorize = page.getByRole('button', { name: 'Autorizar' }).first();
  await expect(authorize).toBeVisible();

  await authorize.click();
  const dialog = page.locator('.dialog-ux');
  await dialog.getByLabel('usuario:').fill(ADMIN.email);
  await dialog.getByLabel('contraseña:').fill(ADMIN.password);
  // The web client is public: its id goes in the body, with no secret.
  await dialog.getByLabel('Dónde van las credenciales del cliente:').selectOption('request-body');
  await dialog.getByRole('button', { name: 'Autorizar con estas credenciales' }).click();
  await expect(dialog).toContainText('Autorizado');
  await expect(dialog.getByRole('button', { name: 'Quitar la autorización' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();

  const branch = entities.find((e) => e.name === 'admin/branch')!;
  await page.locator('.opblock-tag', { hasText: branch.label.many }).first().click();
  const list = page.locator('.opblock-get', {
    has: page.locator('[data-path="/api/v1/admin/branch"]'),
  });
  await list.locator('.opblock-summary').click();
  await list.getByRole('button', { name: 'Probar' }).click();
  await list.locator('input[placeholder="filter"]').fill('{"active":true}');
  await list.locator('input[placeholder="range"]').fill('[0,4]');
  await list.getByRole('button', { name: 'Ejecutar' }).click();
  const live = list.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status').first()).toHaveText('200');
  await expect(live).toContainText('content-range: admin/branch 0-4/');

  expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
});
