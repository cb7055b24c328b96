/**
 * A policy's endorsements as a subscriber works them (issue 32): an annulment for falta de pago
 * asked from the policy's page through the news flow (a reload in the middle), sent to the
 * insurer, its answer recorded through the contract response flow and applied: the policy is
 * annulled and the endorsement is on its «Endosos» tab. A cost change answered with a higher
 * premium re-plans the pending quotas, which the «Cuotas» tab shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { argentineToday, formatDate } from '../domain/engine/format';
import { dayBefore } from '../domain/engine/history';
import { api } from './api';
import { openAs } from './helpers';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
type Row = Record<string, unknown> & { id: string };

/** A policy in force until after next month, the `skip`-th of the demo's by number. */
async function policyInForce(page: Page, skip: number): Promise<Row> {
  const filter = encodeURIComponent(JSON.stringify({ status: 252 }));
  const range = encodeURIComponent(JSON.stringify([0, 199]));
  const sort = encodeURIComponent(JSON.stringify(['number', 'ASC']));
  const { json } = await api<Row[]>(
    page,
    'GET',
    `contract?filter=${filter}&range=${range}&sort=${sort}`,
  );
  const soon = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const fitting = json.filter(
    (p) => String(p.validity_to) > soon && String(p.validity_from) <= today,
  );
  return fitting[skip];
}

/** Types a date (dd/mm/yyyy, whatever the browser's language) into a date picker. */
async function typeDate(page: Page, label: string, date = argentineToday()) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(formatDate(date).replaceAll('/', ''));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

/** Asks the endorsement from the policy's page up to its detail, reloading there. */
async function askEndorsement(page: Page, policy: Row, type: string, motive?: [string, string]) {
  await page.goto(`/contract/${policy.id}/show`);
  await page.getByRole('button', { name: 'Pedir endoso' }).click();
  await expect(page.getByText(`Póliza ${String(policy.number)}`).first()).toBeVisible();
  await choose(page, 'Tipo de endoso', type);
  if (motive) await choose(page, motive[0], motive[1]);
  await typeDate(page, 'Vigencia del endoso');
  await next(page);
  await page.getByLabel('Qué cambia').fill('Pedido del cliente por teléfono.');
  await next(page);
  await expect(page.getByLabel('Premio anual esperado después del cambio')).toBeVisible();
  await next(page);
  // A reload in the middle: the wizard opens where it was, with what was told.
  await expect(page.getByRole('button', { name: 'Enviar a la compañía' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(type).first()).toBeVisible();
  await page.getByRole('button', { name: 'Enviar a la compañía' }).click();
  await expect(page.getByText('Pendiente de compañía')).toBeVisible();
  // The endorsement's page says whose it is: «Endoso 1 (4500-0123456)».
  const number = String(policy.number).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`^Endoso \\d+ \\(${number}\\) \\| BrokerDesk$`));
}

/** Records the insurer's answer with the endorsement's amounts and applies it. */
async function answer(page: Page, amounts: [string, string, string, string]) {
  await page.getByRole('button', { name: 'Aplicar respuesta' }).click();
  await page.getByLabel('Número de endoso de la compañía').fill('0045821');
  await typeDate(page, 'Fecha de emisión del endoso');
  await next(page);
  const labels = [
    'Prima del endoso',
    'Recargos y derecho de emisión',
    'Impuestos y tasas',
    'Premio del endoso',
  ];
  for (const [i, label] of labels.entries()) await page.getByLabel(label).fill(amounts[i]);
  await next(page);
  await expect(page.getByLabel('Cuotas nuevas')).toBeVisible();
  await next(page);
  await page.getByRole('checkbox', { name: /Enviarle el endoso al cliente/ }).uncheck();
  await page.getByRole('button', { name: 'Aplicar respuesta' }).click();
  await expect(page.getByText('Procesada')).toBeVisible();
}

test('a policy is annulled for falta de pago through its endorsement', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, '/contract', SUBSCRIBER);
  const policy = await policyInForce(page, 40);
  await askEndorsement(page, policy, 'Anulación', ['Motivo de anulación', 'Falta de pago']);
  await answer(page, ['-1.000,00', '0', '-210,00', '-1.210,00']);
  // The printed endorsement, from its page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar endoso (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^endoso-1-poliza-.*\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: String(policy.number) }).click();
  await expect(page.getByText('Anulada').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Endosos' }).click();
  await expect(page.getByRole('cell', { name: 'Anulación' })).toBeVisible();
  // Yesterday the policy was in force: its version before the endorsement.
  await page.getByRole('button', { name: 'Ver póliza al…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('version-heading')).toContainText('Endoso 1: Anulación');
  await typeDate(page, 'Fecha', dayBefore(argentineToday()));
  await expect(dialog.getByTestId('version-heading')).toContainText('Versión 1');
  await expect(dialog.getByText('Vigente', { exact: true }).first()).toBeVisible();
});

test('a cost change re-plans the pending quotas', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, '/contract', SUBSCRIBER);
  const policy = await policyInForce(page, 41);
  const quotas = async () => {
    const filter = encodeURIComponent(JSON.stringify({ contract_id: policy.id, status: 1 }));
    const { json } = await api<Row[]>(page, 'GET', `contract/quota?filter=${filter}`);
    return json.reduce((sum, q) => sum + Math.round(Number(q.amount) * 100), 0);
  };
  const before = await quotas();
  await askEndorsement(page, policy, 'Cambio de costo');
  await answer(page, ['10.000,00', '500,00', '2.100,00', '12.600,00']);
  expect(await quotas()).toBe(before + 1_260_000);
  await page.getByRole('link', { name: String(policy.number) }).click();
  await page.getByRole('tab', { name: 'Cuotas' }).click();
  await expect(page.getByRole('cell', { name: 'Pendiente' }).first()).toBeVisible();
});
