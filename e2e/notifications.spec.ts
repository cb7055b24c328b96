import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { openAs, openFromMenu } from './helpers';

const bell = (page: Page) => page.getByRole('link', { name: /notificaci(ón|ones) sin leer/ });

test('an administrator sends a notification and another open session shows the toast and the bell count at once', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const collections = await context.newPage();
  await openAs(collections, '/', { email: 'cobranzas@demo.test', password: DEMO_PASSWORD });
  await expect(collections).toHaveURL(/\/home$/);
  await expect(bell(collections)).toHaveAccessibleName('0 notificaciones sin leer');
  const title = `Cierre de caja ${Date.now().toString(36)}`;

  await openAs(page, '/notifications/send');
  await page.getByRole('button', { name: 'Enviar notificación' }).click();
  await expect(
    page.getByRole('combobox', { name: 'Usuarios', exact: true }),
  ).toHaveAccessibleDescription('Elija al menos un destinatario: un usuario, un rol o un cargo.');
  await page.getByLabel('Título *').fill(title);
  await page.getByLabel('Mensaje *').fill('Hoy el cierre de caja es a las 17 h.');
  await page.getByLabel('Enlace').fill('/admin/currencies/currency');
  await page.getByRole('combobox', { name: 'Roles', exact: true }).fill('Cobranzas');
  await page.getByRole('option', { name: 'Cobranzas', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enviar notificación' }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  // The other session: a toast with the title and a link, and the bell, without reloading.
  const toast = collections.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(bell(collections)).toHaveAccessibleName('1 notificación sin leer');
  await toast.getByRole('button', { name: 'Ver' }).click();
  await expect(collections).toHaveURL(/\/admin\/currencies\/currency$/);

  await bell(collections).click();
  await expect(collections).toHaveURL(/\/notifications$/);
  await expect(collections.getByRole('tab', { name: 'Sin leer (1)' })).toBeVisible();
  await collections.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(collections.getByRole('tab', { name: 'Sin leer (0)' })).toBeVisible();
  await expect(bell(collections)).toHaveAccessibleName('0 notificaciones sin leer');
  await collections.getByRole('tab', { name: 'Todas' }).click();
  await expect(collections.getByText(title)).toBeVisible();
  await context.close();
});

test('a response with a higher version reloads the page at the next visit to home, not before', async ({
  page,
}) => {
  await openAs(page, '/admin/branch');
  // From now on the server answers as a newer release.
  // A request still on its way when home reloads the page is dropped with the page: its answer
  // is disposed, and fulfilling it then throws. Nothing waits for it, so it is let go.
  await page.route('**/api/v1/**', async (route) => {
    try {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'x-app-version': '9.0.0' };
      await route.fulfill({ response, headers });
    } catch (error) {
      if (!/disposed|closed|Target/i.test(String(error))) throw error;
    }
  });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await openFromMenu(page, 'Compañías');
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(page.getByRole('cell').first()).toBeVisible();
  // Not on a version-checked route: no reload yet.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await openFromMenu(page, 'Inicio');
  await reloaded;
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
    undefined,
  );
});
