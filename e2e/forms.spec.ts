/**
 * Forms in an English browser (--lang=en-US): numbers and dates still read and show the
 * Argentine way, validation messages are ours, and the layout keeps Guardar in sight.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { navigate, openAs, uniqueName } from './helpers';

/** The JSON body of the next request to `path` with `method`. */
function nextBody(page: Page, method: string, path: RegExp) {
  return page
    .waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname))
    .then((r) => r.postDataJSON() as Record<string, unknown>);
}

/** A valid CUIT no other run uses (check digit of AFIP's algorithm). */
function newCuit(): string {
  for (;;) {
    const body = `30${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * Number(body[i]), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return `${body.slice(0, 2)}-${body.slice(2)}-${check}`;
  }
}

/** Types into a date picker's sections (dd/mm/aaaa), as a person does with the keyboard. */
async function typeDate(page: Page, label: RegExp, text: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(text.replaceAll('/', ''));
}

/** One administrator through the forms, in one page load. */
test('an administrator fills forms in an English browser: numbers, dates, messages, layout, pickers', async ({
  page,
}) => {
  await test.step('a rate typed as 1.465,50 in an English browser saves 1465.5 and reads 1.465,5000; a date typed dd/mm/aaaa saves that day', async () => {
    await openAs(page, '/admin/currencies/currency_quotation/create');
    await page.getByLabel('Moneda *').click();
    await page.getByRole('option').first().click();
    // Far in the future, so it never meets another run's quotation of the same day.
    const day = 1 + (Date.now() % 28);
    const year = 2100 + (Math.floor(Date.now() / 1000) % 800);
    const typed = `${String(day).padStart(2, '0')}/03/${year}`;
    await typeDate(page, /Fecha/, typed);
    await expect(page.getByRole('group', { name: /Fecha/ })).toContainText(typed.split('/')[0]);

    const rate = page.getByLabel('Tipo de cambio *');
    // A dot is not a decimal separator here: refused with our message, never read as 146550.
    await rate.fill('1465.50');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(rate).toHaveAccessibleDescription(/1\.465,50 \(punto para los miles/);

    await rate.fill('1.465,50');
    const sent = nextBody(page, 'POST', /currency_quotation$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const body = await sent;
    expect(body.rate).toBe(1465.5);
    expect(body.date).toBe(`${year}-03-${String(day).padStart(2, '0')}`);
    await expect(page).toHaveURL(/currency_quotation\/\d+\/edit$/);

    // Read back from the server: the same day and amount, shown the Argentine way.
    await page.reload();
    await expect(page.getByLabel('Tipo de cambio *')).toHaveValue('1.465,5000');
    await expect(page.getByRole('group', { name: /Fecha/ })).toHaveText(new RegExp(typed));
    const id = /currency_quotation\/(\d+)\/edit/.exec(page.url())![1];
    const stored = await api<{ rate: number | string; date: string }>(
      page,
      'GET',
      `admin/currencies/currency_quotation/${id}`,
    );
    expect(Number(stored.json.rate)).toBe(1465.5);
    expect(stored.json.date).toBe(body.date);

    // The original defect: 1465,75 (no thousands dot) is 1465.75, never 146575.
    await page.getByLabel('Tipo de cambio *').fill('1465,75');
    const update = nextBody(page, 'PUT', /currency_quotation\/\d+$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect((await update).rate).toBe(1465.75);
    // Saved: the next screen opens without an unsaved-changes question.
    await expect(page.getByText('Registro actualizado')).toBeVisible();
  });
  await test.step('e-mail and web site errors are our Spanish messages, not the browser’s', async () => {
    await navigate(page, '/admin/company/create');
    await page.getByLabel('Nombre *').fill(uniqueName('Aseguradora'));
    await page.getByLabel('CUIT *').fill(newCuit());
    const email = page.getByLabel('Correo electrónico');
    const website = page.getByLabel('Sitio web');
    await expect(email).toHaveAttribute('type', 'text');
    await expect(website).toHaveAttribute('type', 'text');
    await email.fill('no-es-correo');
    await website.fill('cualquier cosa');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(email).toHaveAccessibleDescription(
      'El campo Correo electrónico debe ser una dirección de correo válida.',
    );
    await expect(website).toHaveAccessibleDescription(
      'El campo Sitio web debe ser una URL válida.',
    );
    // No native constraint popup ever blocks or speaks English.
    expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    await expect(page).toHaveURL(/\/admin\/company\/create$/);

    await email.fill('contacto@aseguradora.com.ar');
    await website.fill('https://www.aseguradora.com.ar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // An insurer has tabs (codes, commissions): the saved record opens its page.
    await expect(page).toHaveURL(/\/admin\/company\/\d+$/);
    await expect(page.getByRole('link', { name: 'https://www.aseguradora.com.ar' })).toBeVisible();
  });
  await test.step('on a 1366×768 laptop the form has two columns and Guardar and Cancelar stay in sight', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await navigate(page, '/admin/company/create');
    const name = await page.getByLabel('Nombre *').boundingBox();
    const businessName = await page.getByLabel('Razón social').boundingBox();
    expect(businessName!.y).toBeCloseTo(name!.y, 0);
    expect(businessName!.x).toBeGreaterThan(name!.x + name!.width);
    // Widths follow the grid, not the length of a helper text.
    const ssn = await page.getByLabel('Código SSN').boundingBox();
    expect(Math.abs(ssn!.width - name!.width)).toBeLessThan(2);
    // Long texts take the whole row.
    const notes = await page.getByLabel('Observaciones').boundingBox();
    expect(notes!.width).toBeGreaterThan(name!.width * 1.8);

    const save = page.getByRole('button', { name: 'Guardar' });
    const cancel = page.getByRole('button', { name: 'Cancelar' });
    await expect(save).toBeInViewport();
    await expect(cancel).toBeInViewport();
    await page.getByLabel('Observaciones').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(save).toBeInViewport();
    await page.screenshot({ path: 'test-results/h4-company-create.png' });

    await cancel.click();
    await expect(page).toHaveURL(/\/admin\/company$/);
  });
  await test.step('the locality picker names the province: two San Martín are told apart', async () => {
    await navigate(page, '/admin/locations/zipcode/create');
    const name = uniqueName('San Martín');
    for (const state_id of [2, 21])
      expect((await api(page, 'POST', 'admin/locations/locality', { name, state_id })).status).toBe(
        201,
      );
    await page.getByLabel('Localidad *').fill(name);
    await expect(page.getByRole('option', { name: `${name} (Buenos Aires)` })).toBeVisible();
    await page.getByRole('option', { name: `${name} (Santa Fe)` }).click();
    await expect(page.getByLabel('Localidad *')).toHaveValue(`${name} (Santa Fe)`);
    await page.screenshot({ path: 'test-results/h4-zipcode-create.png' });
  });
});
