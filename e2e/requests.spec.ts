/**
 * Front-end cost per screen (issue 10 §4): a list asks for its rows once and for each
 * referenced resource once, in one batch (react-admin's getMany:
 * `GET /api/v1/{target}?filter={"id":[...]}`), never once per row; also after paging and
 * after a filter.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { api, listTotal } from './api';
import { openAs } from './helpers';

interface ApiCall {
  resource: string;
  kind: 'list' | 'many' | 'one' | 'other';
  ids: string[];
}

/** What a request to /api/v1/ asks for, in react-admin's terms (ra-data-simple-rest). */
function describe(request: Request): ApiCall | null {
  const url = new URL(request.url());
  const match = /^\/api\/v1\/(.+)$/.exec(url.pathname);
  if (!match || request.method() !== 'GET') return null;
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  const path = match[1];
  if (Array.isArray(filter.id) && !url.searchParams.has('range'))
    return { resource: path, kind: 'many', ids: filter.id.map(String) };
  if (url.searchParams.has('range')) return { resource: path, kind: 'list', ids: [] };
  return { resource: path, kind: /\/[^/]+$/.test(path) ? 'one' : 'other', ids: [] };
}

/** Records every API read the page makes from now on. */
function recordCalls(page: Page) {
  const calls: ApiCall[] = [];
  // The requests themselves, not a count: one sent before recording began (the home page's
  // panels) may finish after, and must not make the count negative.
  const inFlight = new Set<Request>();
  let last = Date.now();
  // Only the API counts: the realtime socket's long poll is always pending.
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const done = (request: Request) => {
    if (!isApi(request)) return;
    inFlight.delete(request);
    last = Date.now();
  };
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    last = Date.now();
    const call = describe(request);
    if (call) calls.push(call);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const screenCalls = (resource: string) =>
    calls.filter((c) => !LAYOUT.includes(c.resource) || c.resource === resource);
  return {
    /**
     * How many reads of each kind `resource`'s screen made since the last `take` (the layout's
     * own left out): once at least `awaited` have been made (a loaded machine renders slowly)
     * and then the API has been quiet for a second (so an extra request would be seen).
     */
    async take(resource: string, awaited: Record<string, number>) {
      await expect
        .poll(() => {
          const counts = tally(screenCalls(resource));
          return Object.entries(awaited).every(([key, n]) => (counts[key] ?? 0) >= n);
        })
        .toBe(true);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect.poll(() => inFlight.size === 0 && Date.now() - last > 1000).toBe(true);
      const taken = screenCalls(resource);
      calls.splice(0, calls.length);
      return { counts: tally(taken), calls: taken };
    },
  };
}

/** What every screen's frame reads (the user's profile, the notification bell). */
const LAYOUT = ['user/me', 'notifications'];

/** How many calls of each kind went to each resource, e.g. `{'many admin/branch': 1}`. */
function tally(calls: ApiCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind, resource } of calls) {
    const key = `${kind} ${resource}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The rows the list shows now, read with the list's own query through Playwright's own client
 * (not the page's), so the read is not counted as the screen's.
 */
async function shownRows(page: Page, resource: string) {
  const query = new URL(page.url()).searchParams;
  const perPage = Number(query.get('perPage') ?? 25);
  const from = (Number(query.get('page') ?? 1) - 1) * perPage;
  const params = new URLSearchParams({
    filter: query.get('filter') ?? '{}',
    sort: JSON.stringify([query.get('sort') ?? 'id', query.get('order') ?? 'ASC']),
    range: JSON.stringify([from, from + perPage - 1]),
  });
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth.tokens') ?? '{}').access_token as string,
  );
  const response = await page.request.get(`/api/v1/${resource}?${params}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return (Array.isArray(body) ? body : body.data) as Record<string, unknown>[];
}

const ZIPCODE = 'admin/locations/zipcode';
const LOCALITY = 'admin/locations/locality';
const STATE = 'admin/locations/state';

test('the zip code list reads its rows once and each referenced resource in one batch, also after paging and a filter', async ({
  page,
}) => {
  // The profile, not home: home's panels load after it shows, into the recording.
  await openAs(page, '/profile');
  // Two pages at least, so paging asks for a second batch.
  for (let n = await listTotal(page, ZIPCODE); n <= 30; n++) {
    const code = String(8000 + n);
    const created = await api(page, 'POST', ZIPCODE, { locality_id: (n % 20) + 1, code });
    expect(created.status, code).toBe(201);
  }
  const recorder = recordCalls(page);
  const oneBatchEach = { [`list ${ZIPCODE}`]: 1, [`many ${LOCALITY}`]: 1, [`many ${STATE}`]: 1 };

  await page.goto(`/${ZIPCODE}?filter=%7B%7D&page=1&perPage=25&sort=code&order=ASC`);
  await expect(page.locator('tbody tr')).toHaveCount(25);
  let taken = await recorder.take(ZIPCODE, oneBatchEach);
  expect(taken.counts).toEqual(oneBatchEach);
  // The batch names every locality on the page, each once: 25 rows, one request.
  const localitiesOf = (rows: Record<string, unknown>[]) =>
    [...new Set(rows.map((r) => String(r.locality_id)))].sort();
  const batch = taken.calls.find((c) => c.resource === LOCALITY)!;
  expect([...batch.ids].sort()).toEqual(localitiesOf(await shownRows(page, ZIPCODE)));
  expect(batch.ids.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  taken = await recorder.take(ZIPCODE, oneBatchEach);
  expect(taken.counts).toEqual(oneBatchEach);
  const second = taken.calls.find((c) => c.resource === LOCALITY)!;
  expect([...second.ids].sort()).toEqual(localitiesOf(await shownRows(page, ZIPCODE)));

  // A filter: the rows again in one request, and at most one batch per referenced resource
  // (none when every row shown was on screen already).
  await page.getByPlaceholder('Buscar').fill('Palermo');
  await expect(page).toHaveURL(/Palermo/);
  taken = await recorder.take(ZIPCODE, { [`list ${ZIPCODE}`]: 1 });
  expect(taken.counts[`list ${ZIPCODE}`]).toBe(1);
  expect(atMostOneBatch(taken.counts, ZIPCODE), JSON.stringify(taken.counts)).toBe(true);
  await expect(page.locator('tbody tr').first()).toContainText('Palermo');
});

/** One list request, at most one getMany per other resource, and nothing else. */
function atMostOneBatch(counts: Record<string, number>, resource: string) {
  return Object.entries(counts).every(([key, n]) =>
    key === `list ${resource}` ? n === 1 : key.startsWith('many ') && n <= 1,
  );
}

const USER = 'auth-admin/user';

test('the user list reads its rows once and each referenced list in one batch, also after a filter', async ({
  page,
}) => {
  // The profile, not home: home's panels load after it shows, into the recording.
  await openAs(page, '/profile');
  const recorder = recordCalls(page);
  const oneBatchEach = {
    [`list ${USER}`]: 1,
    'many auth-admin/role': 1,
    'many auth-admin/assigment': 1,
  };
  await page.goto(`/${USER}?filter=%7B%7D&page=1&perPage=25`);
  await expect(page.locator('tbody tr').nth(2)).toBeVisible();
  expect((await recorder.take(USER, oneBatchEach)).counts).toEqual(oneBatchEach);

  await page.getByPlaceholder('Buscar').fill('operador');
  await expect(page).toHaveURL(/operador/);
  const { counts } = await recorder.take(USER, { [`list ${USER}`]: 1 });
  expect(atMostOneBatch(counts, USER), JSON.stringify(counts)).toBe(true);
  await expect(page.locator('tbody tr')).toHaveCount(1);
});
