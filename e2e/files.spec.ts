/**
 * A file field in a form (issue 11, [files]): an image chosen in the slider form is uploaded at
 * once, previewed, refused in Spanish when its content is not an image, and shown as a thumbnail
 * in the list after saving.
 */
import { expect, test, type Page } from '@playwright/test';
import { bannerPng } from '../fixtures/files';
import { openAs, uniqueName } from './helpers';

async function typeDate(page: Page, label: RegExp, text: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(text.replaceAll('/', ''));
}

test('an image uploaded through the slider form is previewed, saved and shown in the list', async ({
  page,
}) => {
  await openAs(page, '/admin/slider/create');
  const title = uniqueName('Promo hogar');
  await page.getByLabel('Título *').fill(title);

  const picker = page.locator('input[type="file"]');
  // A script disguised as an image: refused by its content, in Spanish.
  await picker.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText('El archivo de Imagen debe ser Imagen PNG')).toBeVisible();

  await picker.setInputFiles({
    name: 'promo-hogar.png',
    mimeType: 'image/png',
    buffer: bannerPng(480, 160, [0, 102, 51], [153, 204, 51]),
  });
  const preview = page.getByRole('img', { name: 'promo-hogar.png' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('El archivo de Imagen debe ser')).toHaveCount(0);

  await typeDate(page, /Visible desde/, '01/03/2031');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/v1\/admin\/slider$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const record = (await response.json()) as { image: number };
  expect(record.image).toBeGreaterThan(0);

  await page.goto('/admin/slider');
  await page.getByPlaceholder('Buscar').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('img', { name: 'promo-hogar.png' })).toBeVisible();
  // The thumbnail really is the uploaded picture, loaded with the session.
  const thumbnail = row.getByRole('img', { name: 'promo-hogar.png' });
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(480);
});
