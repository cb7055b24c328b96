/**
 * A policy as of any date (issue 32 §3): the subscriber records the insurer's annulment of a
 * policy in force from its page («Registrar anulación de la compañía»: an annulment endorsement
 * on its «Endosos» tab, a second version effective today), then «Ver póliza al…» shows
 * it annulled today and, typed as dd/mm/aaaa, in force with its quotas the day before; the
 * «Histórico» tab lists both versions and compares them field by field, by name, never codes.
 */
import { expect, test } from '@playwright/test';
import { argentineToday, formatDate } from '../domain/engine/format';
import { dayBefore } from '../domain/engine/history';
import { api } from './api';
import { seriousViolations } from './axe';
import { openAs } from './helpers';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const IN_FORCE = 252;
const ANNUL = 'Registrar anulación de la compañía';

type Policy = { id: string; number: string; validity_from: string };

test('a policy seen as of a day before its annulment, and its two versions compared', async ({
  page,
}) => {
  const today = argentineToday();
  const yesterday = dayBefore(today);
  await openAs(page, '/contract', SUBSCRIBER);
  const filter = encodeURIComponent(JSON.stringify({ status: IN_FORCE }));
  const sort = encodeURIComponent('["validity_from","ASC"]');
  const { json: policies } = await api<Policy[]>(
    page,
    'GET',
    `contract?filter=${filter}&sort=${sort}&range=${encodeURIComponent('[0,49]')}`,
  );
  // In force since before yesterday, with quotas still to pay (annulled from today on).
  let policy: Policy | undefined;
  for (const candidate of policies.filter((p) => p.validity_from < yesterday)) {
    const pending = encodeURIComponent(JSON.stringify({ contract_id: candidate.id, status: 1 }));
    const { json: quotas } = await api<{ due_date: string }[]>(
      page,
      'GET',
      `contract/quota?filter=${pending}`,
    );
    if (quotas.some((q) => q.due_date >= today)) {
      policy = candidate;
      break;
    }
  }
  if (!policy) throw new Error('No policy in force since before yesterday with quotas to pay');
  // The insurer's notice recorded from the policy's page: an annulment endorsement, from today.
  await page.goto(`/contract/${policy.id}/show`);
  await page.getByRole('button', { name: ANNUL }).click();
  const form = page.getByRole('dialog', { name: ANNUL });
  await form.getByRole('combobox', { name: 'Motivo de anulación' }).click();
  await page.getByRole('option', { name: 'Falta de pago', exact: true }).click();
  await form.getByLabel('Número de endoso de la compañía').fill('AN-2231');
  await form.getByRole('button', { name: ANNUL }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Anulada', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Endosos' }).click();
  await expect(page.getByRole('cell', { name: 'Anulación' })).toBeVisible();

  await page.getByRole('button', { name: 'Ver póliza al…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Ver póliza al ${formatDate(today)}` }),
  ).toBeVisible();
  const heading = dialog.getByTestId('version-heading');
  await expect(heading).toContainText('Versión 2');
  await expect(heading).toContainText('Anulación · Falta de pago');
  await expect(dialog.getByText('Anulada', { exact: true }).first()).toBeVisible();

  // The day before, typed as a person does (dd/mm/aaaa, whatever the browser's language).
  await dialog.getByRole('group', { name: 'Fecha' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(formatDate(yesterday).replaceAll('/', ''));
  await expect(
    dialog.getByRole('heading', { name: `Ver póliza al ${formatDate(yesterday)}` }),
  ).toBeVisible();
  await expect(heading).toContainText('Versión 1');
  await expect(heading).toContainText('Emisión');
  await expect(dialog.getByText(policy.number, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Vigente', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('Motivo de anulación')).toHaveCount(0);
  const quotas = dialog.getByRole('table', { name: 'Cuotas' });
  await expect(quotas.getByRole('columnheader', { name: 'Vencimiento' })).toBeVisible();
  await expect(quotas.getByText('Pendiente').first()).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Personas de la póliza' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const versions = page.getByRole('table', { name: 'Versiones' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText('Emisión');
  await expect(versions.getByRole('row').nth(2)).toContainText('Anulación · Falta de pago');
  await page.getByRole('button', { name: 'Comparar' }).click();
  const compared = page.getByTestId('version-compare');
  const status = compared.getByRole('row').filter({ hasText: 'Estado' }).first();
  await expect(status).toContainText('Vigente');
  await expect(status).toContainText('Anulada');
  await expect(compared.getByRole('row').filter({ hasText: 'Motivo de anulación' })).toContainText(
    'Falta de pago',
  );
  const quotaChanges = compared.getByRole('table', { name: 'Cambios en cuotas' });
  await expect(quotaChanges.getByText('Cambió').first()).toBeVisible();
  // Named, never by its code (Falta de pago is 405).
  await expect(quotaChanges).not.toContainText('405');
  expect(await seriousViolations(page)).toEqual([]);
});
