/**
 * The quoting wizard as an executive goes through it (issue 13 section 3): a car quoted from
 * the branch chooser, the guide's cascade proposing the sum, a bad plate refused on the spot,
 * a reload in the middle resuming the same step with what was typed, a step skipped by its
 * address sent back to the first one open, the client chosen, and the opportunity stored at
 * the quotation. Then one home journey: its place picked by hand and then copied from the
 * client's address, the combined policy's covers and their rules, a reload; its link opening
 * at its object while it is worked, keeping what was typed when the page is reloaded before
 * the autosave's pause, and priced by the home plans. A caución with its tomador (the client,
 * at first), beneficiary and term, refused on a bad CUIT.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { openAs } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };
const UUID = '[0-9a-f-]{36}';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: false }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A client the executive sees, by the name the picker shows. */
async function someClient(page: Page) {
  const range = encodeURIComponent('[0,0]');
  const { json } = await api<{ display_name: string }[]>(page, 'GET', `account?range=${range}`);
  return json[0].display_name;
}

async function pickClient(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: /Cliente/ });
  await input.fill(name.split(/[ ,]/)[0]);
  await page.getByRole('option', { name }).first().click();
}

test('a car is quoted through the wizard, resumed after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, '/opportunity/create', EXECUTIVE);
  await page.getByRole('button', { name: 'Automotores' }).click();
  await expect(page).toHaveURL(/\/opportunity\/car$/);
  await expect(page.getByRole('listitem', { name: 'Vehículo: en curso' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Cliente: pendiente' })).toBeVisible();

  // The guide's cascade: each level waits for the one before it; the year proposes the sum.
  await expect(page.getByRole('combobox', { name: 'Modelo' })).toBeDisabled();
  await choose(page, 'Marca', 'Toyota');
  await choose(page, 'Modelo', 'Corolla');
  await choose(page, 'Versión', '2.0 XEI CVT');
  await choose(page, 'Año', /^2024/);
  await expect(page.getByLabel('Suma asegurada')).not.toHaveValue('');
  // A plate that is no car's is refused where it was typed.
  await page.getByLabel('Patente').fill('A1');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel('Patente')).toHaveAccessibleDescription(/AB 123 CD/);
  await page.getByLabel('Patente').fill('AE 512 KD');
  await page.getByLabel('Color').fill('Gris plata');

  // Autosaved: the address now names the draft, and a reload keeps what was typed. Waits for
  // the save of the plate itself: "Borrador guardado" may still be an earlier save's.
  await expect(page).toHaveURL(new RegExp(`/opportunity/car/${UUID}/new/vehicle$`));
  const draftAddress = page.url();
  const draftId = /\/car\/([0-9a-f-]{36})\//.exec(draftAddress)![1];
  await expect
    .poll(
      async () => {
        const { json } = await api<{ values: { vehicle?: Record<string, unknown> } }>(
          page,
          'GET',
          `flows/opportunity/${draftId}`,
        );
        return [json.values.vehicle?.domain, json.values.vehicle?.color];
      },
      { timeout: 15_000 },
    )
    .toEqual(['AE 512 KD', 'Gris plata']);
  await page.reload();
  await expect(page.getByLabel('Patente')).toHaveValue('AE 512 KD');
  await expect(page.getByLabel('Color')).toHaveValue('Gris plata');
  await expect(page.getByRole('combobox', { name: 'Versión' })).toHaveValue('2.0 XEI CVT');

  // The quotation by its address, before the steps: back to the first one still open.
  await page.goto(draftAddress.replace(/\/vehicle$/, '/quotation'));
  await expect(page).toHaveURL(/\/new\/vehicle$/);

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/new\/person$/);
  await expect(page.getByRole('listitem', { name: 'Vehículo: completo' })).toBeVisible();
  const client = await someClient(page);
  await pickClient(page, client);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Stored: the quotation step of the opportunity, named by its vehicle.
  await expect(page).toHaveURL(new RegExp(`/opportunity/car/${UUID}/edit/quotation$`));
  await expect(page.getByText('Automotores · Toyota Corolla 2.0 XEI CVT 2024')).toBeVisible();
  await expect(page.getByText('AE 512 KD')).toBeVisible();
  await page.getByRole('link', { name: 'Ver la oportunidad' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${UUID}/show$`));
  await expect(page.getByRole('link', { name: 'Abrir en el asistente' })).toBeVisible();
});

/** A client the executive sees, with the street of its main address (its first). */
async function clientWithAddress(page: Page) {
  const range = encodeURIComponent('[0,0]');
  const { json } = await api<{ id: string }[]>(page, 'GET', `account?range=${range}`);
  const { json: client } = await api<{ display_name: string; addresses: { street: string }[] }>(
    page,
    'GET',
    `account/${json[0].id}`,
  );
  return { name: client.display_name, street: client.addresses[0].street };
}

/**
 * One home journey (it was two, each paying for its own login, client and quotation): chosen
 * from the branch chooser, the place picked by hand and then replaced by the client's address,
 * the sums refused as the rules say, the draft kept across a reload; stored at the quotation,
 * opened again from its page at its object, reloaded at once after a change (before the
 * autosave's pause) keeping it, and priced a year in instalments by the home plans.
 */
test('a home takes the client’s address and the combined policy’s covers, and opens at its object while worked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAs(page, '/opportunity/create', EXECUTIVE);
  await page.getByRole('button', { name: 'Hogar' }).click();
  await expect(page.getByRole('listitem', { name: 'Cliente: en curso' })).toBeVisible();
  const client = await clientWithAddress(page);
  await pickClient(page, client.name);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/home/${UUID}/new/object$`));

  // The place by hand, the locality among the province's; then the client's address replaces
  // it: street, province, locality, all at once.
  await page.getByLabel('Calle').fill('Av. Santa Fe');
  await page.getByLabel('Número').fill('3250');
  await choose(page, 'Provincia', /Ciudad Autónoma/);
  await choose(page, 'Localidad', /./);
  await page.getByRole('button', { name: 'Usar el domicilio del cliente' }).click();
  await expect(page.getByLabel('Calle')).toHaveValue(client.street);
  await expect(page.getByRole('combobox', { name: 'Provincia' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Localidad' })).not.toHaveValue('');

  await choose(page, 'Tipo de vivienda', 'Casa');
  await page.getByLabel('Superficie cubierta (m²)').fill('120');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // Neither sum: the rule says so on the building's.
  await expect(page.getByLabel('Suma del edificio')).toHaveAccessibleDescription(
    /suma del edificio, la del contenido o ambas/,
  );
  await page.getByLabel('Suma del contenido').fill('15.000.000,00');
  // Theft of the contents above the contents: refused on its box.
  await page.getByLabel('Suma por robo del contenido').fill('20.000.000,00');
  await page.getByLabel('Suma por cristales').fill('-1');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel('Suma por robo del contenido')).toHaveAccessibleDescription(
    /no puede superar la suma del contenido/,
  );
  await expect(page.getByLabel('Suma por cristales')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Suma por robo del contenido').fill('3.000.000,00');
  await page.getByLabel('Suma por cristales').fill('400.000,00');
  await page.getByLabel('Suma por responsabilidad civil').fill('20.000.000,00');
  await page.getByLabel('Suma por equipos electrónicos').fill('2.500.000,00');

  // Reloaded: the copied address and the covers are in the draft.
  const draftId = /\/home\/([0-9a-f-]{36})\//.exec(page.url())![1];
  await expect
    .poll(
      async () => {
        const { json } = await api<{ values: { object?: Record<string, unknown> } }>(
          page,
          'GET',
          `flows/opportunity/${draftId}`,
        );
        return [json.values.object?.street, json.values.object?.electronics_sum];
      },
      { timeout: 15_000 },
    )
    .toEqual([client.street, 2_500_000]);
  await page.reload();
  await expect(page.getByLabel('Calle')).toHaveValue(client.street);
  await expect(page.getByLabel('Suma por robo del contenido')).toHaveValue(/3\.000\.000/);

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/edit\/quotation$/);
  await expect(page.getByText(`Hogar · Casa en ${client.street}`)).toBeVisible();
  await expect(page.getByText('Suma por equipos electrónicos')).toBeVisible();

  // Its page's link (spec 2.4): active, so the wizard opens at the object.
  await page.getByRole('link', { name: 'Ver la oportunidad' }).click();
  await page.getByRole('link', { name: 'Abrir en el asistente' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/home/${UUID}/edit/object$`));
  await expect(page.getByLabel('Calle')).toHaveValue(client.street);

  // Reloaded at once, before the autosave's pause: what was typed is saved as the page goes.
  // (A number the client's address does not already have, so the reload proves the typing.)
  const number = (await page.getByLabel('Número').inputValue()) === '3252' ? '3253' : '3252';
  await page.getByLabel('Número').fill(number);
  await page.reload();
  await expect(page.getByLabel('Número')).toHaveValue(number);

  // The home's insurers price it a year, in twelve monthly instalments, by their home plans.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/edit\/quotation$/);
  await page.getByRole('button', { name: 'Cotizar con las compañías' }).click();
  const table = page.getByRole('table', { name: 'Comparación de cotizaciones' });
  await expect(page.getByText(/\d+ de \d+ planes cotizados/)).toBeVisible({ timeout: 30_000 });
  const best = table.getByRole('row').filter({ hasText: 'Mejor precio' }).first();
  await expect(best.getByText(/12 ×|11 ×/)).toBeVisible();
  await expect(table.getByText('CF', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Con granizo')).toHaveCount(0);
});

test('a caución asks for its bond, the client as the tomador from the start', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, '/opportunity/surety_common', EXECUTIVE);
  const name = await someClient(page);
  await pickClient(page, name);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/surety_common/${UUID}/new/object$`));

  await expect(page.getByLabel(/^Tomador/)).toHaveValue(name);
  await choose(page, 'Tipo de garantía', 'Alquiler');
  await page.getByLabel('CUIT del tomador').fill('20-30123456-4');
  await page.getByLabel('Asegurado (beneficiario)').fill('Gómez, Ana');
  await page.getByLabel('Suma asegurada').fill('3.600.000,00');
  await page.getByLabel('Obra, contrato o expediente').fill('Locación de Av. Corrientes 1234');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // A CUIT whose check digit is wrong, and no term: each said on its box.
  await expect(page.getByLabel('CUIT del tomador')).toHaveAccessibleDescription(
    /no es un CUIT válido/,
  );
  await expect(page.getByLabel('Plazo (meses)')).toHaveAccessibleDescription(
    /plazo en meses o las fechas de vigencia/,
  );
  await page.getByLabel('CUIT del tomador').fill('20-30123456-3');
  await page.getByLabel('Plazo (meses)').fill('24');

  // Reloaded before the autosave's pause: what was typed is kept.
  await page.reload();
  await expect(page.getByLabel('Asegurado (beneficiario)')).toHaveValue('Gómez, Ana');
  await expect(page.getByLabel('Plazo (meses)')).toHaveValue('24');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page).toHaveURL(/\/edit\/quotation$/);
  await expect(page.getByText('Caución · Alquiler a favor de Gómez, Ana')).toBeVisible();
  await expect(page.getByText('20-30123456-3')).toBeVisible();
  // No insurer sells caución in the demo: asking says so, as for any such branch.
  await page.getByRole('button', { name: 'Cotizar con las compañías' }).click();
  await expect(page.getByText(/Ninguna compañía/).first()).toBeVisible();
});
