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

/** Unfolds every folded group of the side menu, so each section's entry is on screen. */
export async function unfoldMenu(page: Page) {
  const folded = page.locator('[aria-controls^="menu-group-"][aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
}

/** The side menu's section entries (links), every group unfolded; not the group headings. */
export async function menuEntries(page: Page) {
  await unfoldMenu(page);
  return page.locator('a[role="menuitem"]');
}

/** Opens a section from the side menu as a user would: unfold the groups, click the entry. */
export async function openFromMenu(page: Page, label: string) {
  await (await menuEntries(page)).getByText(label, { exact: true }).click();
}
