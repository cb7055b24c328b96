/**
 * A discount above the executive's limit as the executive and the supervisor work it (issue 13
 * section 4): "Bonificar" on the best quote refuses a percent written wrong, then with 15,5 %
 * it waits for approval; the supervisor finds it in their notifications and approves it from
 * its page; the executive's comparison then shows the quote discounted.
 */
import { expect, test } from '@playwright/test';
import { api } from './api';
import { openAs, uniqueName } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };
const SUPERVISOR = { email: 'supervisor@demo.test', password: 'Demo1234!' };

test('a discount above the limit waits for the supervisor, who approves it', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, '/opportunity', EXECUTIVE);
  const range = encodeURIComponent('[0,0]');
  const { json: clients } = await api<{ id: string }[]>(page, 'GET', `account?range=${range}`);
  const subject = uniqueName('Renault Kwid');
  const created = await api<{ id: string }>(page, 'POST', 'opportunity', {
    branch_id: 1,
    account_id: clients[0].id,
    subject,
    sum_insured: 12_800_000,
    requested_at: new Date().toISOString(),
  });
  expect(created.status).toBe(201);
  await page.goto(`/opportunity/${created.json.id}/show`);
  await page.getByRole('tab', { name: 'Cotizaciones' }).click();
  await page.getByRole('button', { name: 'Cotizar con las compañías' }).click();
  await expect(page.getByText(/\d+ de \d+ planes cotizados/)).toBeVisible({ timeout: 60_000 });

  const table = page.getByRole('table', { name: 'Comparación de cotizaciones' });
  const best = table.getByRole('row').filter({ hasText: 'Mejor precio' }).first();
  const premium = await best.getByRole('cell').nth(2).locator('p').first().innerText();
  await best.getByRole('button', { name: /^Bonificar/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Bonificación \(%\)/).fill('quince');
  await dialog.getByLabel(/Motivo del pedido/).fill('La competencia le cotizó menos');
  await dialog.getByRole('button', { name: 'Bonificar' }).click();
  await expect(dialog.getByText(/debe ser un número/)).toBeVisible();
  await dialog.getByLabel(/Bonificación \(%\)/).fill('15,5');
  await dialog.getByRole('button', { name: 'Bonificar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/quedó pedida a tu supervisor/)).toBeVisible();
  await expect(best.getByText('−15,5 % por aprobar')).toBeVisible();

  await openAs(page, '/notifications', SUPERVISOR);
  await expect(page.getByText('Bonificación para aprobar').first()).toBeVisible();
  await page.goto('/opportunity/discounts');
  await page.getByRole('row').filter({ hasText: subject }).first().click();
  // Named by the request, with what the supervisor decides on (issue 28 item 21).
  await expect(page.getByText(/Bonificación de 15,5 % · /).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Resumen' }).click();
  await expect(page.getByText('Cotizada', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/válida hasta \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar bonificación' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar bonificación' }).click();
  await expect(page.getByText('Aprobada', { exact: true }).first()).toBeVisible();

  await openAs(page, `/opportunity/${created.json.id}/show`, EXECUTIVE);
  await page.getByRole('tab', { name: 'Cotizaciones' }).click();
  const discounted = table.getByRole('row').filter({ hasText: 'Mejor precio' }).first();
  await expect(discounted.getByText(/por aprobar/)).toHaveCount(0);
  await expect(discounted.getByRole('cell').nth(2).locator('p').first()).not.toHaveText(premium);
});
