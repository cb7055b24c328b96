/**
 * Pickers keep what is typed (issue 28 item 18): a name typed letter by letter stays in the box
 * and narrows the options to it, in every kind of picker (a client's option also says where
 * the client lives): the wizard's client step, a task's and
 * an interaction's client, and a plain catalogue reference (a zip code's locality).
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './api';
import { ADMIN, openAs } from './helpers';

const EXECUTIVE = { email: 'ejecutivo@demo.test', password: ADMIN.password };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The first four letters of a record of `resource`'s list, by its `field`. */
async function typedPrefix(page: Page, resource: string, field: string) {
  const range = encodeURIComponent('[0,49]');
  const { json } = await api<Record<string, string>[]>(page, 'GET', `${resource}?range=${range}`);
  const name = json.map((r) => r[field]).find((n) => /^\p{L}{4}/u.test(n));
  expect(name, `a ${resource} whose name starts with four letters`).toBeTruthy();
  return name!.slice(0, 4);
}

/**
 * Types `text` key by key into the picker `label` and checks the box and its options; `shows`:
 * a detail some option carries under its name (a client's locality).
 */
async function typeInto(page: Page, label: RegExp, text: string, shows?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(text, { delay: 150 });
  await expect(box).toHaveValue(text);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Filtered by what was typed, not the first records A–Z.
  await expect
    .poll(async () => (await options.allInnerTexts()).every((o) => fold(o).includes(fold(text))))
    .toBe(true);
  await expect(box).toHaveValue(text);
  if (shows) await expect(options.filter({ hasText: shows }).first()).toBeVisible();
  await page.keyboard.press('Escape');
}

test('every kind of picker keeps a name typed letter by letter and offers only its matches', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, '/task/create', EXECUTIVE);
  const client = await typedPrefix(page, 'account', 'display_name');
  // Told apart by where they live too: the main address's "Rosario, Santa Fe" (issue 28).
  const filter = encodeURIComponent(JSON.stringify({ q: client }));
  const { json: matching } = await api<Record<string, string | null>[]>(
    page,
    'GET',
    `account?filter=${filter}&range=${encodeURIComponent('[0,0]')}`,
  );
  const locality = matching[0]?.main_locality ?? undefined;
  expect(locality, `${client}: a client with a main locality`).toMatch(/^[^,]+, .+$/);
  await typeInto(page, /^Cliente/, client, locality);

  await page.goto('/interaction/create');
  await typeInto(page, /^Cliente/, client);

  // The quoting wizard's client step (home insurance starts with the client).
  await page.goto('/opportunity/home');
  await typeInto(page, /^Cliente/, client);

  await openAs(page, '/admin/locations/zipcode/create', ADMIN);
  const place = await typedPrefix(page, 'admin/locations/locality', 'name');
  await typeInto(page, /^Localidad/, place);
});
