/**
 * What operations reviews before a request is emitted (issue 31): an ART request's «Emitir»
 * stays disabled until operations approves the no-objection letter the subscriber uploaded.
 * The inspection a car's request stops at (photos uploaded, refused for review while a view is
 * missing, approved by an operator from «Revisar inspecciones», shown approved after a fresh
 * load) is driven once, in the fleet's emission (e2e/fleetEmission.spec.ts), whose vehicles go
 * through the same step.
 */
import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../fixtures/files';
import { api } from './api';
import { openAs } from './helpers';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const OPERATOR = { email: 'operador@demo.test', password: 'Demo1234!' };
const ART = 2;
const PENDING = 201;

type Row = Record<string, unknown> & { id: string };
const filter = (values: object) => `filter=${encodeURIComponent(JSON.stringify(values))}`;

/** The subscriber's own pending request of `branch` whose `entity` answers `more`. */
async function ownRequest(page: Page, branch: number, pick: (id: string) => Promise<boolean>) {
  const { json } = await api<Row[]>(
    page,
    'GET',
    `contract_request/mine?${filter({ branch_id: branch, status: PENDING })}`,
  );
  for (const row of json) if (await pick(row.id)) return row;
  throw new Error(`no pending request of branch ${branch}`);
}

test('an ART request is not emitted until operations approves its no-objection letter', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openAs(page, '/contract_request/mine', SUBSCRIBER);
  const art = await ownRequest(page, ART, async (id) => {
    const letters = await api<Row[]>(
      page,
      'GET',
      `no_objection_letter?${filter({ contract_request_id: id })}`,
    );
    return letters.json.length === 0;
  });
  await page.goto(`/contract_request/emission/${art.id}`);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/no_objection_letter$/);
  await page.getByRole('textbox', { name: 'ART actual' }).fill('Provincia ART');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('combobox', { name: 'Medio de pago' }).click();
  await page.getByRole('option', { name: 'Formulario F.931' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/detail$/);
  await expect(page.getByText(/Falta la carta de no objeción/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Emitir' })).toBeDisabled();

  // The letter, uploaded from its step.
  await page.goto(`/contract_request/emission/${art.id}/no_objection_letter`);
  await page.getByRole('link', { name: 'Cargar la carta' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'carta-no-objecion.pdf',
    mimeType: 'application/pdf',
    buffer: simplePdf('Carta de no objecion'),
  });
  await expect(page.getByLabel('Nombre *')).toHaveValue('carta no objecion');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.goto(`/contract_request/emission/${art.id}/detail`);
  await expect(page.getByText(/Falta la carta de no objeción/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Emitir' })).toBeDisabled();

  const operator = await browser.newPage();
  await openAs(operator, '/no_objection_letter', OPERATOR);
  await operator
    .getByRole('row', { name: /carta no objecion/ })
    .first()
    .click();
  await operator.getByRole('button', { name: 'Aprobar carta' }).click();
  await expect(operator.getByText('Aprobada', { exact: true })).toBeVisible();
  await operator.close();

  await page.reload();
  await expect(page.getByText(/Falta la carta de no objeción/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Emitir' })).toBeEnabled();
});
