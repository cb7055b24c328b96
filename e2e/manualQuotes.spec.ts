/**
 * A quote an insurer sent by e-mail, typed in by the executive (issue 28 item 23): on a home
 * opportunity's Cotizaciones tab, an insurer without home plans is told in the executive's words
 * with a button to load its quote; the form takes the plan's name, the prices, the validity and
 * the insurer's PDF (a wrong premium refused on its input first); the quote shows in the
 * comparison marked «Cargada a mano» with its PDF, and choosing it accepts the opportunity.
 */
import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../fixtures/files';
import { api } from './api';
import { openAs } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };
const HOME = 4;

/** Types into a date picker's sections (dd/mm/aaaa), as a person does with the keyboard. */
async function typeDate(page: Page, label: RegExp, text: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(text.replaceAll('/', ''));
}

test('an insurer without plans is loaded by hand with its PDF and chosen', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, '/opportunity', EXECUTIVE);
  const range = encodeURIComponent('[0,0]');
  const { json: clients } = await api<{ id: string }[]>(page, 'GET', `account?range=${range}`);
  const created = await api<{ id: string }>(page, 'POST', 'opportunity', {
    branch_id: HOME,
    account_id: clients[0].id,
    subject: 'Departamento en Palermo, 3 ambientes',
    sum_insured: 60_000_000,
    requested_at: new Date().toISOString(),
  });
  expect(created.status).toBe(201);
  await page.goto(`/opportunity/${created.json.id}/show`);
  // The page's button leads to the Cotizaciones tab with the form open.
  await page.getByRole('button', { name: 'Cargar cotización manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cargar cotización manual' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${created.json.id}/quotes`));
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Some insurer sells no home plan here: said in the executive's words, with its button.
  const notices = page.getByRole('list', { name: 'Compañías sin planes de Hogar' });
  const notice = notices.getByRole('listitem').first();
  await expect(notice).toContainText(
    /no tiene planes de Hogar cargados: pedile la cotización y cargala a mano\./,
  );
  const insurer = ((await notice.innerText()).split(' no tiene planes')[0] ?? '').trim();
  await notice.getByRole('button', { name: 'Cargar a mano' }).click();

  await expect(dialog.getByRole('combobox', { name: /Compañía/ })).toContainText(insurer);
  await dialog.getByLabel(/Nombre del plan/).fill('Hogar Integral Plus');
  const premium = dialog.getByLabel(/Premio con impuestos/);
  await premium.fill('0');
  await dialog.getByLabel(/Prima sin impuestos/).fill('70.000');
  await dialog.getByLabel(/Cuotas/).fill('3');
  const due = new Date(Date.now() + 20 * 86_400_000);
  const typed = [due.getDate(), due.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(due.getFullYear()))
    .join('/');
  await typeDate(page, /Válida hasta/, typed);
  await dialog.getByLabel(/Número de cotización en la compañía/).fill('HOG-4471');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'cotizacion-hogar.pdf',
    mimeType: 'application/pdf',
    buffer: simplePdf('Cotizacion HOG-4471'),
  });
  await expect(dialog.getByText('cotizacion-hogar.pdf')).toBeVisible();

  // A premium of zero is refused on its input, before anything is sent.
  await dialog.getByRole('button', { name: 'Cargar cotización' }).click();
  await expect(dialog.getByText('El premio tiene que ser mayor que cero.')).toBeVisible();
  await premium.fill('85.000,50');
  // Enter sends it: the form's error toast still covers the button for a few seconds.
  await premium.press('Enter');
  await expect(dialog).toBeHidden();

  // In the comparison, marked as typed by hand, with its PDF; chosen, it accepts the opportunity.
  const table = page.getByRole('table', { name: 'Comparación de cotizaciones' });
  const row = table.getByRole('row').filter({ hasText: insurer }).first();
  await expect(row.getByText('Cargada a mano')).toBeVisible();
  await expect(row.getByText('Hogar Integral Plus')).toBeVisible();
  await expect(row.getByText('$ 85.000,50')).toBeVisible();
  await expect(row.getByRole('button', { name: /Ver el PDF de la compañía/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /Bonificar/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'Elegir' }).click();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(row.getByText('Elegida')).toBeVisible();
  await page.getByRole('tab', { name: 'Datos' }).click();
  await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
});
