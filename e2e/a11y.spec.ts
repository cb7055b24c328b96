/**
 * Accessibility (issue 9 item 35): axe-core with the WCAG 2.1 A and AA rules on every list,
 * create, edit and show screen of every declared entity (read from domain/, so a new resource
 * is checked without touching this file) and on the custom pages, failing on any critical or
 * serious violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { entities } from '../domain/entities';
import type { Entity } from '../domain/entity';
import { logIn } from './helpers';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The critical and serious violations on the page as it stands, one readable line each. */
async function violations(page: Page): Promise<string[]> {
  // Let the screen settle: data loaded, no progress bar, the title set.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
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

let shared: Page;

async function loggedIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
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

test.describe('public pages', () => {
  for (const path of ['/login', '/register', '/password/email']) {
    test(`${path} has no critical or serious violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await violations(page)).toEqual([]);
    });
  }
});

test('the access-denied page has no critical or serious violation', async ({ page }) => {
  await page.goto('/admin/company');
  await logIn(page, { email: 'operador@demo.test', password: 'Demo1234!' });
  await expect(page.getByText('No tenés permiso para ver esta página.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('screens of a logged-in administrator', () => {
  test.beforeAll(async ({ browser }) => {
    shared = await loggedIn(browser);
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });

  for (const path of ['/home', '/profile', '/notifications', '/register/pending']) {
    test(`${path} has no critical or serious violation`, async () => {
      await shared.goto(path);
      expect(await violations(shared)).toEqual([]);
    });
  }

  test('an unknown page has no critical or serious violation', async () => {
    await shared.goto('/esto/no/existe');
    expect(await violations(shared)).toEqual([]);
  });

  for (const entity of entities) {
    const screens = ['list', 'show', ...(entity.readOnly ? [] : ['create', 'edit'])];
    for (const screen of screens) {
      test(`${entity.label.many}: ${screen} has no critical or serious violation`, async () => {
        let path = `/${entity.name}`;
        if (screen === 'create') path += '/create';
        if (screen === 'show' || screen === 'edit') {
          const id = await someId(shared, entity);
          test.skip(!id, `no ${entity.name} record to open`);
          path += `/${encodeURIComponent(id!)}/${screen}`;
        }
        await shared.goto(path);
        await expect(shared.getByText('No tenés permiso para ver esta página.')).toHaveCount(0);
        expect(await violations(shared), path).toEqual([]);
      });
    }
  }
});
