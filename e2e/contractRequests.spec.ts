/**
 * From an accepted quote to the subscribers' queue (issue 31): the executive confirms the
 * opportunity for issue and finds its request on the opportunity's «Solicitudes de póliza» tab;
 * the subscriber finds it in «Sin asignar», takes it, and has it in «Mis solicitudes», where
 * it stays after a reload, then completes its emission: the client proposed as the contract's
 * people, the quoted risk as its item, a card checked as typed and kept masked across a reload
 * in the middle, and sends it with the card's code to the simulated insurer, whose answer
 * arrives live; then opens the policy it became, tab by tab. The opportunity is the test's
 * own, quoted by the simulated insurers.
 */
import { expect, test } from '@playwright/test';
import { api } from './api';
import { navigate, openAs, uniqueName } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };
const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const HOME = 4;
const QUOTED = 804;
const OPPORTUNITY_QUOTED = 105;

test('a confirmed opportunity reaches the subscriber who takes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openAs(page, '/opportunity', EXECUTIVE);
  const range = encodeURIComponent('[0,0]');
  const { json: clients } = await api<{ id: string; display_name: string }[]>(
    page,
    'GET',
    `account?range=${range}`,
  );
  const subject = uniqueName('Departamento en Belgrano');
  const created = await api<{ id: string }>(page, 'POST', 'opportunity', {
    branch_id: HOME,
    account_id: clients[0].id,
    subject,
    sum_insured: 90_000_000,
    requested_at: new Date().toISOString(),
  });
  expect(created.status).toBe(201);
  const id = created.json.id;
  expect((await api(page, 'POST', `opportunity/${id}/quote`, {})).status).toBe(200);
  // Quoted once the insurers answered; one of its quotes, as its comparison reads them, chosen.
  await expect
    .poll(
      async () => (await api<{ status: number }>(page, 'GET', `opportunity/${id}`)).json.status,
      {
        timeout: 30_000,
      },
    )
    .toBe(OPPORTUNITY_QUOTED);
  const { json: quotes } = await api<{ id: number; status: number }[]>(
    page,
    'GET',
    `opportunity/${id}/quotes`,
  );
  const best = quotes.find((quote) => quote.status === QUOTED);
  expect((await api(page, 'POST', `opportunity/${id}/accept`, { quote_id: best!.id })).status).toBe(
    200,
  );

  // The executive confirms it from the opportunity's page.
  await page.goto(`/opportunity/${id}/show`);
  await page.getByRole('button', { name: 'Confirmar para emisión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar para emisión' }).click();
  await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Solicitudes de póliza' }).click();
  const request = page.getByRole('row', { name: new RegExp(subject) });
  await expect(request.getByText('Pendiente', { exact: true })).toBeVisible();

  // The subscriber takes it from the queue and has it as theirs.
  const other = await browser.newPage();
  await openAs(other, '/contract_request/unassigned', SUBSCRIBER);
  const waiting = other.getByRole('row', { name: new RegExp(subject) });
  await waiting.getByRole('button', { name: 'Tomar' }).click();
  await expect(other.getByText(/La solicitud es tuya/)).toBeVisible();
  await expect(waiting).toBeHidden();
  await navigate(other, '/contract_request/mine');
  await other.reload();
  const mine = other.getByRole('row', { name: new RegExp(subject) });
  await expect(mine.getByText('Susana Suscriptora')).toBeVisible();
  await mine.click();
  // Its page: the holder as confirmed, though the client is the executive's to open; no «Tomar».
  await expect(other.getByText(clients[0].display_name, { exact: true })).toBeVisible();
  await expect(other.getByText('No visible con tus permisos').first()).toBeVisible();
  await expect(other.getByRole('button', { name: 'Tomar' })).toHaveCount(0);

  // Its emission: the client proposed as policyholder and assured, what was quoted as the item.
  await other.getByRole('link', { name: 'Completar emisión' }).click();
  await expect(other).toHaveURL(/\/contract_request\/emission\/[^/]+\/person$/);
  const people = other.getByRole('textbox', { name: 'Apellido y nombre o razón social' });
  await expect(people).toHaveCount(2);
  await expect(people.first()).toHaveValue(clients[0].display_name);
  await other.getByRole('button', { name: 'Siguiente' }).click();
  await expect(other.getByRole('textbox', { name: 'Descripción' })).toHaveValue(subject);
  await other.getByRole('button', { name: 'Siguiente' }).click();
  // The card: its brand and bank from the BIN as it is typed; an expired one refused.
  await other.getByRole('combobox', { name: 'Medio de pago' }).click();
  await other.getByRole('option', { name: 'Tarjeta de crédito' }).click();
  await other.getByRole('textbox', { name: 'Titular' }).fill('MARIANA GIMENEZ');
  await other.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4507 9900 0000 4905');
  await expect(other.getByText('Visa · Banco Santander Argentina · Crédito')).toBeVisible();
  await other.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('10/24');
  await other.getByRole('button', { name: 'Siguiente' }).click();
  await expect(other.getByText('La tarjeta está vencida.')).toBeVisible();
  await other.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('08/31');
  await expect(other.getByText('Borrador guardado')).toBeVisible();
  // A reload in the middle: the step as typed, the card only by its last four digits.
  await other.reload();
  await expect(other.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('•••• 4905');
  await expect(other.getByRole('textbox', { name: 'Vencimiento (MM/AA)' })).toHaveValue('08/31');
  await other.getByRole('button', { name: 'Siguiente' }).click();
  await expect(other).toHaveURL(/\/detail$/);
  await expect(other.getByText('•••• 4905')).toBeVisible();
  await expect(other.getByText('Tomador', { exact: true })).toBeVisible();

  // «Emitir» with the card's security code; the insurer's answer arrives on the same screen.
  await other.getByRole('button', { name: 'Emitir' }).click();
  await expect(other.getByText('El código de seguridad tiene 3 o 4 dígitos.')).toBeVisible();
  await other.getByLabel('Código de seguridad').fill('737');
  await other.getByRole('button', { name: 'Emitir' }).click();
  // The panel's answer; the same words may also arrive as a notification toast («Emisión: …»).
  const answer = other
    .getByRole('alert')
    .filter({ hasText: /La compañía (emitió la póliza|derivó la solicitud)/ })
    .filter({ hasNotText: 'Emisión:' });
  await expect(answer).toBeVisible({ timeout: 20_000 });
  const sentToDesk = (await answer.textContent())?.includes('derivó');
  await other.getByRole('link', { name: 'Ver la solicitud' }).click();
  await expect(other.getByText('Respuesta de la compañía')).toBeVisible();
  // Sent to the insurer's subscription desk: the subscriber records the policy it issued.
  if (sentToDesk) {
    await other.getByRole('button', { name: 'Registrar póliza emitida' }).click();
    const dialog = other.getByRole('dialog');
    await dialog.getByLabel('Número de póliza').fill('06-0003344');
    await dialog.getByRole('button', { name: 'Registrar póliza emitida' }).click();
  }

  // The policy it became, from the request's «Póliza», tab by tab, a reload in the middle.
  const policy = other.getByRole('link', { name: /^\d{2,3}-\d{2}(-\d{7})?$|^06-0003344$/ });
  await policy.first().click();
  await expect(other).toHaveURL(/\/contract\/[0-9a-f-]{36}(\/show)?$/);
  await expect(other.getByText('Vigente', { exact: true })).toBeVisible();
  await expect(other.getByText('•••• 4905', { exact: true })).toBeVisible();
  await other.getByRole('tab', { name: 'Totales' }).click();
  await expect(other.getByText('Premio', { exact: true })).toBeVisible();
  await other.getByRole('tab', { name: 'Cuotas' }).click();
  await expect(other.getByRole('cell', { name: 'Pendiente' }).first()).toBeVisible();
  await other.reload();
  await expect(other.getByRole('cell', { name: 'Pendiente' }).first()).toBeVisible();
  await other.getByRole('tab', { name: 'Personas' }).click();
  await expect(other.getByRole('cell', { name: 'Tomador' })).toBeVisible();
  await other.getByRole('tab', { name: 'Bienes asegurados' }).click();
  await expect(other.getByRole('cell', { name: subject })).toBeVisible();
  await other.getByRole('tab', { name: 'Solicitudes' }).click();
  await expect(other.getByRole('cell', { name: new RegExp(subject) })).toBeVisible();
  await other.close();
});
