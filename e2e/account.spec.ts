/**
 * A person's own account from the outside: registering, the profile, changing the password and
 * resetting a forgotten one through the mailed link. The journey uses a user of its own (a fresh
 * registration), so no demo user's password or sessions change under the specs running beside it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { logIn, menuEntries, openAs } from './helpers';

/** The password-reset link mailed to `email`, read from the outbox as an administrator does. */
async function mailedResetLink(page: Page, email: string): Promise<string> {
  const admin = await page.context().browser()!.newPage();
  await openAs(admin, '/admin/outbox');
  // The outbox is everyone's: find this user's message by its recipient.
  await admin.getByPlaceholder('Buscar').fill(email);
  const message = admin
    .getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })
    .getByRole('cell', { name: 'Restablecer su contraseña de BrokerDesk' });
  await message.click();
  await expect(admin).toHaveURL(/\/admin\/outbox\/\d+\/show$/);
  const body = await admin.getByText('/password/reset/').textContent();
  await admin.context().close();
  return /https?:\/\/\S+\/password\/reset\/\S+/.exec(body ?? '')![0];
}

test('a visitor registers, changes the password from the profile, forgets it and resets it by mail', async ({
  page,
}) => {
  const email = `lucia-${Date.now().toString(36)}@productores.com.ar`;

  // Registering: a used e-mail is refused; then the account awaits approval.
  await page.goto('/register');
  await page.getByLabel('Nombre y apellido').fill('Lucía Productora');
  await page.getByLabel('Correo electrónico').fill('operador@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('Segura2026');
  await page.getByLabel('Repetí la contraseña').fill('Segura2026');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El correo electrónico ya está en uso.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
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

  // Changing the password from the profile: the current one is checked first.
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Contraseña actual').fill('incorrecta');
  await page.getByLabel('Contraseña nueva').fill('Productora2026');
  await page.getByLabel('Repetí la contraseña').fill('Productora2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await page.getByLabel('Contraseña actual').fill('Segura2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('La contraseña se cambió. Las demás sesiones se cerraron.'),
  ).toBeVisible();

  // Forgetting it: the reset link comes from the outbox an administrator reads.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/password\/email$/);
  await expect(page).toHaveTitle('Recuperar la contraseña | BrokerDesk');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo electrónico corresponde a un usuario')).toBeVisible();
  const link = await mailedResetLink(page, email);

  await page.goto(link);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
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

  // The password before the reset no longer opens; the new one does.
  await page.getByRole('link', { name: 'Volver al ingreso' }).click();
  await logIn(page, { email, password: 'Productora2026' });
  await expect(page.getByRole('alert')).toHaveText(
    'El correo electrónico o la contraseña son incorrectos.',
  );
  await page.getByLabel('Contraseña').fill('Nueva2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the profile names the user’s roles and sections in Spanish', async ({ page }) => {
  await openAs(page, '/home', { email: 'ejecutivo@demo.test', password: DEMO_PASSWORD });
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Oportunidades › Como ejecutivo', { exact: true })).toBeVisible();
  await expect(page.getByText('Ejecutivo comercial').first()).toBeVisible();
  await expect(page.getByText('opportunities: executive')).toHaveCount(0);
});
