/**
 * A client's main locality (issue 28 item 18) on both databases: the locality of its first
 * address as "Rosario, Santa Fe", kept on its row by the product so every client picker shows
 * it under the name; it follows the addresses on create, edit and removal, is never taken from
 * a request, and migration 2026_11_28_0005 gives clients stored before theirs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, answer as json, describeDialects } from '../test/harness';
import { up } from '../db/migrations/2026_11_28_0005_search_keys_and_places';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const ARGENTINA = 1;

describeDialects('a client’s main locality on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  /** Two localities of different provinces, with the label each should give. */
  let places: { state_id: number; locality_id: number; label: string }[];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    const rows = await t.database.db
      .selectFrom('localities as l')
      .innerJoin('states as s', 's.id', 'l.state_id')
      .select([
        'l.id as locality_id',
        'l.state_id as state_id',
        'l.name as name',
        's.name as state',
      ])
      .orderBy('l.id')
      .execute();
    const first = rows[0];
    const other = rows.find((r) => r.state_id !== first.state_id)!;
    places = [first, other].map((r) => ({
      state_id: Number(r.state_id),
      locality_id: Number(r.locality_id),
      label: `${String(r.name)}, ${String(r.state)}`,
    }));
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Row) =>
    t.app.inject({ method, url, headers: admin, payload });
  const address = (n: number, street = 'Av. Pellegrini') => ({
    address_class: 1,
    street,
    street_number: '1500',
    country_id: ARGENTINA,
    state_id: places[n].state_id,
    locality_id: places[n].locality_id,
  });
  const company = (cuit: string) => ({
    person_type: LEGAL,
    business_name: `Transportes ${cuit}`,
    cuit,
  });

  it('is the first address’s locality and province, shown with the client and its list row', async () => {
    const created = await call('POST', '/api/v1/account', {
      ...company('30-71234567-1'),
      addresses: [address(0), address(1, 'Mitre')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).id as string;
    expect(json(created).main_locality).toBe(places[0].label);
    const filter = encodeURIComponent(JSON.stringify({ id: [id] }));
    const listed = json(await call('GET', `/api/v1/account?filter=${filter}`)) as Row[];
    expect(listed[0].main_locality).toBe(places[0].label);
  });

  it('follows the addresses: another first one, none left', async () => {
    const response = await call('POST', '/api/v1/account', {
      ...company('30-71234570-1'),
      addresses: [address(0)],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json(response);
    const moved = await call('PUT', `/api/v1/account/${String(created.id)}`, {
      ...created,
      addresses: [address(1)],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).main_locality).toBe(places[1].label);
    const emptied = await call('PUT', `/api/v1/account/${String(created.id)}`, {
      ...json(moved),
      addresses: [],
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const read = json(await call('GET', `/api/v1/account/${String(created.id)}`));
    expect(read.main_locality).toBeNull();
  });

  it('is never taken from a request', async () => {
    const response = await call('POST', '/api/v1/account', {
      ...company('30-71234569-8'),
      main_locality: 'Ushuaia, Tierra del Fuego',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors)).toEqual(['main_locality']);
  });

  it('is given to clients stored before the migration, from their first address', async () => {
    const db = t.database.db;
    const before = await db
      .selectFrom('accounts')
      .select(['id', 'main_locality'])
      .orderBy('id')
      .execute();
    // The demo clients have addresses: most have a locality to show.
    expect(before.filter((r) => r.main_locality !== null).length).toBeGreaterThan(10);
    await db.updateTable('accounts').set({ main_locality: null }).execute();
    await up(db, dialect);
    await up(db, dialect); // safe to run twice
    const after = await db
      .selectFrom('accounts')
      .select(['id', 'main_locality'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
