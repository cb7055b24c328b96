/**
 * An insurer's file of changes as an admin imports it (issue 32 §5, spec 2.3 `import_news`):
 * from «Importación de novedades», «Importar archivo» opens the upload with the type chosen; a
 * CSV with a rejected payment on a policy, in the insurer's spelling of its number, and a row
 * naming no policy is mapped by itself and imported: one row applied, one kept for review,
 * which «Novedades para revisar» shows with its reason in Spanish.
 */
import { expect, test } from '@playwright/test';
import { insurerNumberPrefixes } from '../domain/insurerNews/policyNumbers';
import { api } from './api';
import { openAs } from './helpers';

type Row = Record<string, unknown>;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

test('an insurer’s file: one row applied, one kept for review with its reason', async ({
  page,
}) => {
  await openAs(page, '/import_news');
  await expect(page.getByRole('cell', { name: 'novedades compañías noviembre.csv' })).toBeVisible();

  // The last policy in force by number (the other specs take the first ones), in its insurer's
  // spelling: "SCS 003 01 0089908".
  const { json: policies } = await api<Row[]>(
    page,
    'GET',
    `contract?filter=${q({ status: 252 })}&sort=${q(['number', 'DESC'])}&range=${q([0, 0])}`,
  );
  const policy = policies[0];
  const { json: insurer } = await api<Row>(
    page,
    'GET',
    `admin/company/${String(policy.company_id)}`,
  );
  const prefix = insurerNumberPrefixes[Number(policy.company_id)]?.[1] ?? '';
  const spelled = `${prefix} ${String(policy.number).replaceAll('-', ' ')}`.trim();
  const day = new Date(Date.now() - 2 * 86_400_000).toLocaleDateString('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  const unknown = `${String(policy.number).slice(0, 7)}${String(Date.now()).slice(-7)}`;
  const csv = [
    'Compañía;Número de póliza;Novedad;Cuota;Fecha de rechazo;Motivo del rechazo;Observaciones de la compañía',
    `${String(insurer.name)};${spelled};Pago rechazado;1;${day};Fondos insuficientes;Débito rechazado`,
    `${String(insurer.name)};${unknown};Endoso rechazado;;;;Sin solicitud de endoso`,
  ].join('\r\n');

  await page.getByRole('link', { name: 'Importar archivo' }).click();
  await expect(page.getByLabel('Qué vas a importar')).toHaveText('Novedades de compañías');
  await expect(page.getByText('hoja «Ejemplo»', { exact: false })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'novedades e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Subir y continuar' }).click();
  await expect(page.getByText('El archivo tiene 2 filas.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar importación' }).click();

  const result = page.getByRole('alert').filter({ hasText: 'Importación terminada' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText('Se importaron 2 filas (1 quedó para revisar).');
  await expect(result).toContainText('2 filas importadas y 0 con error, de 2.');

  await page.getByRole('link', { name: 'Novedades para revisar' }).click();
  const kept = page.getByRole('row').filter({ hasText: unknown });
  await expect(kept).toContainText(`No hay ninguna póliza «${unknown}» de ${String(insurer.name)}`);
  await expect(kept).toContainText('Endoso rechazado');
  // The other row applied: the newest rejected payment among the news.
  const { json: applied } = await api<Row[]>(
    page,
    'GET',
    `import_news/row?filter=${q({ kind: 3 })}&sort=${q(['id', 'DESC'])}&range=${q([0, 0])}`,
  );
  expect(applied[0]).toMatchObject({
    policy_number: spelled,
    status: 2,
    contract_id: policy.id,
    reason: `Pago rechazado registrado: cuota 1 de la póliza ${String(policy.number)}.`,
  });
});
