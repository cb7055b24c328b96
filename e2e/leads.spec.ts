/**
 * Leads as an executive works them (issue 12, section 4): one loaded by hand, moved along its
 * status with the buttons of its page (the status is not in the form), converted into a client
 * in one click, the client's page reached from it; another discarded with its reason; a new
 * lead with that client's CUIT warned of it; and a lead started from a client's Leads tab,
 * filled in from the client.
 */
import { expect, test, type Page } from '@playwright/test';
import { cuitCheckDigit, formatCuit } from '../domain/validators';
import { api } from './api';
import { ADMIN, openAs, uniqueName } from './helpers';

/** A valid company CUIT (prefix 33) no other run uses. */
function freshCuit(): string {
  for (let n = (Date.now() >> 4) % 80_000_000; ; n++) {
    const base = `33${String(10_000_000 + n).slice(-8)}`;
    const check = cuitCheckDigit(base);
    if (check !== null) return formatCuit(`${base}${check}`);
  }
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a lead is contacted, converted into a client, and another discarded with its reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAs(page, '/lead/create', ADMIN);
  await expect(page).toHaveTitle(/Alta de lead/);
  // The status is the machine's: the form does not offer it.
  await expect(page.getByRole('combobox', { name: /Estado/ })).toHaveCount(0);
  await pick(page, /Tipo de persona/, 'Persona jurídica');
  const name = uniqueName('Fletes Rápidos S.A.');
  await page.getByLabel('Razón social').fill(name);
  const cuit = freshCuit();
  await page.getByLabel('CUIT/CUIL').fill(cuit);
  // Nobody could call or write to it: the rule says so on the e-mail.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    /correo electrónico o un teléfono/,
  );
  await page.getByLabel('Teléfono', { exact: true }).fill('0341 422-1234');
  await pick(page, /Ramo de interés/, 'Automotores');
  await page.getByRole('button', { name: 'Guardar' }).click();

  // Its page: the actions of a new lead, then of a contacted one.
  await expect(page).toHaveURL(/\/lead\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Nuevo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como contactado' }).click();
  await expect(page.getByText('Contactado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como contactado' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Convertir en cliente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Convertir en cliente' }).click();
  await expect(page.getByText('Convertido en cliente', { exact: true })).toBeVisible();
  // It lives on as its client: no more edits here.
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  // The client it became, one click away.
  await page.locator('#main-content').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/[0-9a-f-]{36}/);
  await expect(page.getByText(`Cliente ${name}`).first()).toBeVisible();

  // Another lead discarded: the reason is asked for and shown.
  await page.goto('/lead/create');
  await page.getByLabel('Nombre', { exact: true }).fill('Marta');
  await page.getByLabel('Apellido', { exact: true }).fill(uniqueName('Descartada'));
  await page.getByLabel('Correo electrónico').fill('marta.descartada@gmail.com');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/lead\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Descartar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Descartar' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: /Motivo de descarte/ }).click();
  await page.getByRole('option', { name: 'Le pareció caro' }).click();
  await dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Descartado', { exact: true })).toBeVisible();
  await expect(page.getByText('Le pareció caro', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible();

  // A new lead with the CUIT of the client the first one became: the form says who has it.
  await page.goto('/lead/create');
  await pick(page, /Tipo de persona/, 'Persona jurídica');
  await page.getByLabel('CUIT/CUIL').fill(cuit);
  const warning = page.getByRole('status');
  await expect(warning).toContainText(`Ya existe «${name}» (cliente) con el mismo CUIT/CUIL.`);
  await expect(warning.getByRole('link', { name: 'Ver cliente' })).toHaveAttribute(
    'href',
    /\/account\/[0-9a-f-]{36}$/,
  );
});

test('a lead started from a client’s Leads tab comes filled in from the client', async ({
  page,
}) => {
  // The first demo client (fixtures/clients.ts numbers their ids).
  await openAs(page, '/account/00000000-0000-4000-9000-000000000001', ADMIN);
  const heading = page.locator('#react-admin-title');
  await expect(heading).toContainText('Cliente ');
  const client = (await heading.innerText()).replace(/^Cliente /, '').trim();
  await page.getByRole('tab', { name: 'Leads' }).click();
  await page.getByRole('link', { name: 'Agregar Lead' }).click();
  await expect(page).toHaveURL(/\/lead\/create\?source=/);
  await expect(page.getByRole('combobox', { name: 'Cliente', exact: true })).toHaveValue(client);
  await pick(page, /Ramo de interés/, 'Hogar');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Back on the client's Leads tab, with the new lead listed.
  await expect(page).toHaveURL(/\/account\/[0-9a-f-]{36}\/leads$/);
  await expect(page.getByRole('cell', { name: 'Hogar' }).first()).toBeVisible();
});

test('an operator’s lead goes to the executive named, who converts it; the operator keeps editing it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };
  const OPERATOR = { email: 'operador@demo.test', password: 'Demo1234!' };
  await openAs(page, '/lead', EXECUTIVE);
  const { json: me } = await api<{ id: number }>(page, 'GET', 'user/me');

  await openAs(page, '/lead/create', OPERATOR);
  const last = uniqueName('Llamada');
  await page.getByLabel('Nombre', { exact: true }).fill('Marta');
  await page.getByLabel('Apellido').fill(last);
  await page.getByLabel('Teléfono').fill('011 4555-1234');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Nobody would see it: the operator names who works it.
  await expect(page.getByText(/Elegí el ejecutivo que va a trabajar este lead/)).toBeVisible();

  const created = await api<{ id: string }>(page, 'POST', 'lead', {
    first_name: 'Marta',
    last_name: last,
    phone: '011 4555-1235',
    executive_id: me.id,
  });
  expect(created.status).toBe(201);
  await page.goto(`/lead/${created.json.id}/show`);
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();

  await openAs(page, `/lead/${created.json.id}/show`, EXECUTIVE);
  await page.getByRole('button', { name: 'Convertir en cliente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Convertir en cliente' }).click();
  await expect(page.getByText('Convertido en cliente', { exact: true }).first()).toBeVisible();
});
