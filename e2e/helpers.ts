import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * A session of `user` as the app's authProvider keeps one after logging in (providers/tokens.ts:
 * the OAuth password grant's tokens under `auth.tokens` in localStorage), as a storage state.
 * A fresh token per call: a test that logs out or changes a password ends only its own session.
 */
export async function sessionOf(page: Page, user: { email: string; password: string } = ADMIN) {
  const answer = await page.request.post('/api/oauth/token', {
    data: { username: user.email, password: user.password, grant_type: 'password', client_id: '1' },
  });
  expect(answer.status(), `${user.email} logs in: ${await answer.text()}`).toBe(200);
  const { access_token, token_type, refresh_token } = await answer.json();
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(answer.url()).origin,
        localStorage: [
          {
            name: 'auth.tokens',
            value: JSON.stringify({ access_token, token_type, refresh_token }),
          },
        ],
      },
    ],
  };
}

/** Bearer headers of `user` (the OAuth password grant), for a test's own set-up requests. */
export async function apiHeaders(request: APIRequestContext, user = ADMIN) {
  const answer = await request.post('/api/oauth/token', {
    data: { username: user.email, password: user.password, grant_type: 'password', client_id: '1' },
  });
  expect(answer.status(), `${user.email} logs in: ${await answer.text()}`).toBe(200);
  return { authorization: `Bearer ${(await answer.json()).access_token}` };
}

/**
 * Opens `path` already logged in as `user` (through the API, see sessionOf), for the tests whose
 * subject is not the login: the login form itself is tested in session.spec.ts and account.spec.ts.
 * Call it before the page's first visit (it starts the browser context's storage afresh).
 */
export async function openAs(page: Page, path: string, user = ADMIN) {
  await page.context().setStorageState(await sessionOf(page, user));
  await page.goto(path);
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

/**
 * Goes to `path` as a link in the app does: the router's history entry and a popstate event,
 * so the app stays loaded (no new download, no new login check).
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * A user of the calling test's own, created through the API by the administrator with the
 * roles, cargos and organizations of the demo user `like`: what the test changes of a user
 * (stored list settings, its password, its sessions) changes no one another spec logs in as.
 */
export async function ownUser(request: APIRequestContext, like: string) {
  const headers = await apiHeaders(request);
  const query = encodeURIComponent(JSON.stringify({ email: like }));
  const found = await request.get(`/api/v1/auth-admin/user?filter=${query}`, { headers });
  const rows = (await found.json()) as Record<string, unknown>[];
  const demo = rows.find((row) => row.email === like);
  expect(demo, `the demo user ${like}`).toBeTruthy();
  const user = {
    email: `${like.split('@')[0]}-${Date.now().toString(36)}@broker.com.ar`,
    password: 'Propia2026',
  };
  const created = await request.post('/api/v1/auth-admin/user', {
    headers,
    data: {
      name: `Copia de ${String(demo!.name)}`,
      ...user,
      password_confirmation: user.password,
      roles: demo!.roles,
      assignments: demo!.assignments,
      organizations: demo!.organizations,
    },
  });
  expect(created.ok(), `${user.email} is created: ${await created.text()}`).toBe(true);
  return user;
}

/** The brokers' laptops (issue 28 item 25): nothing may scroll sideways at this size. */
export const LAPTOP = { width: 1366, height: 768 };

/** How far the page and the main content reach past their width, in pixels (0: none). */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const scrolling = document.scrollingElement!;
    const main = document.getElementById('main-content');
    return Math.max(
      scrolling.scrollWidth - scrolling.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });
