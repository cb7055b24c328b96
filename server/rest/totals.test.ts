/**
 * A list's total is cached per write version of the tables it counts (listing.ts,
 * writeVersions.ts): it must stay exact after every kind of write, through the API, through
 * raw SQL that no application code sees, in a join table or a referenced table the count
 * reads, and (on PostgreSQL) through another instance sharing the database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherInstance,
  json,
  startTestApp,
  type TestApp,
  describeDialects,
} from '../test/harness';

type Headers = Record<string, string>;

const listUrl = (resource: string, filter: Record<string, unknown>) =>
  `/api/v1/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`;

async function totalOf(
  t: { app: TestApp['app'] },
  headers: Headers,
  resource: string,
  filter = {},
) {
  const response = await t.app.inject({ url: listUrl(resource, filter), headers });
  expect(response.statusCode, response.body).toBe(200);
  return Number(String(response.headers['content-range']).split('/').pop());
}

describeDialects('list totals on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const holidays = (filter = {}) => totalOf(t, admin, 'admin/holiday', filter);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  it('stay exact after a create, an update and a delete through the API', async () => {
    const before = await holidays({ type: 2 });
    await holidays({ type: 2 }); // counted once, then served by version
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/holiday',
        headers: admin,
        payload: { date: '2031-03-03', name: 'Feriado de totales', type: 2 },
      }),
    );
    expect(await holidays({ type: 2 })).toBe(before + 1);
    const url = `/api/v1/admin/holiday/${created.id}`;
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...created, type: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await holidays({ type: 2 })).toBe(before);
    const back = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...json(moved), type: 2 },
    });
    expect(await holidays({ type: 2 })).toBe(before + 1);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect(await holidays({ type: 2 })).toBe(before);
    expect(back.statusCode).toBe(200);
  });

  it('stay exact after raw SQL writes no application code sees, single and bulk', async () => {
    const before = await holidays();
    const now = new Date().toISOString();
    const rows = [1, 2, 3].map((day) => ({
      date: `2032-01-0${day}`,
      name: `Feriado crudo ${day}`,
      type: 1,
      search_text: `feriado crudo ${day}`,
      created_at: now,
      updated_at: now,
    }));
    await t.database.db.insertInto('holidays').values(rows[0]).execute();
    expect(await holidays()).toBe(before + 1);
    await t.database.db.insertInto('holidays').values(rows.slice(1)).execute();
    expect(await holidays()).toBe(before + 3);
    expect(await holidays({ q: 'crudo' })).toBe(3);
    await t.database.db
      .updateTable('holidays')
      .set({ search_text: 'otro' })
      .where('date', '>=', '2032-01-02')
      .execute();
    expect(await holidays({ q: 'crudo' })).toBe(1);
    await sql`delete from holidays where name like 'Feriado crudo%'`.execute(t.database.db);
    expect(await holidays()).toBe(before);
  });

  it('follow a join table the count reads (users filtered by role)', async () => {
    const [role] = (
      await t.app.inject({
        url: `/api/v1/auth-admin/role?filter=${encodeURIComponent('{"q":"basic"}')}`,
        headers: admin,
      })
    ).json() as { id: number }[];
    const before = await totalOf(t, admin, 'auth-admin/user', { roles: [role.id] });
    const users = (
      await t.app.inject({ url: '/api/v1/auth-admin/user?range=[0,99]', headers: admin })
    ).json() as {
      id: number;
      roles: number[];
    }[];
    const outsider = users.find((u) => !u.roles.includes(role.id))!;
    await t.database.db
      .insertInto('users_roles')
      .values({ owner_id: outsider.id, target_id: role.id, position: 99 })
      .execute();
    expect(await totalOf(t, admin, 'auth-admin/user', { roles: [role.id] })).toBe(before + 1);
  });

  it('follow a referenced table the search reads (zip codes by their locality’s name)', async () => {
    const [zip] = (
      await t.app.inject({ url: '/api/v1/admin/locations/zipcode?range=[0,0]', headers: admin })
    ).json() as { locality_id: number }[];
    expect(await totalOf(t, admin, 'admin/locations/zipcode', { q: 'zzyzx' })).toBe(0);
    await sql`update localities set search_text = search_text || ' zzyzx' where id = ${zip.locality_id}`.execute(
      t.database.db,
    );
    const inLocality = await totalOf(t, admin, 'admin/locations/zipcode', {
      locality_id: zip.locality_id,
    });
    expect(inLocality).toBeGreaterThan(0);
    expect(await totalOf(t, admin, 'admin/locations/zipcode', { q: 'zzyzx' })).toBe(inLocality);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('list totals across instances', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof anotherInstance>>;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await anotherInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts on A a record created and deleted through B', async () => {
    const headers = await a.login('admin@demo.test');
    const before = await totalOf(a, headers, 'admin/holiday');
    const created = json(
      await b.app.inject({
        method: 'POST',
        url: '/api/v1/admin/holiday',
        headers,
        payload: { date: '2033-04-04', name: 'Feriado de otra instancia', type: 1 },
      }),
    );
    expect(await totalOf(a, headers, 'admin/holiday')).toBe(before + 1);
    await b.app.inject({ method: 'DELETE', url: `/api/v1/admin/holiday/${created.id}`, headers });
    expect(await totalOf(a, headers, 'admin/holiday')).toBe(before);
  });
});
