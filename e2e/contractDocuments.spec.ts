/**
 * A policy's documents (issue 31): the subscriber downloads a car policy's summary as a PDF and
 * e-mails its certificate of coverage to the client from «Enviar por correo»; an address that
 * is none is refused in Spanish and nothing is sent; a good one leaves the message in the
 * outbox, as the toast says.
 */
import { expect, test } from '@playwright/test';
import { api } from './api';
import { openAs } from './helpers';

const SUBSCRIBER = { email: 'suscriptor@demo.test', password: 'Demo1234!' };
const CAR = 1;
const IN_FORCE = 252;

test('a subscriber downloads a policy’s summary and e-mails its certificate', async ({ page }) => {
  await openAs(page, '/contract', SUBSCRIBER);
  const filter = encodeURIComponent(JSON.stringify({ branch_id: CAR, status: IN_FORCE }));
  const { json: policies } = await api<{ id: string; number: string }[]>(
    page,
    'GET',
    `contract?filter=${filter}&range=${encodeURIComponent('[0,0]')}`,
  );
  const policy = policies[0];
  await page.goto(`/contract/${policy.id}/show`);
  await expect(page.getByText(policy.number, { exact: true }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Resumen de póliza (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('button', { name: 'Enviar por correo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Documento *').click();
  await page.getByRole('option', { name: 'Certificado de cobertura' }).click();
  await dialog.getByLabel('Destinatario *').fill('cliente@@ejemplo');
  await dialog.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(
    dialog.getByText('El campo Destinatario debe ser una dirección de correo válida.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Destinatario *').fill('cliente@ejemplo.com.ar');
  await dialog.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(
    page.getByText('Enviado a cliente@ejemplo.com.ar; queda en Correos salientes.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
