/**
 * The agenda as a supervisor uses it (issue 12): a task added for a client on a day of the
 * week, found there, dragged to another day, still there after reloading the page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { parseISO } from 'date-fns';
import { argentineToday } from '../domain/engine/format';
import { openAs, uniqueName } from './helpers';

/** `YYYY-MM-DD` of a local date (the browser runs in Buenos Aires, playwright.config.ts). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Drags with the mouse in small steps, as a person does (FullCalendar waits for movement). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 30, { steps: 15 });
  await page.mouse.up();
}

test('a task added from the agenda is dragged to another day and stays there', async ({ page }) => {
  await openAs(page, '/schedule', { email: 'supervisor@demo.test', password: DEMO_PASSWORD });
  await expect(page).toHaveTitle('Agenda | BrokerDesk');
  await page.getByRole('button', { name: 'Semana', exact: true }).click();

  // Today in Buenos Aires, as the browser's calendar shows it (this process may run in UTC, a
  // day ahead after 21:00), and a neighbour inside the same week (which starts on Monday).
  const today = parseISO(argentineToday());
  const other = new Date(today);
  other.setDate(today.getDate() + (today.getDay() === 0 ? -1 : 1));
  const column = (date: Date) => page.locator(`.fc-daygrid-day[data-date="${dayOf(date)}"]`);

  // A click on the free part of today's column opens the new task there, at 09:00.
  const todays = column(today);
  const box = (await todays.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 15);
  const dialog = page.getByRole('dialog', { name: /^Agregar tarea para el .* 09:00$/ });
  await expect(dialog).toBeVisible();
  const title = uniqueName('Llamar por la renovación');
  await dialog.getByLabel('Tarea').fill(title);
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill('a');
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  // Found in today's column, at 09:00.
  const item = page.locator('.fc-event', { hasText: title });
  await expect(todays.locator('.fc-event', { hasText: title })).toContainText('09:00');

  // Dragged to the other day: saved (a normal update with its version) and said so at once,
  // even beside reminders of demo tasks past their hour (src/layout/ToastBridge.tsx).
  await drag(page, item, column(other));
  await expect(column(other).locator('.fc-event', { hasText: title })).toBeVisible();
  await expect(page.getByText(new RegExp(`«${title}» pasó al`))).toBeVisible();

  // Read again from the server: still on the other day, same time.
  await page.reload();
  await expect(column(other).locator('.fc-event', { hasText: title })).toContainText('09:00');
  await expect(todays.locator('.fc-event', { hasText: title })).toHaveCount(0);
});
