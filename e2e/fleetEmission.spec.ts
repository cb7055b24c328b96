/**
 * A fleet's request emitted (issue 31): the demo distributor's four vehicles, accepted and
 * confirmed for issue (fixtures/fleet.ts), wait in «Sin asignar». The subscriber takes the
 * request and works it step by step: the company as policyholder, each vehicle of the quoted
 * fleet as an insured item (the 0 km still without a plate refused until its chassis is given,
 * kept across a reload), the inspection the used ones ask for (photos, refused for review while
 * a view is missing, then sent, approved by operations from «Revisar inspecciones», and shown
 * approved on a fresh load of the step), a debit from the company's CBU, the detail and
 * «Emitir»; then opens the policy it became, whose «Bienes asegurados» lists every vehicle.
 * (The inspection's journey is this one: a single car's request goes through the same step.)
 */
import { expect, test } from '@playwright/test';
import { api } from './api';
import { navigate, openAs } from './helpers';
import { addFrontPhoto, OTHER_VIEWS, uploadPhoto } from './inspectionPhotos';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const OPERATOR = { email: 'operador@demo.test', password: 'Demo1234!' };
const FLEET = /Flota de 4 vehículos: Distribución mayorista de bebidas y alimentos/;
const HOLDER = 'Distribuidora Tandil S.R.L.';
const CUIT = '30-50379307-1';
/** The plates of the quoted fleet; the Iveco is a 0 km whose plate is still being issued. */
const PLATES = ['AE 518 TK', 'AD 207 MB', '', 'AH 392 FL'];
const CHASSIS = '93ZC35C01T8412377';
const CBU = '0110349430000518720347';

test('a subscriber emits a fleet’s request, vehicle by vehicle, and finds them on its policy', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Taken from the queue: the request is the subscriber's.
  await openAs(page, '/contract_request/unassigned', SUBSCRIBER);
  const waiting = page.getByRole('row', { name: FLEET });
  await waiting.getByRole('button', { name: 'Tomar' }).click();
  await expect(page.getByText(/La solicitud es tuya/)).toBeVisible();
  await navigate(page, '/contract_request/mine');
  await page.getByRole('row', { name: FLEET }).click();
  await expect(page).toHaveURL(/\/contract_request\/[0-9a-f-]{36}(\/show)?$/);
  const requestId = /contract_request\/([0-9a-f-]{36})/.exec(page.url())![1];
  await page.getByRole('link', { name: 'Completar emisión' }).click();

  // The company, as confirmed, is policyholder and assured.
  await expect(page).toHaveURL(/\/emission\/[^/]+\/person$/);
  await expect(page.getByRole('heading', { level: 1, name: /Emisión: Flotas/ })).toBeVisible();
  const people = page.getByRole('textbox', { name: 'Apellido y nombre o razón social' });
  await expect(people).toHaveCount(2);
  await expect(people.first()).toHaveValue(HOLDER);
  await expect(page.getByRole('textbox', { name: 'CUIT, CUIL o DNI' }).first()).toHaveValue(CUIT);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Each vehicle of the quoted fleet is an item; the 0 km without a plate needs its chassis.
  await expect(page).toHaveURL(/\/object$/);
  const identifiers = page.getByRole('textbox', { name: 'Identificación' });
  await expect(identifiers).toHaveCount(4);
  for (const [n, plate] of PLATES.entries()) await expect(identifiers.nth(n)).toHaveValue(plate);
  await expect(page.getByRole('textbox', { name: 'Descripción' }).nth(2)).toHaveValue(
    'Iveco Daily 35-150 furgón 12 m³ 2026',
  );
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(identifiers.nth(2)).toHaveAccessibleDescription(
    'Indicá la patente del vehículo o, si es 0 km, su número de chasis.',
  );
  await expect(page).toHaveURL(/\/object$/);
  await identifiers.nth(2).fill(CHASSIS);
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  // A reload in the middle: the chassis as typed, the other vehicles as quoted.
  await page.reload();
  await expect(identifiers.nth(2)).toHaveValue(CHASSIS);
  await expect(identifiers.nth(3)).toHaveValue(PLATES[3]);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Two vehicles are used: the inspection waits for its photos.
  await expect(page).toHaveURL(/\/inspection$/);
  await expect(page.getByText('Sin fotos', { exact: true })).toBeVisible();
  await expect(page.getByText(/Faltan fotos de: Frente, Parte trasera/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Teléfono para coordinar' }).fill('0249 442-3180');
  await page
    .getByRole('textbox', { name: 'Indicaciones para operaciones' })
    .fill('La Hilux y la Kangoo están en el depósito de Tandil; la Daily y la Strada son 0 km.');
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  await page.getByRole('link', { name: 'Cargar fotos de la inspección' }).click();
  const inspectionId = /\/inspection\/(\d+)\//.exec(page.url())![1];
  await addFrontPhoto(page, [90, 60, 40]);
  // The other views as from a phone; sent to review with one still missing: refused, saying which.
  for (const view of OTHER_VIEWS.slice(0, -1))
    await uploadPhoto(request, SUBSCRIBER, inspectionId, view);
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page.getByText(/Faltan fotos de: Número de chasis/)).toBeVisible();
  await uploadPhoto(request, SUBSCRIBER, inspectionId, OTHER_VIEWS.at(-1)!);
  await page.reload();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0);

  // Operations approves it from its list.
  const operator = await browser.newPage();
  await openAs(operator, '/inspection/to_review', OPERATOR);
  await operator
    .getByRole('row', { name: new RegExp(HOLDER) })
    .first()
    .click();
  await operator.getByRole('button', { name: 'Aprobar inspección' }).click();
  await expect(operator.getByText('Aprobada', { exact: true })).toBeVisible();
  await operator.close();

  // Back in the wizard: approved, what was typed for operations kept.
  await page.goto(`/contract_request/emission/${requestId}/inspection`);
  await expect(page.getByText('Aprobada', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Teléfono para coordinar' })).toHaveValue(
    '0249 442-3180',
  );
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Paid by a debit from the company's account.
  await expect(page).toHaveURL(/\/payment_method$/);
  await page.getByRole('combobox', { name: 'Medio de pago' }).click();
  await page.getByRole('option', { name: 'Débito por CBU' }).click();
  await page.getByRole('textbox', { name: 'Titular' }).fill(HOLDER);
  await page.getByRole('textbox', { name: 'CBU' }).fill(CBU);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // The detail: the insurer quoted and every vehicle, then «Emitir».
  await expect(page).toHaveURL(/\/detail$/);
  await expect(page.getByText('Sancor Seguros').first()).toBeVisible();
  for (const id of [PLATES[0], PLATES[1], CHASSIS, PLATES[3]])
    await expect(page.getByText(id).first()).toBeVisible();
  await page.getByRole('button', { name: 'Emitir' }).click();
  const answer = page
    .getByRole('alert')
    .filter({ hasText: /La compañía (emitió la póliza|derivó la solicitud)/ })
    .filter({ hasNotText: 'Emisión:' });
  await expect(answer).toBeVisible({ timeout: 20_000 });
  const sentToDesk = (await answer.textContent())?.includes('derivó');
  await page.getByRole('link', { name: 'Ver la solicitud' }).click();
  await expect(page.getByText('Respuesta de la compañía')).toBeVisible();
  if (sentToDesk) {
    await page.getByRole('button', { name: 'Registrar póliza emitida' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Número de póliza').fill('003-07-5512093');
    await dialog.getByRole('button', { name: 'Registrar póliza emitida' }).click();
  }

  // The policy it became: every vehicle of the fleet among its insured items.
  const policy = page.getByRole('link', { name: /^\d{3}-\d{2}-\d{7}$/ });
  await policy.first().click();
  await expect(page).toHaveURL(/\/contract\/[0-9a-f-]{36}(\/show)?$/);
  await expect(page.getByText('Vigente', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Bienes asegurados' }).click();
  const items = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(items).toHaveCount(4);
  for (const id of [PLATES[0], PLATES[1], CHASSIS, PLATES[3]])
    await expect(page.getByRole('cell', { name: id, exact: true })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Toyota Hilux 2.8 TDI SRV 4x4 cabina doble 2021' }),
  ).toBeVisible();
  // The request it came from is no longer anyone's to work.
  expect(
    (await api<{ status: number }>(page, 'GET', `contract_request/${requestId}`)).json.status,
  ).not.toBe(201);
});
