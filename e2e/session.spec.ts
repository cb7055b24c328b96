import { expect, test } from '@playwright/test';
import { ADMIN, logIn } from './helpers';

test('a wrong password shows a Spanish error and keeps the user on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Ingresar | BrokerDesk');
  await logIn(page, { ...ADMIN, password: 'incorrecta' });
  await expect(page.getByRole('alert')).toHaveText(
    'El correo electrónico o la contraseña son incorrectos.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link while logged out leads to login and then to the requested screen', async ({
  page,
}) => {
  await page.goto('/admin/branch/1/edit');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByText(/access token/i)).toHaveCount(0);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/branch\/1\/edit$/);
  await expect(page.getByLabel('Nombre *')).toHaveValue('Automotores');
  await expect(page).toHaveTitle('Ramo Automotores | BrokerDesk');
});

test('admin redirects to companies, unknown paths show a Spanish page, /logout ends the session', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(page.getByRole('cell', { name: 'Allianz', exact: true })).toBeVisible();
  await page.goto('/no/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/branch');
  await expect(page).toHaveURL(/\/login$/);
});

test('after 30 minutes without activity the session ends with a Spanish explanation', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  // The address is /home before the layout, which holds the idle watch, has mounted: on a
  // loaded machine, minutes fast-forwarded before then were no idle time (the watch started
  // after them). The watch notes its start as the last activity: wait for the layout and that.
  await expect(page.getByRole('button', { name: 'Perfil' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('session.lastActivity')))
    .not.toBeNull();
  await page.clock.fastForward('29:00');
  // The idle check runs in the fast-forward itself and, when it ends the session, notes why
  // before logging out: nothing noted at 29 minutes is the session kept, not a logout to come.
  expect(await page.evaluate(() => sessionStorage.getItem('session.logoutReason'))).toBeNull();
  await expect(page).toHaveURL(/\/home$/);
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Por seguridad, tu sesión se cerró sola tras 30 minutos sin actividad.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.goto('/admin/branch');
  await expect(page).toHaveURL(/\/login$/);
});

test('a workspace whose code does not arrive says so in Spanish, and Reintentar loads it', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
  // The next start of the signed-in user cannot fetch the workspace's part (a dropped network,
  // or a release that replaced its files).
  let refuse = true;
  await page.route(/\/assets\/workspace-[\w-]+\.js$/, (route) =>
    refuse ? route.abort() : route.continue(),
  );
  await page.goto('/admin/branch');
  await expect(
    page.getByText(
      'No se pudo cargar esta parte de la aplicación. Revisá tu conexión y probá de nuevo.',
    ),
  ).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('cell', { name: 'Automotores', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/branch$/);
});
