import { expect, test, type Page } from '@playwright/test';
import { errorMessages } from '../domain/engine/messages';
import { logIn, menuEntries, openAs } from './helpers';

const PASSWORD = 'Feriados2026';

const picker = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true });

/** Picks `option` in the autocomplete labelled `label` (one value or one more of a list). */
async function choose(page: Page, label: string, option: string) {
  await picker(page, label).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an administrator creates a role, an assignment and a user, who logs in with exactly those permissions', async ({
  page,
  browser,
}) => {
  // Three forms, a preview and a second session: a minute of work on a busy 2-core machine.
  test.slow();
  const suffix = Date.now().toString(36);
  const roleLabel = `Feriados ${suffix}`;
  const cargoLabel = `Cargo feriados ${suffix}`;
  const email = `feriados-${suffix}@broker.com.ar`;

  await openAs(page, '/auth-admin/role/create');
  await page.getByLabel('Identificador *').fill(`feriados_${suffix}`);
  await page.getByLabel('Nombre *').fill(roleLabel);
  // Permissions read in Spanish, grouped by area, found by Spanish words (issue 9 item 24).
  await picker(page, 'Permisos').fill('feriados administracion');
  await page
    .getByRole('option', { name: /^Feriados\s*Abre la sección Feriados de Administración/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Administración › Feriados')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/auth-admin\/role\/\d+\/edit$/);

  await page.goto('/auth-admin/assigment/create');
  await page.getByLabel('Identificador *').fill(`cargo_feriados_${suffix}`);
  await page.getByLabel('Nombre *').fill(cargoLabel);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(picker(page, 'Rol')).toHaveAccessibleDescription(
    'Debe seleccionar un rol para el cargo.',
  );
  await choose(page, 'Rol', roleLabel);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/auth-admin\/assigment\/[0-9a-f-]{36}\/edit$/);

  await page.goto('/auth-admin/user/create');
  await page.getByLabel('Nombre y apellido *').fill(`Persona ${suffix}`);
  await page.getByLabel('Correo electrónico *').fill(email);
  await page.getByLabel('Contraseña *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña *').fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(picker(page, 'Roles')).toHaveAccessibleDescription(
    'El usuario necesita al menos un rol y un cargo.',
  );
  await choose(page, 'Roles', roleLabel);
  await choose(page, 'Cargos', cargoLabel);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/auth-admin\/user\/\d+\/edit$/);

  // The administrator previews the access before telling the user.
  await page.getByRole('tab', { name: 'Accesos efectivos' }).click();
  await expect(page).toHaveURL(/\/auth-admin\/user\/\d+\/edit\/accesos\/vista$/);
  await expect(page.getByText('Administración › Feriados')).toBeVisible();
  await expect(page.getByText('admin: holidays')).toHaveCount(0);
  await expect(page.getByText('Pantallas que puede abrir (2)')).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await logIn(other, { email, password: PASSWORD });
  await expect(other).toHaveURL(/\/home$/);
  // The groups come with the session's permissions: unfold again until they have come.
  await expect(async () => {
    const entries = await (await menuEntries(other)).allTextContents();
    expect(entries).toEqual(['Inicio', 'Notificaciones', 'Feriados']);
  }).toPass({ timeout: 10_000 });
  await other.goto('/admin/company');
  await expect(other.getByText('No tenés permiso para ver esta página.')).toBeVisible();
  await context.close();
});

test('a deactivated user cannot log in, and a primary role opens read-only', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const email = `baja-${suffix}@broker.com.ar`;
  await openAs(page, '/auth-admin/user/create');
  await page.getByLabel('Nombre y apellido *').fill(`Baja ${suffix}`);
  await page.getByLabel('Correo electrónico *').fill(email);
  await page.getByLabel('Contraseña *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña *').fill(PASSWORD);
  await choose(page, 'Roles', 'Básico (solo el inicio)');
  await choose(page, 'Cargos', 'General');
  await page.getByLabel('Estado *').click();
  await page.getByRole('option', { name: 'Desactivado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/auth-admin\/user\/\d+\/edit$/);

  await page.goto('/auth-admin/role');
  await page.getByRole('cell', { name: 'Administrador', exact: true }).click();
  await expect(page.getByText('Los roles primarios no pueden ser modificados.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  await page.goto('/logout');
  await page.goto('/login');
  await logIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('alert')).toHaveText(errorMessages.deactivated);
  await expect(page).toHaveURL(/\/login$/);
});
