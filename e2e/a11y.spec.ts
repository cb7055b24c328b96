/**
 * Accessibility (issue 9 item 35): axe-core with the WCAG 2.1 A and AA rules on every list,
 * create, edit and show screen of every declared entity (read from domain/, so a new resource
 * is checked without touching this file) and on the custom pages, failing on any critical or
 * serious violation.
 *
 * Time (issue 10 §4, issue 29 §1): the administrator's screens are all visited in ONE page
 * session, moving between them as the app itself does (client-side navigation, no reload), a
 * screen is checked as soon as its requests are done, and axe is injected once and run in the
 * page (e2e/axe.ts). Each audit ends by proving it audited the screen, not a crash page or a
 * blank one (e2e/screen.ts). The screens checked are a covering sample of (entity, screen) pairs
 * (e2e/sample.ts): every hand-written screen, and for each kind of screen (list, show, form)
 * every field kind it shows and every kind of entity, in every run; the rest rotating with the
 * seed; `E2E_FULL=1` checks them all.
 *
 * The same walk, on the brokers' laptops (1,366 × 768), proves that none of the administrator's
 * screens scrolls sideways (issue 28 item 25; every other demo user's menu: e2e/access.spec.ts).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { entities } from '../domain/entities';
import type { Entity } from '../domain/engine/entity';
import { listViewRoute } from '../domain/engine/listViews';
import { seriousViolations } from './axe';
import { LAPTOP, navigate, openAs, overflow } from './helpers';
import { crashShown, quiet, watchTraffic } from './screen';
import { coveringSample } from './sample';
import { handWrittenScreen } from './handWritten';

/** react-admin's class for the body of each kind of screen. */
const MAIN: Record<string, string> = { list: 'List', show: 'Show', create: 'Create', edit: 'Edit' };

/**
 * The critical and serious violations of the screen once settled (data loaded, no progress bar,
 * the title set), then proof that what was audited is the screen itself: `ready` still shows
 * and nothing crashed, neither before the audit nor with the data that came in meanwhile (an
 * audit of react-admin's crash page, or of a blank page, finds nothing to complain about).
 */
async function violations(page: Page, ready: Locator): Promise<string[]> {
  await quiet(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).toHaveTitle(/\S+ \| BrokerDesk$|^BrokerDesk$/);
  const found = await seriousViolations(page);
  expect(await crashShown(page), 'the screen audited, not a crash').toBeNull();
  await expect(ready.first()).toBeVisible();
  return found;
}

/**
 * Pages written by hand (src/App.tsx, the extra routes of resources/index.tsx), each with what
 * shows that its data has arrived: axe runs on the page a person reads, not on its skeleton.
 * The agenda's items are this week's tasks, which the demo data spreads from 4 days before the
 * day it is loaded to 16 after (fixtures/clientActivity.ts), so the administrator has some.
 */
const pages: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/home', ready: (p) => p.getByRole('heading', { name: /^Hola, / }) },
  { path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Alicia Administradora' }) },
  { path: '/notifications', ready: (p) => p.getByRole('tab', { name: /^Sin leer \(\d+\)$/i }) },
  { path: '/notifications/send', ready: (p) => p.getByText(/^Llega al instante/) },
  {
    path: '/register/pending',
    ready: (p) => p.getByRole('heading', { name: 'Tu cuenta espera aprobación' }),
  },
  { path: '/schedule', ready: (p) => p.locator('.fc-event').first() },
  // The quoting wizard's first steps: the guide's pickers, and a client and a place to choose.
  { path: '/opportunity/car', ready: (p) => p.getByRole('combobox', { name: 'Marca' }) },
  { path: '/opportunity/home', ready: (p) => p.getByRole('heading', { name: /^Cotización de / }) },
  {
    path: '/admin/import/upload',
    ready: (p) => p.getByRole('combobox', { name: 'Qué vas a importar' }),
  },
  {
    path: '/admin/sales-target/editor',
    ready: (p) =>
      p
        .getByRole('table', { name: /^Objetivos \d{4} de / })
        .getByRole('row')
        .nth(1),
  },
  {
    path: '/auth-admin/user/1/password/change',
    ready: (p) => p.getByRole('heading', { name: /^Cambiar la contraseña de \S/ }),
  },
];

/**
 * What shows that an entity's screen has its data, where it is not react-admin's view (whose
 * `.Ra{View}-main` appears once the record or the rows have arrived).
 */
const handWrittenReady: Record<string, (page: Page) => Locator> = {
  'notifications:list': (p) => p.getByRole('tab', { name: /^Sin leer \(\d+\)$/i }),
  'admin/import:show': (p) => p.getByRole('heading', { level: 6 }),
  // "¿Qué ramo querés cotizar?", one button per branch read from the catalogue.
  'opportunity:create': (p) => p.getByRole('button', { name: 'Automotores' }),
};

/** Hand-written screens (e2e/handWritten.ts): checked in every run. */
const handWritten = (entity: Entity, screen: string) => handWrittenScreen(entity.name, screen);

const screensOf = (entity: Entity) => [
  // A singleton's list is its one record's form (resources/generic/SingletonPage.tsx).
  ...(entity.singleton ? [] : ['list']),
  'show',
  ...(entity.readOnly ? [] : ['create', 'edit']),
];

/** The fields a screen shows: a list its columns, the others every field. */
const fieldsOn = (entity: Entity, screen: string) =>
  screen === 'list'
    ? entity.list.flatMap((name) => entity.fields[name] ?? [])
    : Object.values(entity.fields);

const pairs = entities.flatMap((entity) => screensOf(entity).map((screen) => ({ entity, screen })));

/** What can make one entity's screen differ from another's of the same kind. */
const sample = coveringSample(pairs, ({ entity, screen }) => {
  // Create and edit are the same form, one empty and one filled.
  const kind = screen === 'create' || screen === 'edit' ? 'form' : screen;
  return [
    `${screen}:${entity.readOnly ? 'read-only' : 'writable'}`,
    ...fieldsOn(entity, screen).map((f) => `${kind}:kind:${f.kind}`),
    ...(screen === 'list' && entity.search.length ? ['list:search'] : []),
    ...(entity.recordQualifier ? [`${kind}:qualifier`] : []),
    ...(entity.locked ? [`${kind}:locked`] : []),
    ...(entity.softDelete ? [`${kind}:soft-delete`] : []),
    ...(handWritten(entity, screen) ? [`screen:${entity.name}:${screen}`] : []),
  ];
});
const sampled = (entity: Entity, screen: string) =>
  sample.has(pairs.find((p) => p.entity === entity && p.screen === screen)!);

let shared: Page;

/** Logged in through the API (the login form is session.spec.ts's and account.spec.ts's). */
async function loggedIn(browser: Browser) {
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  watchTraffic(page);
  await openAs(page, '/home');
  return page;
}

/** The id of a record the screen can open, read through the API as the logged-in admin. */
async function someId(page: Page, entity: Entity): Promise<string | undefined> {
  return page.evaluate(async (name) => {
    const tokens = JSON.parse(localStorage.getItem('auth.tokens') ?? 'null') as {
      access_token: string;
    } | null;
    const response = await fetch(`/api/v1/${name}?range=${encodeURIComponent('[0,0]')}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${tokens?.access_token}` },
    });
    if (!response.ok) return undefined;
    const body = await response.json();
    const rows = Array.isArray(body) ? body : body?.data;
    return Array.isArray(rows) && rows.length ? String(rows[0].id) : undefined;
  }, entity.name);
}

test.describe.configure({ mode: 'serial' });

test('the public pages and the access-denied page have no critical or serious violation', async ({
  page,
}) => {
  watchTraffic(page);
  // Each with the heading only its own screen renders (a crashed screen has none of them).
  const publicPages = [
    ['/login', 'Ingresar'],
    ['/register', 'Crear una cuenta'],
    ['/password/email', 'Recuperar la contraseña'],
  ];
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    const ready = page.getByRole('heading', { level: 1, name: heading });
    await expect(ready).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await violations(page, ready), path).toEqual([]);
  }

  await openAs(page, '/admin/company', { email: 'operador@demo.test', password: 'Demo1234!' });
  const denied = page.getByText('No tenés permiso para ver esta página.');
  await expect(denied).toBeVisible();
  expect(await violations(page, denied), 'access denied').toEqual([]);
});

test.describe('screens of a logged-in administrator', () => {
  test.beforeAll(async ({ browser }) => {
    shared = await loggedIn(browser);
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });

  for (const { path, ready } of pages) {
    test(`${path} has no critical or serious violation`, async () => {
      await navigate(shared, path);
      // The first: the app bar repeats a page's heading.
      await expect(ready(shared).first()).toBeVisible();
      expect(await violations(shared, ready(shared))).toEqual([]);
      expect(await overflow(shared), `${path} wider than 1,366 px`).toBe(0);
    });
  }

  test('an unknown page has no critical or serious violation', async () => {
    await navigate(shared, '/esto/no/existe');
    // The not-found screen itself, not whatever (or nothing) was there before.
    const notFound = shared.getByRole('heading', { level: 1, name: 'Página no encontrada' });
    await expect(notFound).toBeVisible();
    expect(await violations(shared, notFound)).toEqual([]);
  });

  for (const entity of entities) {
    for (const screen of screensOf(entity)) {
      // Out of the sample: declared skipped, with the reason, so it costs nothing at run time.
      const inSample = sampled(entity, screen);
      const declare = inSample ? test : test.skip;
      const skipped = { annotation: { type: 'skip', description: sample.reason } };
      const title = `${entity.label.many}: ${screen} has no critical or serious violation`;
      declare(title, inSample ? {} : skipped, async () => {
        let path = `/${entity.name}`;
        if (screen === 'create') path += '/create';
        if (screen === 'show' || screen === 'edit') {
          const id = await someId(shared, entity);
          test.skip(!id, `no ${entity.name} record to open`);
          path += `/${encodeURIComponent(id!)}/${screen}`;
        }
        await navigate(shared, path);
        // Wait for the screen asked for, with its data, rather than check the one before it.
        const ready = handWrittenReady[`${entity.name}:${screen}`];
        // A list with no rows yet (downloads, on a fresh database) shows its empty state.
        const main =
          screen === 'list' ? '.RaList-main, .RaEmpty-message' : `.Ra${MAIN[screen]}-main`;
        const shown = ready ? ready(shared) : shared.locator(main);
        await expect(shown.first()).toBeVisible();
        await expect(shared.getByText('No tenés permiso para ver esta página.')).toHaveCount(0);
        expect(await violations(shared, shown), path).toEqual([]);
        expect(await overflow(shared), `${path} wider than 1,366 px`).toBe(0);
      });
    }
    // Its named lists (domain/engine/listViews.ts): the list with a row action of its own.
    for (const view of entity.listViews)
      test(`${view.label}: list has no critical or serious violation`, async () => {
        const path = `/${listViewRoute(entity, view)}`;
        await navigate(shared, path);
        const list = shared.locator('.RaList-main, .RaEmpty-message');
        await expect(list.first()).toBeVisible();
        expect(await violations(shared, list), path).toEqual([]);
        expect(await overflow(shared), `${path} wider than 1,366 px`).toBe(0);
      });
  }
});
