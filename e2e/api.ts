import type { Page } from '@playwright/test';

/**
 * A call to the API as the user logged in on `page` (its stored token), for tests that need
 * data set up or read back without clicking through screens.
 */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T; contentRange: string | null }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const tokens = JSON.parse(localStorage.getItem('auth.tokens') ?? 'null') as {
        access_token: string;
      } | null;
      const config = (window as { __APP_CONFIG__?: { clientId?: string } }).__APP_CONFIG__;
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'x-client-id': config?.clientId ?? '1',
          Authorization: `Bearer ${tokens?.access_token ?? ''}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const parsed = text ? JSON.parse(text) : null;
      // The API wraps bodies as {data, success}; unwrap like the app does.
      const json = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
      return { status: response.status, json, contentRange: response.headers.get('content-range') };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T; contentRange: string | null }>;
}

/** How many records a list holds with `filter` (from the Content-Range header). */
export async function listTotal(page: Page, resource: string, filter: object = {}) {
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`;
  const { contentRange } = await api(page, 'GET', `${resource}?${query}`);
  return Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? Number.NaN);
}
