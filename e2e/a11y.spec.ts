/**
 * Accessibility (issue 9 item 35): axe-core with the WCAG 2.1 A and AA rules on every list,
 * create, edit and show screen of every declared entity (read from domain/, so a new resource
 * is checked without touching this file) and on the custom pages, failing on any critical or
 * serious violation.
 *
 * Time (issue 10 §4): the administrator's screens are all visited in ONE page session, moving
 * between them as the app itself does (client-side navigation, no reload), and a screen is
 * checked as soon as its requests are done. The screens checked are a covering sample of
 * (entity, screen) pairs (e2e/sample.ts): every hand-written screen, and for each kind of screen
 * (list, show, form) every field kind it shows and every kind of entity, in every run; the rest
 * rotating with the seed; `E2E_FULL=1` checks them all.
 *
 * The same walk, on the brokers' laptops (1,366 × 768), proves that none of the administrator's
 * screens scrolls sideways (issue 28 item 25; every other demo user's menu: e2e/access.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { entities } from '../domain/entities';
import type { Entity } from '../domain/engine/entity';
import { listViewRoute } from '../domain/engine/listViews';
import { LAPTOP, logIn, navigate, openAs, overflow } from './helpers';
import { coveringSample } from './sample';
import { handWrittenScreen } from './handWritten';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** react-admin's class for the body of each kind of screen. */
const MAIN: Record<string, string> = { list: 'List', show: 'Show', create: 'Create', edit: 'Edit' };

/** The critical and serious violations on the page as it stands, one readable line each. */
async function violations(page: Page): Promise<string[]> {
  // Let the screen settle: data loaded, no progress bar, the title set.
  await quiet(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).toHaveTitle(/\S+ \| BrokerDesk$|^BrokerDesk$/);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Requests in flight per page, but the realtime socket's (its long poll never ends, which is
 * why waiting for "network idle" cost seconds on every screen).
 */
const traffic = new WeakMap<Page, { inFlight: number; last: number }>();

function watchTraffic(page: Page) {
  const state = { inFlight: 0, last: Date.now() };
  traffic.set(page, state);
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/socket.io');
  page.on('request', (request) => {
    if (!counted(request)) return;
    state.inFlight += 1;
    state.last = Date.now();
  });
  const done = (request: Request) => {
    if (!counted(request)) return;
    state.inFlight -= 1;
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Until no request has been in flight for 300 ms (data and lazy chunks loaded). */
async function quiet(page: Page) {
  const state = traffic.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    return;
  }
  await expect
    .poll(() => state.inFlight <= 0 && Date.now() - state.last > 300, { timeout: 10_000 })
    .toBe(true);
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

async function loggedIn(browser: Browser) {
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  watchTraffic(page);
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/home$/);
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
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await violations(page), path).toEqual([]);
  }

  await openAs(page, '/admin/company', { email: 'operador@demo.test', password: 'Demo1234!' });
  await expect(page.getByText('No tenés permiso para ver esta página.')).toBeVisible();
  expect(await violations(page), 'access denied').toEqual([]);
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
      expect(await violations(shared)).toEqual([]);
      expect(await overflow(shared), `${path} wider than 1,366 px`).toBe(0);
    });
  }

  test('an unknown page has no critical or serious violation', async () => {
    await navigate(shared, '/esto/no/existe');
    // The not-found screen itself, not whatever (or nothing) was there before.
    await expect(
      shared.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    expect(await violations(shared)).toEqual([]);
  });

  for (const entity of entities) {
    for (const screen of screensOf(entity)) {
      test(`${entity.label.many}: ${screen} has no critical or serious violation`, async () => {
        test.skip(!sampled(entity, screen), sample.reason);
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
        await expect(ready ? ready(shared).first() : shared.locator(main).first()).toBeVisible();
        await expect(shared.getByText('No tenés permiso para ver esta página.')).toHaveCount(0);
        expect(await violations(shared), path).toEqual([]);
        expect(await overflow(shared), `${path} wider than 1,366 px`).toBe(0);
      });
    }
    // Its named lists (domain/engine/listViews.ts): the list with a row action of its own.
    for (const view of entity.listViews)
      test(`${view.label}: list has no critical or serious violation`, async () => {
        const path = `/${listViewRoute(entity, view)}`;
        await navigate(shared, path);
        await shared.locator('.RaList-main').first().waitFor({ timeout: 3000 });
        expect(await violations(shared), path).toEqual([]);
        expect(await overflow(shared), `${path} wider than 1,366 px`).toBe(0);
      });
  }
});
