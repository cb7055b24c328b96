import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@demo.test', password: 'Demo1234!' };

export async function logIn(page: Page, user = ADMIN) {
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function logInFrom(page: Page, path = '/login') {
  await page.goto(path);
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Perfil' })).toBeVisible();
}

/** A name no other test run uses, so runs never collide. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
