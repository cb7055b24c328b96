/**
 * A fleet quoted through the wizard with its spreadsheet (issue 13 sections 3 and 7): the
 * executive downloads the model, uploads the fleet with bad rows, sees each row's messages on
 * its own inputs and in the summary by the file's row number, fixes it on screen, reloads in
 * the middle without losing the list, and moves on to the quotation of "Flota de 3 vehículos";
 * quoted and confirmed, its request's emission lists each vehicle as an insured item.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api } from './api';
import { openAs } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };
const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const UUID = '[0-9a-f-]{36}';

async function fleetWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Flota');
  sheet.addRow([
    'Patente',
    'Marca',
    'Modelo y versión',
    'Año',
    'Carrocería',
    'Uso',
    'Suma asegurada',
  ]);
  sheet.addRow([
    'AD 201 KL',
    'Toyota',
    'Hilux 2.8 SRX 4x4',
    2023,
    'Pick-up doble cabina',
    'Comercial',
    45_000_000,
  ]);
  sheet.addRow([
    'ZZ 99',
    'Ford',
    'Ranger XLT',
    'dos mil',
    'Pick-up doble cabina',
    'Comercial',
    38_000_000,
  ]);
  sheet.addRow([
    'AE 330 PQ',
    'Renault',
    'Kangoo II Furgón',
    2021,
    'Utilitario (furgón)',
    'Reparto',
    '21.500.000,50',
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function someClient(page: Page) {
  const range = encodeURIComponent('[0,0]');
  const { json } = await api<{ display_name: string }[]>(page, 'GET', `account?range=${range}`);
  return json[0].display_name;
}

test('a fleet loaded from its spreadsheet, a bad row fixed on screen, kept across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, '/opportunity/create', EXECUTIVE);
  await page.getByRole('button', { name: 'Flotas' }).click();
  const client = await someClient(page);
  await page.getByRole('combobox', { name: /Cliente/ }).fill(client.split(/[ ,]/)[0]);
  await page.getByRole('option', { name: client }).first().click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/fleet/${UUID}/new/object$`));

  // The model workbook: the list's columns in Spanish.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar planilla modelo' }).click();
  const model = await download;
  expect(model.suggestedFilename()).toBe('Vehículos de la flota.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await model.path())) as unknown as ArrayBuffer);
  expect(book.worksheets[0].getRow(1).values).toContain('Modelo y versión');

  await page.getByLabel('Actividad de la empresa').fill('Distribución de alimentos');
  await page.getByLabel('Planilla de vehículos de la flota').setInputFiles({
    name: 'flota.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await fleetWorkbook(),
  });
  const summary = page.getByRole('status').filter({ hasText: 'Se cargaron 3 vehículos' });
  await expect(summary).toContainText('2 filas tienen errores');
  await expect(summary).toContainText(
    'Vehículo 2 (fila 3) · Patente: La patente debe ser como AB 123 CD',
  );
  await expect(summary).toContainText(
    'Vehículo 2 (fila 3) · Año: El campo Año debe ser un número entero',
  );
  await expect(summary).toContainText('Decía “dos mil”');
  // The bad row's messages are on its own inputs; the good rows hold the file's values.
  await expect(page.getByLabel('Patente').nth(1)).toHaveAccessibleDescription(/AB 123 CD/);
  await expect(page.getByLabel('Marca').nth(2)).toHaveValue('Renault');
  await expect(page.getByLabel('Suma asegurada').nth(2)).toHaveValue('21.500.000,50');

  // A use the file wrote its own way: no default takes its place, the message says what it was.
  await expect(page.getByRole('combobox', { name: 'Uso' }).nth(2)).toHaveAccessibleDescription(
    /Decía “Reparto”/,
  );
  await expect(summary).toContainText('Vehículo 3 (fila 4) · Uso');

  // Fixed on screen: each message goes as its input changes.
  await page.getByLabel('Patente').nth(1).fill('AF 118 RT');
  await expect(page.getByLabel('Patente').nth(1)).not.toHaveAccessibleDescription(/AB 123 CD/);
  await page.getByLabel('Año').nth(1).fill('2022');
  await page.getByRole('combobox', { name: 'Uso' }).nth(2).click();
  await page.getByRole('option', { name: 'Reparto y mensajería' }).click();
  const draftId = /\/fleet\/([0-9a-f-]{36})\//.exec(page.url())![1];
  await expect
    .poll(
      async () => {
        const { json } = await api<{ values: { object?: { vehicles?: { domain?: string }[] } } }>(
          page,
          'GET',
          `flows/opportunity/${draftId}`,
        );
        return json.values.object?.vehicles?.map((v) => v.domain);
      },
      { timeout: 15_000 },
    )
    .toEqual(['AD 201 KL', 'AF 118 RT', 'AE 330 PQ']);
  await page.reload();
  await expect(page.getByLabel('Patente').nth(1)).toHaveValue('AF 118 RT');
  await expect(page.getByLabel('Año').nth(1)).toHaveValue('2022');
  await expect(page.getByLabel('Actividad de la empresa')).toHaveValue('Distribución de alimentos');

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/fleet/${UUID}/edit/quotation$`));
  await expect(
    page.getByText('Flotas · Flota de 3 vehículos: Distribución de alimentos'),
  ).toBeVisible();

  // Quoted, accepted and confirmed for issue (its screens are the quotes' own tests): the
  // subscriber who takes the request finds each vehicle of the fleet as an insured item.
  const QUOTED = 804;
  expect((await api(page, 'POST', `opportunity/${draftId}/quote`, {})).status).toBe(200);
  // Quoted once every insurer answered.
  await expect
    .poll(
      async () =>
        (await api<{ status: number }>(page, 'GET', `opportunity/${draftId}`)).json.status,
      { timeout: 30_000 },
    )
    .toBe(105);
  const { json: quotes } = await api<{ id: number; status: number }[]>(
    page,
    'GET',
    `opportunity/${draftId}/quotes`,
  );
  const chosen = quotes.find((quote) => quote.status === QUOTED)!;
  expect(
    (await api(page, 'POST', `opportunity/${draftId}/accept`, { quote_id: chosen.id })).status,
  ).toBe(200);
  expect((await api(page, 'POST', `opportunity/${draftId}/confirm`, {})).status).toBe(200);
  const filter = encodeURIComponent(JSON.stringify({ opportunity_id: draftId }));
  const { json: requests } = await api<{ id: string }[]>(
    page,
    'GET',
    `contract_request?filter=${filter}`,
  );
  await openAs(page, '/contract_request/unassigned', SUBSCRIBER);
  expect((await api(page, 'POST', `contract_request/${requests[0].id}/take`, {})).status).toBe(200);
  await page.goto(`/contract_request/emission/${requests[0].id}/object`);
  // The object step needs the people first: the address is corrected to the person step.
  await expect(page.getByRole('heading', { level: 1, name: /Emisión: Flotas/ })).toBeVisible();
  await expect(page).toHaveURL(/\/person$/);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const plates = page.getByRole('textbox', { name: 'Identificación' });
  await expect(plates).toHaveCount(3);
  await expect(plates.nth(1)).toHaveValue('AF 118 RT');
});
