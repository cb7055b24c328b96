/**
 * What operations reviews before a request is emitted (issue 31): the subscriber's car request
 * stops at its inspection until its photos are uploaded (one from the inspection's «Fotos» tab,
 * as from a phone, the rest through the API), sent to review and approved by an operator from
 * «Revisar inspecciones»; after a reload in the middle, the wizard shows it approved and
 * the request is emitted. An ART request's «Emitir» stays disabled until operations approves
 * the no-objection letter the subscriber uploaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../fixtures/files';
import { addFrontPhoto, OTHER_VIEWS as VIEWS, uploadPhoto } from './inspectionPhotos';
import { api } from './api';
import { openAs } from './helpers';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const OPERATOR = { email: 'operador@demo.test', password: 'Demo1234!' };
const CAR = 1;
const ART = 2;
const PENDING = 201;
const WITHOUT_PICTURE = 1101;

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

test('a car request is emitted once operations approves its inspection photos', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await openAs(page, '/contract_request/mine', SUBSCRIBER);
  let inspection: Row | undefined;
  const car = await ownRequest(page, CAR, async (id) => {
    const found = await api<Row[]>(
      page,
      'GET',
      `inspection?${filter({ contract_request_id: id, status: WITHOUT_PICTURE })}`,
    );
    inspection = found.json[0];
    return !!inspection;
  });
  const holder = String(car.holder_name);

  await page.goto(`/contract_request/emission/${car.id}`);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/inspection$/);
  await expect(page.getByText('Sin fotos', { exact: true })).toBeVisible();
  await expect(page.getByText(/Faltan fotos de: Frente, Parte trasera/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Teléfono para coordinar' }).fill('11 4567-8901');
  // Stored as typed: leaving for the photos asks nothing.
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  await page.getByRole('link', { name: 'Cargar fotos de la inspección' }).click();

  // The front from the inspection's «Fotos» tab, as from a phone; the other views by the API.
  await addFrontPhoto(page, [40, 60, 90]);
  // Sent to review with a view missing: refused, saying which.
  for (const view of VIEWS.slice(0, 4))
    await uploadPhoto(request, SUBSCRIBER, String(inspection!.id), view);
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page.getByText(/Faltan fotos de: Número de chasis/)).toBeVisible();
  await uploadPhoto(request, SUBSCRIBER, String(inspection!.id), VIEWS[4]);
  await page.reload();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Datos' }).click();
  await expect(page.getByText('En revisión de operaciones', { exact: true })).toBeVisible();

  // Operations approves it from its list.
  const operator = await browser.newPage();
  await openAs(operator, '/inspection/to_review', OPERATOR);
  await operator
    .getByRole('row', { name: new RegExp(holder) })
    .first()
    .click();
  await operator.getByRole('button', { name: 'Aprobar inspección' }).click();
  await expect(operator.getByText('Aprobada', { exact: true })).toBeVisible();
  await operator.close();

  // Back in the wizard, reloaded: approved, and on to the payment and «Emitir».
  await page.goto(`/contract_request/emission/${car.id}/inspection`);
  await page.reload();
  await expect(page.getByText('Aprobada', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Teléfono para coordinar' })).toHaveValue(
    '11 4567-8901',
  );
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('combobox', { name: 'Medio de pago' }).click();
  await page.getByRole('option', { name: 'Pago Fácil' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/detail$/);
  await page.getByRole('button', { name: 'Emitir' }).click();
  const answer = page
    .getByRole('alert')
    .filter({ hasText: /La compañía|Emitida|Pendiente de la compañía|Enviada/ })
    .filter({ hasNotText: 'Emisión:' });
  await expect(answer.first()).toBeVisible({ timeout: 20_000 });
});

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
