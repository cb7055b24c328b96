/**
 * Renewals (issue 32 section 4): the administrator narrows the organization's renewal settings
 * to the soonest-due policy without a renewal (its branch, its insurer, the days until it ends),
 * runs the scheduler's rule with «Ejecutar ahora», and the renewal it opened, quoted by the
 * simulated insurers, is on the workbench with its premiums; «Emitir renovación» lands on the
 * contract request it opened, of emission type Renovación.
 */
import { expect, test } from '@playwright/test';
import { api } from './api';
import { LAPTOP, openAs, overflow } from './helpers';

type Row = Record<string, unknown>;
const IN_FORCE = 252;
const QUOTED = 1904;
const DAY = 86_400_000;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

test('the scheduler opens a renewal, emitted from the workbench', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await openAs(page, '/contract_research_renewal');
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const { json: policies } = await api<Row[]>(
    page,
    'GET',
    `contract?filter=${q({ status: IN_FORCE })}&sort=${q(['validity_to', 'ASC'])}&range=${q([0, 199])}`,
  );
  let chosen: Row | undefined;
  for (const policy of policies) {
    if (String(policy.validity_to) < today) continue;
    const { json: found } = await api<Row[]>(
      page,
      'GET',
      `contract_research?filter=${q({ contract_id: policy.id })}`,
    );
    if (!found.length) {
      chosen = policy;
      break;
    }
  }
  expect(chosen, 'a policy in force due soon without a renewal').toBeDefined();
  const policy = chosen!;
  const days = Math.max(
    1,
    Math.round((Date.parse(String(policy.validity_to)) - Date.parse(today)) / DAY),
  );

  // Only this policy's branch and insurer, due within its days: the rule opens it alone.
  await page.goto('/contract_research_renewal/settings');
  await expect(page.getByRole('heading', { name: /Configuración de renovaciones/ })).toBeVisible();
  // The organization's one settings record: no delete, and the way back is the renewals' list.
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
    'href',
    /\/contract_research_renewal$/,
  );
  const { json: settings } = await api<Row[]>(page, 'GET', 'contract_research_renewal/settings');
  const saved = await api<Row>(
    page,
    'PUT',
    `contract_research_renewal/settings/${String(settings[0].id)}`,
    {
      ...settings[0],
      days_before: days,
      branches: [policy.branch_id],
      companies: [policy.company_id],
    },
  );
  expect(saved.status).toBe(200);

  await page.goto('/admin/cron');
  const job = page.getByRole('row', { name: /Abrir y cotizar las renovaciones/ });
  await job.getByRole('button', { name: 'Ejecutar ahora' }).click();
  await expect(page.getByText(/quedó en cola para ejecutarse/)).toBeVisible();

  let research: Row | undefined;
  await expect
    .poll(
      async () => {
        const { json } = await api<Row[]>(
          page,
          'GET',
          `contract_research?filter=${q({ contract_id: policy.id })}`,
        );
        research = json[0];
        return research?.status;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(QUOTED);

  await page.goto('/contract_research_renewal');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(String(policy.number));
  // The search is applied (the list writes it into its address a moment after typing): the
  // row below is then the searched list's, and that late write cannot undo a move made from it.
  await expect(page).toHaveURL(/filter=.*q/);
  const row = page.getByRole('row', { name: new RegExp(String(policy.number)) });
  await expect(row).toBeVisible();
  for (const column of [
    'Tomador',
    'Vence',
    'Premio actual',
    'Premio propuesto',
    'Variación %',
    'Siniestros',
  ])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(row.getByText('Cotizado')).toBeVisible();
  // The workbench, its policy numbers whole and its row buttons, fits the brokers' laptops.
  expect(await overflow(page), 'the workbench is wider than 1,366 px').toBe(0);

  await row.getByRole('button', { name: 'Emitir renovación' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Emitir renovación' }).click();
  await expect(page).toHaveURL(/\/contract_request\/[0-9a-f-]{36}/);
  await expect(page.getByText('Renovación', { exact: true }).first()).toBeVisible();
  const { json: after } = await api<Row>(page, 'GET', `contract_research/${String(research!.id)}`);
  expect(after.status).toBe(1906);
  expect(page.url()).toContain(String(after.contract_request_id));
});
