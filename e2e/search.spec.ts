/**
 * Search from anywhere: Ctrl+K or the app bar's button, results grouped by kind, the keyboard
 * alone from the query to the record, a kind's list already searched, and nothing of what the
 * user may not see.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/users';
import { openAs } from './helpers';

/** One administrator's searches through the day, from whatever screen is open. */
test('the administrator finds a producer, an insurer, a whole kind and an opportunity', async ({
  page,
}) => {
  await test.step('Ctrl+K finds a producer typed without accents and Enter opens their page', async () => {
    await openAs(page, '/home');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' });
    await expect(box).toBeFocused();
    await box.fill('martin gomez');
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    await expect(results.getByRole('group', { name: 'Productores' })).toBeVisible();
    await expect(results.getByRole('option', { name: /Martín Gómez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/producer\/1$/);
    await expect(page.getByRole('tab', { name: 'Comisiones' })).toBeVisible();
  });
  await test.step('the app bar’s button finds an insurer by its CUIT without dashes; arrows choose', async () => {
    await page.getByRole('button', { name: 'Buscar en todo Ctrl+K' }).click();
    const box = page.getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' });
    await box.fill('30500045864');
    const option = page.getByRole('option', { name: /Sancor Seguros.*30-50004586-4/ });
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    // One result: the arrows come back to it.
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/company\/3$/);
  });
  await test.step('a kind with more results than shown opens its list already searched', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' }).fill('seguros');
    await page.getByRole('option', { name: /^Ver los \d+ resultados en Compañías$/ }).click();
    await expect(page).toHaveURL(/\/admin\/company\?filter=/);
    await expect(page.getByPlaceholder('Buscar')).toHaveValue('seguros');
  });
  await test.step('Ctrl+K finds an opportunity by its plate typed without spaces, named by it', async () => {
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' });
    await box.fill('af512kd');
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    await expect(results.getByRole('group', { name: 'Oportunidades' })).toBeVisible();
    const option = results.getByRole('option', { name: /AF 512 KD/ });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(page).toHaveURL(/\/opportunity\/[0-9a-f-]{36}/);
    await expect(page.getByText('AF 512 KD').first()).toBeVisible();
  });
});

test('someone without those sections finds nothing of them, and a short query says why', async ({
  page,
}) => {
  await openAs(page, '/', { email: 'operador@demo.test', password: DEMO_PASSWORD });
  await expect(page).toHaveURL(/\/home$/);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Buscar en todo (Ctrl+K)' });
  await box.fill('s');
  await expect(page.getByText('Escribí al menos 2 caracteres para buscar.')).toBeVisible();
  await box.fill('sancor');
  await expect(page.getByText('Nada coincide con «sancor» entre lo que podés ver.')).toBeVisible();
  await box.press('Escape');
  await expect(box).toBeHidden();
});
