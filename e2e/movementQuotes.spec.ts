/**
 * An endorsement that needs new prices, as a subscriber asks it (issue 32 section 1, spec 2.5's
 * opportunity news flow): a higher sum insured on a Sancor car policy, quoted by Sancor through
 * its connector as the totals step opens (a reload there keeps the quote chosen), billed in a
 * new quota, and sent: the request is on the policy's «Endosos» tab, waiting for the insurer.
 */
import { expect, test, type Page } from '@playwright/test';
import { argentineToday, formatDate } from '../domain/engine/format';
import { api } from './api';
import { openAs } from './helpers';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const SANCOR = 3;
const CAR = 1;
const IN_FORCE = 252;
type Row = Record<string, unknown> & { id: string };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A Sancor car policy in force, far from its end, with quotas to pay and no endorsement. */
async function quotablePolicy(page: Page): Promise<Row> {
  const filter = q({ status: IN_FORCE, company_id: SANCOR, branch_id: CAR });
  const { json: policies } = await api<Row[]>(
    page,
    'GET',
    `contract?filter=${filter}&sort=${q(['validity_to', 'DESC'])}&range=${q([0, 29])}`,
  );
  const today = argentineToday();
  for (const policy of policies.slice(1)) {
    if (String(policy.validity_from) > today) continue;
    const { json: movements } = await api<Row[]>(
      page,
      'GET',
      `contract_movement?filter=${q({ contract_id: policy.id })}`,
    );
    const { json: quotas } = await api<Row[]>(
      page,
      'GET',
      `contract/quota?filter=${q({ contract_id: policy.id, status: 1 })}`,
    );
    if (!movements.length && quotas.length) return policy;
  }
  throw new Error('No Sancor car policy in force to endorse');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

test('a higher sum insured is quoted by the insurer, billed and sent', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, '/contract', SUBSCRIBER);
  const policy = await quotablePolicy(page);
  await page.goto(`/contract/${policy.id}/show`);
  await page.getByRole('button', { name: 'Pedir endoso' }).click();

  // Motive: a sum insured modification takes the opportunity news flow's five steps.
  await choose(page, 'Tipo de endoso', 'Modificaciones varias');
  await choose(page, 'Motivo de modificación', 'Suma asegurada');
  await page
    .getByRole('group', { name: 'Vigencia del endoso' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(formatDate(argentineToday()).replaceAll('/', ''));
  await expect(page.getByText('Cotización', { exact: true })).toBeVisible();
  await expect(page.getByText('Cuotas', { exact: true })).toBeVisible();
  await next(page);

  // Data: the new sum.
  const sum = Math.round(Number(policy.sum_insured) * 1.3);
  await page.getByLabel('Nueva suma asegurada').fill(String(sum));
  await page.getByLabel('Qué cambia').fill('El cliente actualizó el valor del auto.');
  await next(page);

  // Totals: Sancor quotes it as the step opens; its plan is proposed.
  const quotes = page.getByRole('table', { name: 'Cotizaciones del cambio' });
  await expect(quotes.getByText('Compañía de la póliza').first()).toBeVisible();
  const own = quotes.getByRole('radio').first();
  await expect(own).toBeChecked();
  await expect(
    page.getByText(/El endoso cobra \$ [\d.]+,\d\d por lo que resta de vigencia/),
  ).toBeVisible();
  await expect(page.getByText('Borrador guardado')).toBeVisible();

  // A reload in the middle: the quote chosen is still there, and the step goes on.
  await page.reload();
  await expect(page.getByText(/Cotización elegida: .*N\.º COT-3-/)).toBeVisible();
  await next(page);

  // Quotas: one new quota next month is proposed, and shown as the policy would have it.
  await expect(page.getByLabel('Cuotas nuevas')).toHaveValue('1');
  await expect(
    page.getByRole('table', { name: 'Cuotas después del endoso' }).getByText('Nueva'),
  ).toBeVisible();
  await next(page);

  // Detail: the request as asked, with the insurer's quote, then sent.
  await expect(page.getByText('Número de cotización')).toBeVisible();
  await expect(page.getByText(/^COT-3-\d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar a la compañía' }).click();
  await expect(page.getByText('Pendiente de compañía')).toBeVisible();

  // On the policy: its «Endosos» tab lists the request, waiting for the insurer.
  await page.getByRole('link', { name: String(policy.number) }).click();
  await page.getByRole('tab', { name: 'Endosos' }).click();
  await expect(page.getByRole('cell', { name: 'Modificaciones varias' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pendiente de compañía' })).toBeVisible();
});
