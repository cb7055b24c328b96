import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { logIn, menuEntries, openAs } from './helpers';

test('password reset end to end: the link comes from the outbox an administrator reads', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/password\/email$/);
  await expect(page).toHaveTitle('Recuperar la contraseña | BrokerDesk');
  await page.getByLabel('Correo electrónico').fill('soporte@demo.test');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo electrónico corresponde a un usuario')).toBeVisible();

  const admin = await browser.newPage();
  await openAs(admin, '/admin/outbox');
  await admin
    .getByRole('cell', { name: 'Restablecer su contraseña de BrokerDesk' })
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/outbox\/\d+\/show$/);
  const body = await admin.getByText('/password/reset/').textContent();
  const link = /https?:\/\/\S+\/password\/reset\/\S+/.exec(body ?? '')![0];
  await admin.close();

  await page.goto(link);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('soporte@demo.test');
  await page.getByLabel('Contraseña nueva').fill('Nueva2026');
  await page.getByLabel('Repetí la contraseña').fill('Otra2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña y su confirmación no coinciden.')).toBeVisible();
  await page.getByLabel('Repetí la contraseña').fill('Nueva2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('La contraseña se cambió. Ya puede ingresar con la nueva.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Contraseña nueva').fill('Otra2027x');
  await page.getByLabel('Repetí la contraseña').fill('Otra2027x');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('El enlace para restablecer la contraseña no es válido o expiró.', {
      exact: false,
    }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Volver al ingreso' }).click();
  await logIn(page, { email: 'soporte@demo.test', password: DEMO_PASSWORD });
  await expect(page.getByRole('alert')).toHaveText(
    'El correo electrónico o la contraseña son incorrectos.',
  );
  await page.getByLabel('Contraseña').fill('Nueva2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a visitor registers, is told the account awaits approval, and a used e-mail is refused', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Nombre y apellido').fill('Lucía Productora');
  await page.getByLabel('Correo electrónico').fill('operador@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('Segura2026');
  await page.getByLabel('Repetí la contraseña').fill('Segura2026');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El correo electrónico ya está en uso.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(`lucia-${Date.now()}@productores.com.ar`);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/register\/pending$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu cuenta espera aprobación' }),
  ).toBeVisible();
  await expect(page.getByText('Listo, Lucía Productora: creaste tu cuenta.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hola, Lucía Productora' })).toBeVisible();
  await expect(page.getByText('Todavía no tenés secciones asignadas')).toBeVisible();
  await expect(await menuEntries(page)).toHaveText(['Inicio', 'Notificaciones']);
});

test('a user changes its own password from the profile', async ({ page }) => {
  await openAs(page, '/home', { email: 'ejecutivo@demo.test', password: DEMO_PASSWORD });
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Oportunidades › Como ejecutivo', { exact: true })).toBeVisible();
  await expect(page.getByText('Ejecutivo comercial').first()).toBeVisible();
  await expect(page.getByText('opportunities: executive')).toHaveCount(0);
  await page.getByLabel('Contraseña actual').fill('incorrecta');
  await page.getByLabel('Contraseña nueva').fill('Ejecutiva2026');
  await page.getByLabel('Repetí la contraseña').fill('Ejecutiva2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('La contraseña se cambió. Las demás sesiones se cerraron.'),
  ).toBeVisible();
});
