/**
 * Smoke test, run twice by `npm run test:e2e`: against the real server (playwright.config.ts)
 * and in fixtures mode against json-server (playwright.fixtures.config.ts). The administrator
 * logs in and opens from the menu (read from the screen) a covering sample of its sections
 * (e2e/sample.ts: every kind of list, every menu group, every column kind in every run, the
 * rest rotating with the seed; `E2E_FULL=1` opens them all), then a record's page, a record's
 * form, the quoting wizard and a hand-written page (the import's upload), and creates a record
 * and finds it by search.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { entities, findEntity } from '../domain/entities';
import { listViewApiPath, listViewRoute } from '../domain/engine/listViews';
import { areaScreens } from '../domain/screens';
import { logInFrom, uniqueName, unfoldMenu } from './helpers';
import { coveringSample } from './sample';
import { handWrittenScreen } from './handWritten';
import { crashShown, quiet, watchTraffic } from './screen';

/** Opens every folded menu group, then reads the menu's section links. */
async function menuSections(page: Page): Promise<string[]> {
  await unfoldMenu(page);
  const links = page.locator('[role="menu"] a[href], .RaMenu-open a[href], .RaMenu-closed a[href]');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(hrefs)].filter((href) => href !== '/' && href !== '/home');
}

/** Lists replaced by a hand-written screen (e2e/handWritten.ts). */
const overridesList = (name: string) => handWrittenScreen(name, 'list');

/**
 * What can make one section's screen differ from another's: an area screen, a named list, a
 * hand-written list, and for a generated list its menu group, its column kinds, whether it is
 * read-only or keeps deleted rows.
 */
function sectionFeatures(section: string): string[] {
  if (areaScreens.some((screen) => `/${screen.path}` === section)) return ['area screen'];
  const entity = findEntity(section.slice(1));
  if (!entity) return ['named list'];
  if (entity.singleton) return ['singleton'];
  return [
    overridesList(entity.name) ? 'hand-written list' : 'generated list',
    `group:${entity.menuGroup ?? 'none'}`,
    entity.readOnly ? 'read-only' : 'writable',
    ...(entity.softDelete ? ['soft-delete'] : []),
    ...entity.list.flatMap((name) =>
      entity.fields[name] ? [`column:${entity.fields[name].kind}`] : [],
    ),
  ];
}

/** What a hand-written list screen shows once read (the notifications: their tabs). */
const handWrittenList: Record<string, string> = { '/notifications': '[role="tab"]' };

/**
 * The path of the API list request a section's screen sends: a named list on a route of its own
 * (`/contract_research_renewal`) asks its entity's (`/contract_research/renewal`).
 */
const listRequestOf = (section: string) => {
  const own = entities.flatMap((entity) =>
    entity.listViews
      .filter((view) => `/${listViewRoute(entity, view)}` === section)
      .map((view) => `/${listViewApiPath(entity, view)}`),
  );
  return (url: string) => new URL(url).pathname === `/api/v1${own[0] ?? section}`;
};

/** What a section shows once read: a singleton's is its one record's form (or the new one's). */
const readySelector = (section: string) =>
  handWrittenList[section] ??
  (findEntity(section.slice(1))?.singleton
    ? '.RaEdit-main, .RaCreate-main'
    : '.RaList-main, .RaEmpty-message');

/**
 * Opens a section from the menu (client-side, as a user would) and waits for its list request
 * (a hand-written area screen, for its page to settle). Returns what went wrong, or null.
 */
async function openSection(page: Page, section: string): Promise<string | null> {
  // A hand-written screen of an area (the agenda) reads other sections' lists, not its own.
  if (areaScreens.some((screen) => `/${screen.path}` === section)) {
    await page.locator(`a[href="${section}"]`).first().click({ timeout: 10_000 });
    await page.waitForURL(`**${section}`);
    return await shows(page, '.fc', 'no calendar shown');
  }
  const answer = page
    .waitForResponse((r) => listRequestOf(section)(r.url()), { timeout: 15_000 })
    .catch(() => null);
  try {
    await page.locator(`a[href="${section}"]`).first().click({ timeout: 10_000 });
  } catch {
    return 'its menu entry cannot be clicked';
  }
  const response = await answer;
  if (!response) return 'no list request';
  if (!response.ok()) return `list answered ${response.status()}`;
  // The list itself, or its empty state: an answered request alone passes on a crashed screen.
  return await shows(page, readySelector(section), 'no list shown');
}

/**
 * Null once `selector` is on screen and stays there with the screen's data rendered (its
 * requests done), else `problem` or the crash the screen fell into: an element seen before the
 * data came in passes on a screen that then crashes, or goes blank (e2e/screen.ts).
 */
async function shows(page: Page, selector: string, problem: string): Promise<string | null> {
  const ready = page.locator(selector).first();
  const shown = await ready
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return (await failureShown(page)) ?? problem;
  await quiet(page);
  return (await failureShown(page)) ?? ((await ready.isVisible()) ? null : problem);
}

/** The crash the screen shows, or an error message in its place (a list's failed read), or null. */
async function failureShown(page: Page): Promise<string | null> {
  const crash = await crashShown(page);
  if (crash) return crash;
  const problem = page.getByText(/Lo sentimos|inconveniente|No se pudo cargar/).first();
  if (await problem.isVisible().catch(() => false)) return (await problem.textContent()) ?? 'error';
  return null;
}

/** Null once `ready` shows after opening `path` by its address and stays, else what went wrong. */
async function opens(page: Page, path: string, ready: Locator): Promise<string | null> {
  await page.goto(path);
  const shown = await ready
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await quiet(page);
  const crash = await failureShown(page);
  if (shown && !crash && (await ready.first().isVisible())) return null;
  return `${path}: ${crash ?? 'not shown'}`;
}

test('the administrator opens a sample of sections, each kind of screen, creates and searches', async ({
  page,
}) => {
  // A hang catcher, not a speed gauge (bench/ measures speed).
  test.setTimeout(300_000);
  watchTraffic(page);
  await logInFrom(page, '/login');
  const sections = await menuSections(page);
  // The administrator sees the whole back office: dozens of sections, not a handful.
  expect(sections.length).toBeGreaterThan(10);
  const sample = coveringSample(sections, sectionFeatures);
  test.info().annotations.push({
    type: 'sample',
    description: `${sections.filter((s) => sample.has(s)).length} of ${sections.length} sections (E2E_SEED=${sample.seed})`,
  });

  const failures: string[] = [];
  for (const section of sections.filter((s) => sample.has(s))) {
    const failure = await openSection(page, section);
    if (failure) {
      failures.push(`${section}: ${failure}`);
      // A broken screen must not hide the next ones: start again from home.
      await page.goto('/home');
    }
  }
  expect(failures, 'every section of the sample lists its records').toEqual([]);

  // A read-only record's page (the first status, from its list).
  await page.goto('/admin/status');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/status\/\d+\/show$/);
  await expect(page.locator('.RaShow-main')).toBeVisible();
  // The quoting wizard's first step, and a hand-written page (the import's upload). Not the
  // sales-target grid editor: fixtures mode answers its grid with a 404.
  const pages = [
    await opens(page, '/opportunity/car', page.getByRole('combobox', { name: 'Marca' })),
    await opens(
      page,
      '/admin/import/upload',
      page.getByRole('combobox', { name: 'Qué vas a importar' }),
    ),
  ];
  expect(pages.filter(Boolean), 'the wizard and a hand-written page open').toEqual([]);

  // Open one record: the first branch, in its form.
  await page.goto('/admin/branch');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/branch\/\d+\/(edit|show)$/);
  await expect(page.getByRole('textbox', { name: 'Nombre' })).not.toHaveValue('');

  // Create one and find it with the search box.
  const name = uniqueName('Ramo de prueba');
  await page.goto('/admin/branch/create');
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).not.toHaveURL(/\/create$/);
  await page.goto('/admin/branch');
  await page.getByPlaceholder('Buscar').fill(name);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(name);
  await page.screenshot({ path: 'test-results/smoke-search.png' });
});
