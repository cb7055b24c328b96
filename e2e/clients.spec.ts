/**
 * Clients as an executive works them (issue 12): a company created with its CUIT, the form
 * showing only what applies to a company, the record's page with its tabs, a contact linked
 * from the Contactos tab, the client found from anywhere by its CUIT without dashes, and
 * another executive's client out of reach.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cuitCheckDigit, formatCuit } from '../domain/validators';
import { DEMO_PASSWORD } from '../fixtures/users';
import { logIn, openAs, uniqueName } from './helpers';

type Request = APIRequestContext;

/** A bearer token of a user, through the OAuth password grant of the web client. */
async function tokenOf(request: Request, username: string, password = DEMO_PASSWORD) {
  const answer = await request.post('/api/oauth/token', {
    data: { username, password, grant_type: 'password', client_id: '1' },
  });
  return { authorization: `Bearer ${(await answer.json()).access_token}` };
}

/**
 * An executive of this test run, created by the administrator as the user screens would: the
 * demo executive's password is another spec's to change. Their clients are the ones they load.
 */
async function freshExecutive(request: Request) {
  const admin = await tokenOf(request, 'admin@demo.test');
  const cargos = await (
    await request.get('/api/v1/auth-admin/assigment?range=[0,99]', { headers: admin })
  ).json();
  const email = `ejecutiva-${Date.now().toString(36)}@demo.test`;
  const password = 'Clientes2026';
  const created = await request.post('/api/v1/auth-admin/user', {
    headers: admin,
    data: {
      name: 'Elena Ejecutiva',
      email,
      password,
      password_confirmation: password,
      roles: [2],
      assignments: [cargos.find((c: { name: string }) => c.name === 'executive').id],
      organizations: [1],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password, admin };
}

/** The supervisor's first client, read with the administrator's access. */
async function supervisorsClient(request: Request, admin: Record<string, string>) {
  const supervisor = await tokenOf(request, 'supervisor@demo.test');
  const me = await (await request.get('/api/v1/user/me', { headers: supervisor })).json();
  const filter = encodeURIComponent(JSON.stringify({ executive_id: me.data.id }));
  const page = await request.get(`/api/v1/account?filter=${filter}&range=[0,0]`, {
    headers: admin,
  });
  return (await page.json())[0] as { id: string; cuit: string; display_name: string };
}

/** A valid company CUIT no other run uses (prefix 30, AFIP's check digit). */
function freshCuit(): string {
  for (let n = Date.now() % 90_000_000; ; n++) {
    const base = `30${String(10_000_000 + n).slice(-8)}`;
    const check = cuitCheckDigit(base);
    if (check !== null) return formatCuit(`${base}${check}`);
  }
}

/** Opens a picker (by its label, or the locator given) and chooses an option by its text. */
async function pick(page: Page | Locator, label: RegExp | string | null, option: string) {
  const picker = label === null ? (page as Locator) : page.getByRole('combobox', { name: label });
  await picker.click();
  const options = 'page' in page ? page.page() : page;
  await options.getByRole('option', { name: option, exact: true }).click();
}

test('an executive creates a company, links a contact and finds it by CUIT from anywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const executive = await freshExecutive(request);
  await openAs(page, '/account/create', executive);
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

  // Two phones and two addresses in the same form; a digit missing is caught on its own box.
  const phones = page.getByRole('group', { name: 'Teléfonos' });
  await page.getByRole('button', { name: 'Agregar teléfono' }).click();
  await page.getByRole('button', { name: 'Agregar teléfono' }).click();
  await phones.getByLabel('Código de área').nth(0).fill('011');
  await phones.getByLabel('Número').nth(0).fill('15 5555-123');
  await phones.getByLabel('Código de área').nth(1).fill('0351');
  await pick(phones.getByRole('combobox', { name: /Tipo/ }).nth(1), null, 'Laboral');
  await phones.getByLabel('Número').nth(1).fill('422-1234');
  await phones.getByLabel('Interno').nth(1).fill('12');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(phones.getByLabel('Número').nth(0)).toHaveAccessibleDescription(/suman 10 dígitos/);
  await phones.getByLabel('Número').nth(0).fill('15 5555-1234');
  const addresses = page.getByRole('group', { name: 'Domicilios' });
  for (const [index, [street, state, locality]] of [
    ['Av. Corrientes 1234', 'Ciudad Autónoma de Buenos Aires', 'Palermo'],
    ['Bv. Oroño 850', 'Santa Fe', 'Rosario'],
  ].entries()) {
    await page.getByRole('button', { name: 'Agregar domicilio' }).click();
    await addresses.getByLabel('Calle').nth(index).fill(street);
    // The locality waits for its province, and offers only that province's.
    await expect(addresses.getByRole('combobox', { name: /Localidad/ }).nth(index)).toBeDisabled();
    await pick(addresses.getByRole('combobox', { name: /Provincia/ }).nth(index), null, state);
    // A province has hundreds of localities: typing the name finds it, as a person would.
    const localityPicker = addresses.getByRole('combobox', { name: /Localidad/ }).nth(index);
    await localityPicker.click();
    await localityPicker.fill(locality);
    await page.getByRole('option', { name: `${locality} (${state})`, exact: true }).click();
  }
  // The executive field is not theirs to set: the client is assigned to them.
  await expect(page.getByRole('combobox', { name: 'Ejecutivo' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();

  // Saved: the client's page, its data with the CUIT formatted and the executive named.
  await expect(page).toHaveURL(/\/account\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Cliente ${name}`).first()).toBeVisible();
  await expect(page.getByText(cuit, { exact: true })).toBeVisible();
  await expect(page.locator('#main-content').getByText('Elena Ejecutiva')).toBeVisible();
  const savedPhones = page.getByRole('table', { name: 'Teléfonos' });
  await expect(savedPhones.getByRole('cell', { name: '(011) 15 5555-1234' })).toBeVisible();
  await expect(savedPhones.getByRole('cell', { name: '(0351) 422-1234 int. 12' })).toBeVisible();
  const savedAddresses = page.getByRole('table', { name: 'Domicilios' });
  await expect(savedAddresses.getByRole('cell', { name: 'Rosario (Santa Fe)' })).toBeVisible();
  await expect(savedAddresses.getByRole('cell', { name: 'Av. Corrientes 1234' })).toBeVisible();
  const accountUrl = page.url();

  // Contactos: a contact linked with its role, the client already chosen.
  await page.getByRole('tab', { name: 'Contactos' }).click();
  await page.getByRole('link', { name: 'Agregar Contacto del cliente' }).click();
  await expect(page).toHaveURL(/\/account_contact\/create\?source=/);
  await page.getByRole('combobox', { name: 'Contacto' }).fill('a');
  await page.getByRole('option').first().click();
  await pick(page, /Rol/, 'Contador/a');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Saved: back on the client's tab it was added from.
  await expect(page).toHaveURL(`${accountUrl}/contacts`);
  await expect(page.getByRole('cell', { name: 'Contador/a' })).toBeVisible();

  // A call logged from the client's page: the tab, Agregar, the outcome, Guardar.
  await page.getByRole('tab', { name: 'Interacciones' }).click();
  await page.getByRole('link', { name: 'Agregar Interacción' }).click();
  await pick(page, /Resultado/, 'Hablamos');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(`${accountUrl}/interactions`);
  await expect(page.getByRole('cell', { name: 'Llamada', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hablamos', exact: true })).toBeVisible();

  // Reload in the middle of the walk: the page and its tab come back as they were.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Interacciones', selected: true })).toBeVisible();

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
  const executive = await freshExecutive(request);
  const theirs = await supervisorsClient(request, executive.admin);
  await openAs(page, '/account', executive);
  await expect(
    page.getByRole('button', { name: 'Elena Ejecutiva: perfil y salida' }),
  ).toBeVisible();
  await page.goto(`/account/${theirs.id}`);
  // As if it did not exist: the API answers 404 and the screen says so.
  await expect(page.getByText('El registro no existe')).toBeVisible();
  await expect(page.getByText(theirs.display_name)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page
    .getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' })
    .fill(theirs.cuit.replace(/-/g, ''));
  await expect(page.getByText(/Nada coincide/)).toBeVisible();
});

test('the form warns that a client with that CUIT exists: linked if yours, unnamed if not', async ({
  page,
  request,
}) => {
  const executive = await freshExecutive(request);
  const theirs = await supervisorsClient(request, executive.admin);
  await openAs(page, '/account/create', executive);
  const cuit = page.getByLabel('CUIT/CUIL');
  await cuit.fill(theirs.cuit.replace(/-/g, ''));
  const warnings = page.getByRole('status');
  await expect(warnings).toContainText(
    'Ya hay un cliente con el mismo CUIT/CUIL, asignado a otra persona',
  );
  await expect(warnings).not.toContainText(theirs.display_name);
  await expect(warnings.getByRole('link')).toHaveCount(0);

  // The administrator sees every client: the warning names it and opens it.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/account/create');
  await logIn(page, { email: 'admin@demo.test', password: DEMO_PASSWORD });
  await page.getByLabel('CUIT/CUIL').fill(theirs.cuit);
  await expect(page.getByRole('status')).toContainText(
    `Ya existe «${theirs.display_name}» (cliente) con el mismo CUIT/CUIL.`,
  );
  // Leaving a form with typed data asks first (the browser's own confirmation).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('status').getByRole('link', { name: 'Ver cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/${theirs.id}$`));
});
