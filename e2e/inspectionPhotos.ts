import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bannerPng } from '../fixtures/files';
import { apiHeaders } from './helpers';

/** An inspection's views other than the front (uploaded by hand): back, sides, odometer, chassis. */
export const OTHER_VIEWS = [2, 3, 4, 5, 6];

/**
 * One photo of `view` on `inspection`, uploaded by `user` through the API as a phone would send
 * it: the file first, then the photo that cites it.
 */
export async function uploadPhoto(
  request: APIRequestContext,
  user: { email: string; password: string },
  inspection: string,
  view: number,
) {
  const headers = await apiHeaders(request, user);
  const media = await request.post('/api/v1/admin/media/upload', {
    headers,
    multipart: {
      entity: 'inspection/photo',
      field: 'file',
      file: {
        name: `vista-${view}.png`,
        mimeType: 'image/png',
        buffer: bannerPng(64, 48, [9, 9, 9], [200, 200, 200]),
      },
    },
  });
  expect(media.status(), await media.text()).toBe(201);
  const photo = await request.post('/api/v1/inspection/photo', {
    headers,
    data: {
      inspection_id: inspection,
      title: `Vista ${view}`,
      kind: view,
      file: (await media.json()).id,
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);
}

/**
 * The front from the inspection's page as a user would add it (the «Agregar foto de inspección»
 * form, its name proposed from the file), then seen on the «Fotos» tab as the front view.
 */
export async function addFrontPhoto(page: Page, color: [number, number, number]) {
  await page.getByRole('link', { name: 'Agregar foto de inspección' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'frente.png',
    mimeType: 'image/png',
    buffer: bannerPng(120, 90, color, [225, 225, 225]),
  });
  await expect(page.getByLabel('Nombre *')).toHaveValue('frente');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('tab', { name: 'Fotos' }).click();
  await expect(
    page.getByRole('row', { name: /frente/ }).getByRole('cell', { name: 'Frente', exact: true }),
  ).toBeVisible();
}
