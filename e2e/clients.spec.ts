/**
 * Clients as an executive works them (issue 12): a company created with its CUIT, the form
 * showing only what applies to a company, the record's page with its tabs, a contact linked
 * from the Contactos tab, the client found from anywhere by its CUIT without dashes, and
 * another executive's client out of reach.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { logIn, uniqueName } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: DEMO_PASSWORD };

/** A valid company CUIT no other run uses (prefix 30, AFIP's check digit). */
function freshCuit(): string {
  for (let n = Date.now() % 90_000_000; ; n++) {
    const base = `30${String(10_000_000 + n).slice(-8)}`;
    const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((s, w, i) => s + w * Number(base[i]), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${base.slice(0, 2)}-${base.slice(2)}-${check === 11 ? 0 : check}`;
  }
}

async function pick(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an executive creates a company, links a contact and finds it by CUIT from anywhere', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/account/create');
  await logIn(page, EXECUTIVE);
  await expect(page).toHaveTitle(/Alta de cliente/);

  // A company: the razón social replaces the names, which leave the form.
  await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  await pick(page, /Tipo de persona/, 'Persona jurídica');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveCount(0);
  const name = uniqueName('Transportes Del Valle S.R.L.');
  const cuit = freshCuit();
  await page.getByLabel('Razón social').fill(name);
  // A wrong check digit gets the issue's own message before anything is sent.
  await page.getByLabel('CUIT/CUIL').fill(`${cuit.slice(0, -1)}${(Number(cuit.at(-1)) + 1) % 10}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel('CUIT/CUIL')).toHaveAccessibleDescription(
    'El CUIT ingresado no es válido',
  );
  await page.getByLabel('CUIT/CUIL').fill(cuit.replace(/-/g, ''));
  await pick(page, /Condición frente al IVA/, 'Responsable inscripto');
  // The executive field is not theirs to set: the client is assigned to them.
  await expect(page.getByRole('combobox', { name: 'Ejecutivo' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();

  // Saved: the client's page, its data with the CUIT formatted and the executive named.
  await expect(page).toHaveURL(/\/account\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Cliente ${name}`).first()).toBeVisible();
  await expect(page.getByText(cuit, { exact: true })).toBeVisible();
  await expect(page.locator('#main-content').getByText('Eugenia Ejecutiva')).toBeVisible();
  const accountUrl = page.url();

  // Contactos: a contact linked with its role, the client already chosen.
  await page.getByRole('tab', { name: 'Contactos' }).click();
  await page.getByRole('link', { name: 'Agregar Contacto del cliente' }).click();
  await expect(page).toHaveURL(/\/account_contact\/create\?source=/);
  await page.getByRole('combobox', { name: 'Contacto' }).fill('a');
  await page.getByRole('option').first().click();
  await pick(page, /Rol/, 'Contador/a');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).not.toHaveURL(/create/);
  await page.goto(`${accountUrl}/contacts`);
  await expect(page.getByRole('cell', { name: 'Contador/a' })).toBeVisible();

  // Reload in the middle of the walk: the page and its tab come back as they were.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Contactos', selected: true })).toBeVisible();

  // Ctrl+K, the CUIT without dashes: the client, and Enter opens its page.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' });
  await box.fill(cuit.replace(/-/g, ''));
  const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('group', { name: 'Clientes' })).toBeVisible();
  await expect(results.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(accountUrl);
});

test('an executive cannot open another executive’s client nor find it', async ({
  page,
  request,
}) => {
  // The supervisor's first client, read with the administrator's access through the API.
  const token = await request.post('/api/oauth/token', {
    data: {
      username: 'admin@demo.test',
      password: DEMO_PASSWORD,
      grant_type: 'password',
      client_id: '1',
    },
  });
  const authorization = `Bearer ${(await token.json()).access_token}`;
  const me = await request.post('/api/oauth/token', {
    data: {
      username: 'supervisor@demo.test',
      password: DEMO_PASSWORD,
      grant_type: 'password',
      client_id: '1',
    },
  });
  const supervisor = await request.get('/api/v1/user/me', {
    headers: { authorization: `Bearer ${(await me.json()).access_token}` },
  });
  const supervisorId = (await supervisor.json()).data.id;
  const filter = encodeURIComponent(JSON.stringify({ executive_id: supervisorId }));
  const theirs = (
    await (
      await request.get(`/api/v1/account?filter=${filter}&range=[0,0]`, {
        headers: { authorization },
      })
    ).json()
  )[0];

  await page.goto('/account');
  await logIn(page, EXECUTIVE);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.goto(`/account/${theirs.id}`);
  await expect(page.getByText(theirs.display_name)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page
    .getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' })
    .fill(theirs.cuit.replace(/-/g, ''));
  await expect(page.getByText(/Nada coincide/)).toBeVisible();
});
