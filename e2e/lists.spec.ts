/** Generated lists: what a row click opens (also while the search box waits), and a bulk delete that tells what it could not do. */
import { expect, test } from '@playwright/test';
import { api } from './api';
import { openAs, uniqueName } from './helpers';

test('a bulk delete reports the rows it could not delete, why, and leaves them selected', async ({
  page,
}) => {
  await openAs(page, '/admin/locations/locality');
  // Named after Palermo: among the country's four thousand localities one search shows both.
  const name = uniqueName('Palermo Borrable');
  const created = await api<{ id: number }>(page, 'POST', 'admin/locations/locality', {
    name,
    state_id: 1,
  });
  expect(created.status).toBe(201);
  // Palermo has zip codes: the server refuses to delete it (409, in use).
  await page.reload();
  await page.getByPlaceholder('Buscar').fill('Palermo');
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page
    .getByRole('row', { name: /Palermo(?! Borrable)/ })
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('checkbox')
    .check();
  await expect(page.locator('tbody tr input:checked')).toHaveCount(2);
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();

  await expect(page.getByText(/^1 eliminado, 1 no se pudo eliminar: .+/)).toBeVisible();
  expect((await api(page, 'GET', `admin/locations/locality/${created.json.id}`)).status).toBe(404);
  // Palermo stays, and stays selected, so the user can see which one is left.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first().getByRole('checkbox')).toBeChecked();
  await page.screenshot({ path: 'test-results/h4-bulk-delete.png' });
});

test('a row opens the form of a writable entity and the record of a read-only one', async ({
  page,
}) => {
  await openAs(page, '/admin/locations/zipcode');
  // A locality is cited with its province, as in its picker (read in one batch after the
  // rows: under a full CI's load it has taken more than the default 10 s).
  await expect(page.getByRole('row', { name: /\b1425\b/ })).toContainText(
    'Palermo (Ciudad Autónoma de Buenos Aires)',
    { timeout: 30_000 },
  );
  await page.screenshot({ path: 'test-results/h4-zipcode-list.png' });
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/locations\/zipcode\/\d+\/edit$/);
  await page.goto('/admin/locations/locality');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/locations\/locality\/\d+\/edit$/);
  // Read-only entities open their record: the outbox gets one through a reset request.
  expect((await api(page, 'POST', 'password/email', { email: 'operador@demo.test' })).status).toBe(
    200,
  );
  await page.goto('/admin/outbox');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/outbox\/[^/]+\/show$/);
});

test('a row clicked before the search box applies its text opens the record, and it stays open', async ({
  page,
}) => {
  await openAs(page, '/account');
  const row = page.locator('tbody tr td').nth(1);
  await row.waitFor();
  // A slow machine: the record's screen takes longer to render than the search box's pause.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByPlaceholder('Buscar').fill('ac');
  await row.click();
  const record = /\/account\/[^/?]+$/;
  await expect(page).toHaveURL(record);
  // The search box's pause (500 ms) has long passed: the list did not come back.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(record);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
