/**
 * The call queue as a call executive works it (issue 13 section 5): "Siguiente llamado" on the
 * opportunities list opens the first due call, now in call, with the client's phone to dial;
 * "Volver a llamar" asks for a time, refuses one already past with our message, and with a
 * future one leaves the opportunity waiting to be called back.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from './api';
import { openAs } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };

/**
 * Types an instant into a picker as dd/mm/aaaa hh:mm on the browser's own clock (its time zone,
 * not the test runner's), whatever the browser's language.
 */
async function typeDateTime(page: Page, picker: Locator, at: Date) {
  const parts = await page.evaluate((ms) => {
    const d = new Date(ms);
    return [d.getDate(), d.getMonth() + 1, d.getFullYear(), d.getHours(), d.getMinutes()];
  }, at.getTime());
  const [day, month, year, hours, minutes] = parts.map((n) => String(n).padStart(2, '0'));
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}${hours}${minutes}`);
}

test('the next call opens in call and is called back at a future time', async ({ page }) => {
  await openAs(page, '/opportunity', EXECUTIVE);
  const range = encodeURIComponent('[0,24]');
  const { json: clients } = await api<{ id: string; phone: string | null }[]>(
    page,
    'GET',
    `account?range=${range}`,
  );
  const client = clients.find((c) => c.phone)!;
  const { json: me } = await api<{ id: number }>(page, 'GET', 'user/me');
  // The comparators' campaign is the first priority; asked long ago, it is the first call.
  // Held by this executive: an opportunity of nobody's would go to whoever of the call group
  // holds the fewest calls, which depends on what the tests running beside this one created.
  const created = await api<{ id: string; title: string }>(page, 'POST', 'opportunity', {
    branch_id: 1,
    executive_id: me.id,
    account_id: client.id,
    campaign_id: 6,
    subject: 'Fiat Cronos Drive 2022',
    requested_at: '2020-03-02T12:00:00.000Z',
  });
  expect(created.status).toBe(201);
  await page.reload();

  await page.getByRole('button', { name: 'Siguiente llamado' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${created.json.id}/show`));
  await expect(page.getByText(`Llamado en curso: ${created.json.title}.`)).toBeVisible();
  await expect(page.getByText('En llamada', { exact: true })).toBeVisible();
  // The client's phone is at hand, a link a softphone dials.
  const dial = page.getByRole('link', { name: `Teléfono principal: ${client.phone}` });
  await expect(dial).toHaveAttribute('href', /^tel:\+?\d{6,15}$/);

  await page.getByRole('button', { name: 'Volver a llamar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Volver a llamar' });
  const picker = dialog.getByRole('group', { name: /Volver a llamar el/ });
  await typeDateTime(page, picker, new Date(Date.now() - 86_400_000));
  await dialog.getByRole('button', { name: 'Volver a llamar' }).click();
  await expect(
    dialog.getByText('Elegí una fecha y hora posteriores a este momento.'),
  ).toBeVisible();

  const tomorrow = new Date(Date.now() + 86_400_000);
  await typeDateTime(page, picker, tomorrow);
  await dialog.getByRole('button', { name: 'Volver a llamar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Volver a llamar', { exact: true }).first()).toBeVisible();
  const { json: stored } = await api<{ status: number; next_call_at: string }>(
    page,
    'GET',
    `opportunity/${created.json.id}`,
  );
  expect(stored.status).toBe(114);
  // The instant typed, to the minute the picker takes.
  expect(Math.abs(Date.parse(stored.next_call_at) - tomorrow.getTime())).toBeLessThan(60_000);

  // The attempt is on the client's history, with its outcome (issue 28 item 30).
  await page.goto(`/account/${client.id}/show/interactions`);
  await expect(page.getByText(`Volver a llamar · ${created.json.title}`).first()).toBeVisible();
  await expect(page.getByText('Pidió que lo llamemos').first()).toBeVisible();
});
