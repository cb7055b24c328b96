import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { logIn, openAs, openFromMenu, ownUser, uniqueName } from './helpers';

test('an administrator creates, finds, edits and deletes a branch; a duplicate gets a Spanish 422', async ({
  page,
}) => {
  await openAs(page, '/admin/branch');
  await expect(page).toHaveTitle('Ramos | BrokerDesk');
  const name = uniqueName('Ramo de prueba');

  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/\/admin\/branch\/create$/);
  await page.getByLabel('Nombre *').fill(name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/branch\/\d+\/edit$/);
  await expect(page.getByLabel('Nombre *')).toHaveValue(name);
  const id = /\/admin\/branch\/(\d+)\/edit$/.exec(page.url())![1];

  await page.goto('/admin/branch');
  await page.getByPlaceholder('Buscar').fill(name.toUpperCase());
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('cell', { name }).click();
  await expect(page).toHaveURL(/\/admin\/branch\/\d+\/edit$/);

  // A name that another branch already has: the server's Spanish message under the field.
  await page.getByLabel('Nombre *').fill('automotores');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel('Nombre *')).toHaveAccessibleDescription(
    'El valor del campo Nombre ya está en uso.',
  );

  const renamed = `${name} editado`;
  await page.getByLabel('Nombre *').fill(renamed);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  // Back on the list, which may reopen with the user's last search (react-admin keeps it).
  await expect(page).toHaveURL(/\/admin\/branch(\?.*)?$/);
  await page.getByPlaceholder('Buscar').fill(renamed);
  await expect(page.getByText('No se encontraron')).toBeVisible();

  // Each write left its audit row, newest first: the rows of this branch (other specs write
  // meanwhile).
  const filter = JSON.stringify({ resource: 'admin/branch', record_id: id });
  await page.goto(`/admin/audit?filter=${encodeURIComponent(filter)}`);
  const rows = page.locator('tbody tr');
  // Read as people read it: who by name, the section in Spanish, the record by its name.
  await expect(rows.first()).toContainText('Ramo');
  await expect(rows.first()).toContainText('Baja');
  await expect(rows.first()).toContainText(renamed);
  await expect(rows.first()).toContainText('Alicia Administradora');
  await expect(rows.nth(1)).toContainText('Modificación');
  await rows.nth(1).click();
  await expect(page.getByRole('row', { name: `Nombre ${name} ${renamed}` })).toBeVisible();
});

test('the form checks input before sending and warns before leaving unsaved changes', async ({
  page,
}) => {
  await openAs(page, '/admin/company/create');
  await page.getByLabel('CUIT *').fill('20-12345678-0');
  await page.getByLabel('Nombre *').fill('Aseguradora Nueva');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel('CUIT *')).toHaveAccessibleDescription(
    'El campo CUIT no es un CUIT válido.',
  );
  await expect(page).toHaveURL(/\/admin\/company\/create$/);

  // Answer every confirmation "stay", however many the browser raises.
  const warnings: string[] = [];
  page.on('dialog', (dialog) => {
    warnings.push(dialog.message());
    void dialog.dismiss();
  });
  await openFromMenu(page, 'Ramos');
  await expect
    .poll(() => warnings[0])
    .toBe('Tenés cambios sin guardar. ¿Querés salir y descartarlos?');
  await expect(page).toHaveURL(/\/admin\/company\/create$/);
  await expect(page.getByLabel('Nombre *')).toHaveValue('Aseguradora Nueva');
});

test('a locality shows its zip codes and adds one with the locality already chosen', async ({
  page,
}) => {
  await openAs(page, '/admin/locations/locality/1/show');
  await page.getByRole('tab', { name: 'Códigos postales' }).click();
  await expect(page.getByRole('cell', { name: '1425', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Agregar código postal' }).click();
  await expect(page).toHaveURL(/\/admin\/locations\/zipcode\/create$/);
  // The locality reads with its province (several provinces have a San Martín).
  await expect(page.getByLabel('Localidad *')).toHaveValue(
    'Palermo (Ciudad Autónoma de Buenos Aires)',
  );
  await page.getByLabel('Código postal *').fill('1425');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel('Código postal *')).toHaveAccessibleDescription(
    /El código postal ya existe en la localidad seleccionada\./,
  );
  await page.getByLabel('Código postal *').fill('1427');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/locations\/zipcode\/\d+\/edit$/);
});

test('the list exports a CSV a Spanish spreadsheet opens: ; separated, labels, dd/mm/aaaa dates', async ({
  page,
}) => {
  await openAs(page, '/admin/holiday');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Feriados.csv');
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\ufeffID;Fecha;Motivo;Tipo;Última modificación')).toBe(true);
  expect(csv).toContain(';25/12/2026;Navidad;Feriado nacional;');
});

test('hidden columns and filters survive a reload and a logout, and stay with their user', async ({
  page,
}) => {
  // Two users, two logins and three reloads. The first is an administrator of the test's own:
  // its settings of the insurers' list change no list another spec opens.
  const administrator = await ownUser(page.request, 'admin@demo.test');
  await openAs(page, '/admin/company', administrator);
  await expect(page.getByRole('columnheader', { name: 'Razón social' })).toBeVisible();
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('switch', { name: 'Razón social' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Razón social' })).toHaveCount(0);
  await page.getByPlaceholder('Buscar').fill('segunda');
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('cell', { name: 'La Segunda', exact: true })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Razón social' })).toHaveCount(0);

  // They also survive a logout, and stay with their user: another user on the same browser
  // starts with every column.
  await page.goto('/admin/currencies/currency');
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('switch', { name: 'Símbolo' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Símbolo' })).toHaveCount(0);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/login');
  await logIn(page, { email: 'cobranzas@demo.test', password: DEMO_PASSWORD });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/currencies/currency');
  await expect(page.getByRole('columnheader', { name: 'Símbolo' })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin/company');
  await logIn(page, administrator);
  await expect(page.getByRole('cell', { name: 'La Segunda', exact: true })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Razón social' })).toHaveCount(0);
});
