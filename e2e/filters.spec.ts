/**
 * Every declared filter of every generated list, read from domain/ (a new entity or filter is
 * covered without touching this file): add it from the menu, give it a value, see the rows
 * follow the API, remove it, and reload to prove it does not come back.
 *
 * "Follow the API": the list shows the total the API answered to the list's own request with
 * the filter in the address, not a total read before or after (other specs add rows meanwhile,
 * so this spec need not run alone).
 *
 * Time (issue 10 §4): every list's menu names all its filters, and the filters tried are a
 * covering sample (e2e/sample.ts): every kind of filter in every run, the others rotating with
 * the seed; `E2E_FULL=1` tries them all.
 */
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { entities } from '../domain/entities';
import { filterFields, type Entity } from '../domain/engine/entity';
import type { Field } from '../domain/engine/fields';
import { api, listTotal } from './api';
import { openAs } from './helpers';
import { coveringSample } from './sample';
import { handWrittenScreen } from './handWritten';

/** A label as a literal in a pattern: "Destinatarios (roles)" has parentheses. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lists replaced by a hand-written screen (e2e/handWritten.ts) test themselves. */
/** A singleton's list address opens its one record's form (SingletonPage): no list to filter. */
const generatedList = (entity: Entity) =>
  !entity.singleton && !handWrittenScreen(entity.name, 'list');

interface DeclaredFilter {
  source: string;
  label: string;
  field: Field;
  /** The field whose stored values choose the filter value (`date` for `date_gte`). */
  name: string;
}

function declaredFilters(entity: Entity): DeclaredFilter[] {
  return filterFields(entity).flatMap((name) => {
    const field = entity.fields[name];
    if (field.kind !== 'date' && field.kind !== 'datetime')
      return [{ source: name, label: field.label, field, name }];
    return [
      { source: `${name}_gte`, label: `${field.label} desde`, field, name },
      { source: `${name}_lte`, label: `${field.label} hasta`, field, name },
    ];
  });
}

/** The filter the list has in its URL now. */
const urlFilter = (page: Page): Record<string, unknown> =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

/** The number of records the list says it shows (0 when it shows none). */
async function shownTotal(page: Page): Promise<number> {
  const pagination = page.locator('.MuiTablePagination-displayedRows');
  if (!(await pagination.isVisible())) return page.locator('tbody tr').count();
  // The list may re-render between the two reads (to "none found", which has no pagination):
  // then there is no answer yet, and the poll asks again, instead of waiting for a pagination
  // that never comes back until the poll's time is up.
  const text = await pagination.textContent({ timeout: 1000 }).catch(() => null);
  return text === null ? Number.NaN : Number(/(\d+)\D*$/.exec(text)?.[1]);
}

/** An object as JSON with its keys sorted: the same filter, the same text. */
const canonical = (filter: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b))));

/**
 * The total the API answered to the list screen's newest request of each filter (keyed by
 * `canonical`), read from its Content-Range; the spec's own one-row reads are left out.
 */
function watchListAnswers(page: Page, resource: string) {
  const totals = new Map<string, number>();
  const listener = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== `/api/v1/${resource}` || response.request().method() !== 'GET') return;
    if (url.searchParams.get('range') === '[0,0]') return;
    const total = /\/(\d+)$/.exec(response.headers()['content-range'] ?? '')?.[1];
    if (total === undefined) return;
    totals.set(canonical(JSON.parse(url.searchParams.get('filter') ?? '{}')), Number(total));
  };
  page.on('response', listener);
  return { totals, stop: () => page.off('response', listener) };
}

/** Whether the list shows the total the API answered to its request with the address's filter. */
async function showsAnsweredTotal(page: Page, answers: Map<string, number>) {
  const answered = answers.get(canonical(urlFilter(page)));
  return answered !== undefined && (await shownTotal(page)) === answered;
}

/** A stored value of `name` from the middle of the list, so a filter on it narrows rows. */
async function middleValue(page: Page, entity: Entity, name: string): Promise<string> {
  const range = encodeURIComponent('[0,99]');
  const sort = encodeURIComponent(JSON.stringify([name, 'ASC']));
  const { json } = await api<Record<string, unknown>[]>(
    page,
    'GET',
    `${entity.name}?range=${range}&sort=${sort}`,
  );
  const values = json.map((r) => r[name]).filter((v) => v !== null && v !== '');
  return String(values[Math.floor(values.length / 2)] ?? values[0] ?? '');
}

/**
 * Opens a picker's options as a person would with the keyboard: a picker just added from the
 * "Filtros" menu has the focus and opens its options by itself, perhaps a moment later, so a
 * click (which closes open options) could undo it; the down arrow opens closed options and
 * only moves through open ones. (An open select hides the rest of the page from the
 * accessibility tree, its own box included: the options are what the caller waits for.)
 */
async function openOptions(container: Locator) {
  const box = container.getByRole('combobox');
  await box.focus();
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.press('ArrowDown');
}

/**
 * Gives the shown filter input a value, as a person would for its kind; returns the value the
 * URL must end with where it is known (a date typed digit by digit passes through others).
 */
async function fillFilter(
  page: Page,
  entity: Entity,
  filter: DeclaredFilter,
): Promise<string | undefined> {
  const container = page.locator(`.filter-field[data-source="${filter.source}"]`);
  switch (filter.field.kind) {
    case 'boolean':
      await openOptions(container);
      await page.getByRole('option', { name: 'No', exact: true }).click();
      return;
    case 'enumeration':
    case 'status':
      await openOptions(container);
      // The first option with a name (a select's first one is "no value").
      await page.getByRole('option').filter({ hasText: /\p{L}/u }).first().click();
      return;
    case 'reference':
    case 'referenceList':
    case 'choiceList':
      await openOptions(container);
      await page.getByRole('option').first().click();
      return;
    case 'date':
    case 'datetime': {
      // A date no row holds yet (an API client never used) filters by today: none may match.
      const stored = (await middleValue(page, entity, filter.name)) || new Date().toISOString();
      const [y, m, d] = stored.slice(0, 10).split('-');
      await container.getByRole('spinbutton').first().click();
      await page.keyboard.type(`${d}${m}${y}`);
      return `${y}-${m}-${d}`;
    }
    default: {
      const value = await middleValue(page, entity, filter.name);
      await container.getByRole('textbox').fill(value.slice(0, 20));
    }
  }
}

/**
 * Adds a filter from the "Filtros" menu, as a user would: once the last menu has closed, open
 * it and pick the filter; a pick the menu swallowed (CI saw one on a loaded machine) is made
 * again, as a user seeing no filter appear would.
 */
async function showFilter(page: Page, filter: DeclaredFilter) {
  const field = page.locator(`.filter-field[data-source="${filter.source}"]`);
  await expect(async () => {
    if (await field.isVisible()) return;
    const menu = page.locator('.MuiPopover-root');
    if (await menu.count()) await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: /filtr/i }).click();
    await page
      .getByRole('menuitemcheckbox', { name: new RegExp(`^${escapeRegExp(filter.label)}$`, 'i') })
      .click();
    await expect(field).toBeVisible({ timeout: 7_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * One administrator's page (browser context, login, cached scripts) for every list a worker
 * tries: a context, a login and a cold start per list cost 2.5 s on a loaded machine. A failed
 * test ends its worker, and the next worker logs in afresh (`beforeAll` runs again there). Not a
 * worker-scoped fixture: a worker of a fixture of its own is scheduled after every other spec,
 * and the run ended with the other worker idle for a minute.
 */
let adminPage: Page;
test.beforeAll(async ({ browser }) => {
  adminPage = await (await browser.newContext()).newPage();
  await openAs(adminPage, '/home');
});
test.afterAll(async () => {
  await adminPage?.context().close();
});

/** Polls that settle within a second or two: asked every 100 ms, not at Playwright's 1 s pace. */
const often = { timeout: 15_000, intervals: [100] };

/** Every filter of every generated list, each tried alone: the sample is of filters. */
const filtersOf = new Map(entities.filter(generatedList).map((e) => [e, declaredFilters(e)]));
const sample = coveringSample([...filtersOf.values()].flat(), (f) => [
  `${f.field.kind}${f.source === f.name ? '' : ' range'}`,
]);

for (const [entity, filters] of filtersOf) {
  if (!filters.length) continue;
  const tried = filters.filter((f) => sample.has(f));
  // A list with no filter in the sample is declared skipped, with the reason: a skip decided in
  // the test's body still costs a browser context (about 300 of them, 1.5 minutes a run).
  const declare = tried.length ? test : test.skip;
  const skipped = { annotation: { type: 'skip', description: sample.reason } };
  const title = `every filter of ${entity.label.many} adds, narrows, removes and stays removed`;
  declare(title, tried.length ? {} : skipped, async () => {
    const page = adminPage;
    // A hang catcher: on a loaded machine beside the other specs the 2,000 clients list is slow.
    test.setTimeout(60_000 + 30_000 * tried.length);
    const { totals: answers, stop } = watchListAnswers(page, entity.name);
    try {
      // An explicit empty filter: whatever an earlier test left in the user's stored list state.
      await page.goto(`/${entity.name}?filter=%7B%7D&displayedFilters=%7B%7D`);
      // An empty list shows its invitation to create, with no filters to try.
      test.skip(
        (await listTotal(page, entity.name)) === 0,
        `${entity.label.many} has no demo rows`,
      );
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expect.poll(() => showsAnsweredTotal(page, answers), often).toBe(true);

      // The menu names every declared filter, none blank.
      await page.getByRole('button', { name: /filtr/i }).click();
      const items = page.getByRole('menuitemcheckbox');
      await expect(items).toHaveText(
        filters.map((f) => new RegExp(`^${escapeRegExp(f.label)}$`, 'i')),
      );
      await page.keyboard.press('Escape');

      for (const filter of tried) {
        await showFilter(page, filter);
        expect(page.url()).not.toContain('undefined');
        // The list writes the shown filter to its URL and then resets its filter form to it: on a
        // loaded machine that reset could land after the first digits were typed.
        await expect
          .poll(() => new URL(page.url()).searchParams.get('displayedFilters') ?? '', often)
          .toContain(`"${filter.source}"`);

        const typed = await fillFilter(page, entity, filter);
        await expect
          .poll(() => urlFilter(page)[filter.source], often)
          .toEqual(typed ?? expect.anything());
        const applied = urlFilter(page);
        await expect.poll(() => showsAnsweredTotal(page, answers), often).toBe(true);
        if (answers.get(canonical(applied)) === answers.get(canonical({})))
          test.info().annotations.push({
            type: 'note',
            description: `${filter.source}: every demo row matches ${JSON.stringify(applied)}`,
          });

        // Reload: the filter is kept; removing it brings every row back, and it stays removed.
        await page.reload();
        await expect(page.locator(`.filter-field[data-source="${filter.source}"]`)).toBeVisible();
        await page
          .locator(`.filter-field[data-source="${filter.source}"] .RaFilterFormInput-hideButton`)
          .click();
        await expect(page.locator(`.filter-field[data-source="${filter.source}"]`)).toHaveCount(0);
        await expect.poll(() => urlFilter(page)[filter.source], often).toBeUndefined();
        // Every row back: the unfiltered list the API answered.
        await expect.poll(() => showsAnsweredTotal(page, answers), often).toBe(true);
        await page.reload();
        await expect(page.locator('tbody tr').first()).toBeVisible();
        expect(urlFilter(page)[filter.source]).toBeUndefined();
        await expect(page.locator(`.filter-field[data-source="${filter.source}"]`)).toHaveCount(0);
        expect(page.url()).not.toContain('undefined');
      }
    } finally {
      // The page goes on to the next list: this list's watcher ends here.
      stop();
    }
  });
}
