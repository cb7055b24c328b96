/**
 * A client's history (issue 12): a call logged from the client's Interacciones tab shows on
 * its Historial tab, newest first, worded in Spanish with a dd/mm/aaaa HH:mm date, and the
 * kind chips narrow the feed to the changes (the client's own creation among them).
 */
import { expect, test } from '@playwright/test';
import { apiHeaders, openAs, uniqueName } from './helpers';

test('a call logged on the Interacciones tab shows on the Historial tab', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const name = uniqueName('Historial del Plata S.A.');
  const created = await request.post('/api/v1/account', {
    headers,
    data: { person_type: 14, business_name: name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();

  await openAs(page, `/account/${id}/interactions`);
  const subject = uniqueName('Renovación del auto');
  await page.getByRole('link', { name: 'Agregar Interacción' }).click();
  await page.getByLabel('Asunto').fill(subject);
  await page.getByRole('combobox', { name: /Resultado/ }).click();
  await page.getByRole('option', { name: 'Hablamos', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/${id}/interactions$`));

  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/${id}/timeline$`));
  const feed = page.getByRole('list', { name: 'Historial' });
  const call = feed.getByRole('listitem').filter({ hasText: subject });
  await expect(call.getByRole('link', { name: `Llamada · Hablamos · ${subject}` })).toBeVisible();
  await expect(call).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(feed.getByRole('listitem').first()).toContainText(subject);

  // Only the changes: the client's creation, with who made it; the call is gone.
  await page.getByRole('button', { name: 'Cambios' }).click();
  await expect(feed.getByRole('listitem').filter({ hasText: 'Alta de cliente' })).toContainText(
    name,
  );
  await expect(feed.getByText(subject)).toHaveCount(0);
});
