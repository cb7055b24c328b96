/**
 * An economic group's clients chosen in the group's own form (a member list): the administrator
 * creates a group picking two clients by name, sees them on the group's "Clientes" tab, and
 * takes one out by editing the group, which leaves that client without a group.
 */
import { expect, test } from '@playwright/test';
import { cuitCheckDigit, formatCuit } from '../domain/validators';
import { apiHeaders, openAs, uniqueName } from './helpers';

/** A company with a valid CUIT no demo client holds (30-7xxxxxxx-d from the run's clock). */
function freshCuit(offset: number): string {
  for (let n = (Date.now() + offset) % 90_000_000; ; n++) {
    const first10 = `307${String(n).padStart(8, '0').slice(-7)}`;
    const check = cuitCheckDigit(first10);
    if (check !== null) return formatCuit(`${first10}${check}`);
  }
}

test('a group’s clients are chosen in its form and shown on its Clientes tab', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const suffix = Date.now().toString(36);
  const names = [`Aserradero Quebracho ${suffix} S.A.`, `Molinos del Sauce ${suffix} S.R.L.`];
  const clients: string[] = [];
  for (const [i, business_name] of names.entries()) {
    const created = await request.post('/api/v1/account', {
      headers,
      data: { person_type: 14, business_name, cuit: freshCuit(i * 7919) },
    });
    expect(created.status(), await created.text()).toBe(201);
    clients.push((await created.json()).id);
  }

  await openAs(page, '/economic_group/create');
  const group = uniqueName('Grupo Quebracho');
  await page.getByLabel('Nombre').fill(group);
  const members = page.getByRole('combobox', { name: 'Clientes del grupo' });
  for (const name of names) {
    await members.click();
    await members.fill(name.split(' ').slice(0, 2).join(' '));
    await page.getByRole('option', { name }).click();
  }
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('tab', { name: 'Clientes' }).click();
  for (const name of names) await expect(page.getByRole('cell', { name })).toBeVisible();

  // Taken out in the group's form: the client no longer cites the group.
  // "Editar" on a page with tabs opens the form (it once linked the page itself).
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/economic_group\/[0-9a-f-]{36}\/edit$/);
  const chip = page.getByRole('button', { name: names[0] });
  await expect(chip).toBeVisible();
  await chip.locator('svg').click();
  await expect(chip).toHaveCount(0);
  // The edit screen stays open once saved; its "Ver" opens the group's page. The save's answer
  // is awaited: "Guardar" is disabled while saving too, and leaving a form still saving asks
  // whether to drop its changes (a dialog Playwright dismisses, which keeps the form open).
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/economic_group/'),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await page.getByRole('link', { name: 'Ver', exact: true }).click();
  await page.getByRole('tab', { name: 'Clientes' }).click();
  await expect(page.getByRole('cell', { name: names[1] })).toBeVisible();
  await expect(page.getByRole('cell', { name: names[0] })).toHaveCount(0);
  const left = await (await request.get(`/api/v1/account/${clients[0]}`, { headers })).json();
  expect(left.economic_group_id).toBeNull();
});
