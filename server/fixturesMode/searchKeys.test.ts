/**
 * Fixtures mode finds opportunities by plate and quote number and shows a client's main
 * locality from the declarations alone (issue 28 items 18 and 19), as the server does: the
 * demo's first car is the issue's own "AF 512 KD"; whom it is hidden from finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesData, startFixturesServer } from './fixturesServer';

let server: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

type Row = Record<string, unknown>;
const ids = (rows: Row[]) => rows.map((r) => String(r.id));

describe('search keys in fixtures mode', () => {
  const data = fixturesData();
  const plated = data.opportunities.find((o) => o.plate === 'AF 512 KD')!;

  it('finds the demo car by its plate however it is typed, and from anywhere', async () => {
    expect(plated).toBeTruthy();
    const admin = await server.as('admin@demo.test');
    for (const q of ['AF 512 KD', 'af512kd', 'AF512KD']) {
      const found = await admin.call(`opportunity?q=${encodeURIComponent(q)}`);
      expect(ids(found.json), q).toEqual([String(plated.id)]);
    }
    const anywhere = await admin.call('search?q=af512kd');
    const group = (anywhere.json.groups as { resource: string; records: Row[] }[]).find(
      (g) => g.resource === 'opportunity',
    );
    expect(ids(group?.records ?? [])).toEqual([String(plated.id)]);
  });

  it('finds an opportunity by a quote number; a plate finds nothing for whom it is hidden', async () => {
    const numbered = data.opportunities.find((o) => typeof o.quote_numbers === 'string')!;
    const number = String(numbered.quote_numbers).split(', ')[0];
    const admin = await server.as('admin@demo.test');
    const found = await admin.call(`opportunity?q=${encodeURIComponent(number)}`);
    expect(ids(found.json)).toEqual([String(numbered.id)]);
    // A car the executive does not work (nor their team): its plate finds nothing for them.
    const executive = await server.as('ejecutivo@demo.test');
    const visible = new Set(ids((await executive.call('opportunity?_page=1&_limit=1000')).json));
    const hidden = data.opportunities.find((o) => o.plate && !visible.has(String(o.id)))!;
    expect(hidden).toBeTruthy();
    const plate = encodeURIComponent(String(hidden.plate));
    expect((await admin.call(`opportunity?q=${plate}`)).json.length).toBe(1);
    expect((await executive.call(`opportunity?q=${plate}`)).json).toEqual([]);
  });

  it('shows each demo client’s main locality in its list rows', async () => {
    const admin = await server.as('admin@demo.test');
    const rows = (await admin.call('account?_page=1&_limit=5')).json;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.main_locality)).toMatch(/^[^,]+, .+$/);
  });
});
