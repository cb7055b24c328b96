/**
 * A client's files (issue 31's attachments, domain/engine/attachments.ts): the executive adds a
 * photo from the client's «Archivos» tab, names it and picks its kind, and finds it listed there
 * with its thumbnail; a file that is no photo nor PDF is refused in Spanish and nothing is kept.
 */
import { expect, test } from '@playwright/test';
import { bannerPng } from '../fixtures/files';
import { apiHeaders, openAs, uniqueName } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: 'Demo1234!' };

test('an executive keeps a client’s photo on its Archivos tab', async ({ page, request }) => {
  const headers = await apiHeaders(request, EXECUTIVE);
  const me = (await (await request.get('/api/v1/user/me', { headers })).json()).data;
  const created = await request.post('/api/v1/account', {
    headers,
    data: {
      person_type: 14,
      business_name: uniqueName('Lácteos Tandil S.A.'),
      executive_id: me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()).id;

  await openAs(page, `/account/${client}/show`, EXECUTIVE);
  await page.getByRole('tab', { name: 'Archivos' }).click();
  await page.getByRole('link', { name: 'Agregar archivo de cliente' }).click();
  await expect(page.getByLabel('Cliente *')).toHaveValue(/Lácteos Tandil/);

  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'planilla.xlsx',
    mimeType: 'image/png',
    buffer: Buffer.from('PK\u0003\u0004 no es una foto'),
  });
  await expect(page.getByText(/El archivo debe ser Imagen PNG/)).toBeVisible();

  await picker.setInputFiles({
    name: 'cedula-verde.png',
    mimeType: 'image/png',
    buffer: bannerPng(120, 80, [30, 120, 60], [200, 230, 210]),
  });
  await expect(page.getByRole('img', { name: /cedula-verde/ })).toBeVisible();
  // The file's name proposes the attachment's; the executive writes it properly.
  await expect(page.getByLabel('Nombre *')).toHaveValue('cedula verde');
  await page.getByLabel('Nombre *').fill('Cédula verde');
  await page.getByLabel('Tipo *').click();
  await page.getByRole('option', { name: 'Foto' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();

  await page.getByRole('tab', { name: 'Archivos' }).click();
  const row = page.getByRole('row', { name: /Cédula verde/ });
  await expect(row.getByRole('cell', { name: 'Foto' })).toBeVisible();
  await expect(row.getByRole('img')).toBeVisible();
  const listed = await request.get(
    `/api/v1/account_file?filter=${encodeURIComponent(JSON.stringify({ account_id: client }))}`,
    { headers },
  );
  expect((await listed.json()).map((f: { title: string }) => f.title)).toEqual(['Cédula verde']);
});
