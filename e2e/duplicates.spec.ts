/**
 * The duplicates review as a supervisor works it (issue 13 section 2): a person asks twice,
 * first by phone and then from the web quoter; the second request waits in "Oportunidades
 * duplicadas", opens beside its original with what differs highlighted, and is merged into it
 * (its notes fill the original's blank), or, for another person, declared not a duplicate.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { apiHeaders, openAs, uniqueName } from './helpers';

const SUPERVISOR = { email: 'supervisor@demo.test', password: 'Demo1234!' };

/**
 * An open car opportunity of a new lead held by the supervisor, and the same person's request
 * from the web quoter, which nobody holds yet (created as the administrator, as an integration
 * would: a supervisor's own creation would be theirs at once).
 */
async function askedTwice(page: Page, name: string) {
  const { json: me } = await api<{ id: number }>(page, 'GET', 'user/me');
  const headers = await apiHeaders(page.request);
  const post = async (path: string, body: object) => {
    const answer = await page.request.post(`/api/v1/${path}`, { headers, data: body });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: string; substatus: number | null };
  };
  const lead = await post('lead', {
    first_name: 'Marta',
    last_name: name,
    phone: '+54 9 341 555-0101',
  });
  const ask = (extra: object) =>
    post('opportunity', {
      lead_id: lead.id,
      branch_id: 1,
      requested_at: new Date().toISOString(),
      ...extra,
    });
  const first = await ask({ subject: `Fiat Cronos 2022 ${name}`, source: 1, executive_id: me.id });
  const again = await ask({
    subject: `Fiat Cronos Drive 2022 ${name}`,
    source: 3,
    executive_id: null,
    notes: 'Prefiere que lo llamen a la tarde.',
  });
  expect(again.substatus).toBe(20);
  return { first, again };
}

/** Opens the duplicates list, finds the request by its subject and opens its page. */
async function openFromDuplicates(page: Page, subject: string) {
  await page.goto('/opportunity/duplicates');
  await page.getByPlaceholder('Buscar').fill(subject);
  await expect(page.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 });
  await page.locator('tbody tr').first().click();
  await expect(page.getByText('Posible duplicado')).toBeVisible({ timeout: 15_000 });
}

test('a repeated web request is merged into its original from the duplicates list', async ({
  page,
}) => {
  await openAs(page, '/opportunity/duplicates', SUPERVISOR);
  const name = uniqueName('Duplicada');
  const { first } = await askedTwice(page, name);
  await openFromDuplicates(page, `Drive 2022 ${name}`);

  // Side by side: what differs is marked, what matches is not.
  const table = page.getByRole('table', { name: 'Comparación con la original' });
  await expect(table.getByRole('columnheader', { name: 'Esta (duplicada)' })).toBeVisible();
  const subjectRow = table.getByRole('row', { name: /Qué se cotiza/ });
  await expect(subjectRow).toHaveAttribute('data-differs', 'true');
  await expect(subjectRow).toContainText(`Fiat Cronos Drive 2022 ${name}`);
  await expect(subjectRow).toContainText(`Fiat Cronos 2022 ${name}`);
  await expect(table.getByRole('row', { name: /^Ramo/ })).not.toHaveAttribute('data-differs');
  await page.screenshot({ path: 'test-results/duplicates-review.png' });

  await page.getByRole('button', { name: 'Fusionar con la original' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Observaciones');
  await dialog.getByRole('button', { name: 'Fusionar con la original' }).click();
  await expect(page.getByText(/quedó fusionada en/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${first.id}`));
  // The original, no longer beside a duplicate, took the notes it lacked.
  await expect(page.getByText('Posible duplicado')).toHaveCount(0);
  await expect(page.getByText('Prefiere que lo llamen a la tarde.')).toBeVisible();
});

test('a request that is not a duplicate leaves the list with one click', async ({ page }) => {
  await openAs(page, '/opportunity/duplicates', SUPERVISOR);
  const name = uniqueName('Distinta');
  const { again } = await askedTwice(page, name);
  await openFromDuplicates(page, `Drive 2022 ${name}`);
  await page.getByRole('button', { name: 'No es duplicada' }).click();
  await expect(page.getByText('Listo: ya no figura como duplicada.')).toBeVisible();
  await expect(page.getByText('Posible duplicado')).toHaveCount(0);
  const { json } = await api<{ substatus: number | null }>(page, 'GET', `opportunity/${again.id}`);
  expect(json.substatus).toBeNull();
});
