/**
 * An import from upload to the failed-rows download, in Chromium: a holidays workbook with some
 * bad rows is uploaded, its columns mapped (a reload in the middle keeps the wizard where it
 * was), the progress ends in Finalizada (702), and the downloaded failed-rows workbook holds the
 * bad rows with their Spanish reasons in the last column, "Errores de la importación" (a name
 * no field has, so the file can be imported again as it is).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openAs } from './helpers';

/** A year no other run of the spec uses (the database is fresh per run, but be safe). */
const year = 2200 + (Math.floor(Date.now() / 1000) % 700);

async function holidaysWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Feriados');
  sheet.addRow(['Fecha', 'Motivo', 'Tipo de feriado']);
  sheet.addRow([new Date(Date.UTC(year, 0, 1)), 'Año Nuevo', 'Feriado nacional']);
  sheet.addRow([`24/03/${year}`, 'Día de la Memoria', 'Feriado nacional']);
  sheet.addRow([`31/02/${year}`, 'Fecha imposible', 'Feriado nacional']);
  sheet.addRow([`09/07/${year}`, '', 'Feriado nacional']);
  sheet.addRow([`25/05/${year}`, 'Revolución de Mayo', 'Feriado de invierno']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an import with bad rows: upload, mapping (with a reload), progress, 702 and the failed rows with their reason', async ({
  page,
}) => {
  await openAs(page, '/admin/import');
  await page.getByRole('link', { name: 'Importar archivo' }).click();
  await expect(page).toHaveURL(/\/admin\/import\/upload$/);

  await page.getByLabel('Qué vas a importar').click();
  await page.getByRole('option', { name: 'Feriados' }).click();
  await expect(
    page.getByText('Columnas que acepta (* obligatorias): Fecha *, Motivo *, Tipo'),
  ).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: `feriados ${year}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await holidaysWorkbook(),
  });
  await page.getByRole('button', { name: 'Subir y continuar' }).click();

  // Step 2: the mapping, read back from the server after a reload.
  await expect(page).toHaveURL(/\/admin\/import\/\d+\/show$/);
  await expect(page.getByText('El archivo tiene 5 filas.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText('El archivo tiene 5 filas.', { exact: false })).toBeVisible();
  const fecha = page.getByLabel('Campo: Fecha', { exact: true });
  await expect(fecha).toHaveText('Fecha *');
  await expect(page.getByLabel('Campo: Motivo', { exact: true })).toHaveText('Motivo *');
  // "Tipo de feriado" matches no field name: chosen by hand.
  const tipo = page.getByLabel('Campo: Tipo de feriado', { exact: true });
  await expect(tipo).toHaveText('No importar');
  await tipo.click();
  await page.getByRole('option', { name: 'Tipo', exact: true }).click();
  await expect(page.getByRole('cell', { name: `01/01/${year}` })).toBeVisible();

  await page.getByRole('button', { name: 'Comenzar importación' }).click();

  // Steps 3 and 4: progress, then the result.
  await expect(page.getByText('Importación terminada')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2 filas importadas y 3 con error, de 5.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar filas con error' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`feriados ${year} - filas con error.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  // The file's own "Motivo" column (the holiday's name) stays apart from the errors column.
  expect(rows[0]).toEqual(['Fecha', 'Motivo', 'Tipo de feriado', 'Errores de la importación']);
  expect(rows).toHaveLength(4);
  const reasons = rows.slice(1).map((r) => String(r[3]));
  expect(reasons[0]).toMatch(/^Fila 4: El campo Fecha no es una fecha válida\./);
  expect(reasons[1]).toMatch(/^Fila 5: El campo Motivo es obligatorio\./);
  expect(reasons[2]).toMatch(/^Fila 6: El valor de Tipo no es válido: usá uno de Feriado nacional/);

  // The list shows it finished, by name.
  await page.getByRole('link', { name: 'Volver a importaciones' }).click();
  await expect(page.getByRole('cell', { name: `feriados ${year}.xlsx` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Finalizada' }).first()).toBeVisible();
});

test('offers clients to import, with their numbered phone and address columns (issue 28)', async ({
  page,
}) => {
  await openAs(page, '/admin/import/upload');
  await page.getByLabel('Qué vas a importar').click();
  await page.getByRole('option', { name: 'Clientes', exact: true }).click();
  const columns = page.getByText(/^Columnas que acepta/);
  await expect(columns).toContainText('CUIT/CUIL');
  await expect(columns).toContainText('Teléfono 1 a 3 - Código de área');
  await expect(columns).toContainText('Domicilio 1 a 3 - Calle');
});
