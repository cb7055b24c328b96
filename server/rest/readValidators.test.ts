/**
 * Repeat reads (readValidators.ts): lists and records carry a weak ETag that moves with any
 * write to a table the answer is built from, with the viewer's permissions and with who reads;
 * a matching If-None-Match is a 304 without a body, a stale or malformed one a whole answer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDialects, json, startTestApp, type TestApp } from '../test/harness';

type Headers = Record<string, string>;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const HOLIDAYS = `/api/v1/admin/holiday?range=${q([0, 9])}`;
const ACCOUNTS = `/api/v1/account?range=${q([0, 9])}&sort=${q(['id', 'ASC'])}`;
const ZIPCODES = `/api/v1/admin/locations/zipcode?range=${q([0, 4])}&sort=${q(['locality_id', 'ASC'])}`;

describeDialects('repeat reads answered 304 on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers, etag?: string) =>
    t.app.inject({
      url,
      headers: etag === undefined ? headers : { ...headers, 'if-none-match': etag },
    });

  /** The validator of a whole answer, checking its caching headers. */
  async function etagOf(url: string, headers: Headers): Promise<string> {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    return etag;
  }

  /** `sent` as If-None-Match names `etag`, the current validator. */
  async function expectNotModified(url: string, headers: Headers, etag: string, sent = etag) {
    const response = await get(url, headers, sent);
    expect(response.statusCode, response.body).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['cache-control']).toBe('no-cache');
  }

  it('answers a repeated list or record read 304 with no body, and a stale one whole', async () => {
    const etag = await etagOf(HOLIDAYS, admin);
    expect(await etagOf(HOLIDAYS, admin)).toBe(etag);
    await expectNotModified(HOLIDAYS, admin, etag);
    // Among others, as a cache holding several sends them.
    await expectNotModified(HOLIDAYS, admin, etag, `W/"older", ${etag}`);
    const [first] = (await get(HOLIDAYS, admin)).json() as { id: number }[];
    const record = `/api/v1/admin/holiday/${first.id}`;
    const recordTag = await etagOf(record, admin);
    expect(recordTag).not.toBe(etag);
    await expectNotModified(record, admin, recordTag);
    const stale = await get(record, admin, 'W/"stale"');
    expect(stale.statusCode).toBe(200);
    expect(json(stale).id).toBe(first.id);
    // Another page, filter or sort is another answer.
    expect(await etagOf(`${HOLIDAYS}&sort=${q(['name', 'ASC'])}`, admin)).not.toBe(etag);
  });

  it('moves with any write to the table, through the API or raw SQL', async () => {
    const before = await etagOf(HOLIDAYS, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/holiday',
      headers: admin,
      payload: { date: '2032-04-04', name: 'Feriado de validadores', type: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const afterCreate = await etagOf(HOLIDAYS, admin);
    expect(afterCreate).not.toBe(before);
    expect((await get(HOLIDAYS, admin, before)).statusCode).toBe(200);
    const record = `/api/v1/admin/holiday/${json(created).id}`;
    const recordTag = await etagOf(record, admin);
    // A write no application code sees, to a row this page does not even show.
    await sql`update holidays set name = name || '.' where id = (select min(id) from holidays)`.execute(
      t.database.db,
    );
    expect(await etagOf(HOLIDAYS, admin)).not.toBe(afterCreate);
    const answered = await get(record, admin, recordTag);
    expect(answered.statusCode).toBe(200);
    expect(json(answered).name).toBe('Feriado de validadores');
  });

  it('moves with a write to a table the answer reads through (a sort by a cited name)', async () => {
    const before = await etagOf(ZIPCODES, admin);
    await sql`update localities set name = name || ' ' where id = (select min(id) from localities)`.execute(
      t.database.db,
    );
    expect(await etagOf(ZIPCODES, admin)).not.toBe(before);
  });

  it('differs between users of different scope, and a user’s validator is not another’s', async () => {
    const executive = await t.login('ejecutivo@demo.test');
    const supervisor = await t.login('supervisor@demo.test');
    const tags = [
      await etagOf(ACCOUNTS, admin),
      await etagOf(ACCOUNTS, executive),
      await etagOf(ACCOUNTS, supervisor),
    ];
    expect(new Set(tags).size).toBe(3);
    // The executive sending the administrator's validator gets their own page, whole.
    const mine = await get(ACCOUNTS, executive, tags[0]);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBe(tags[1]);
    // A second session of the same user shares the validator.
    await expectNotModified(ACCOUNTS, await t.login('ejecutivo@demo.test'), tags[1]);
  });

  it('moves when the user’s permissions change, the data unchanged', async () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method, url: `/api/v1/${url}`, headers: admin, payload });
    const role = json(
      await send('POST', 'auth-admin/role', {
        name: `rol_validador_${++seq}`,
        label: `Rol de validador ${seq}`,
        permissions: ['admin: holidays'],
      }),
    );
    const [cargo] = (
      await get(`/api/v1/auth-admin/assigment?filter=${q({ q: 'general' })}`, admin)
    ).json() as { id: number }[];
    const email = `validador${seq}@broker.com.ar`;
    const password = 'Clave2026segura';
    const created = await send('POST', 'auth-admin/user', {
      name: `Persona ${seq}`,
      email,
      password,
      password_confirmation: password,
      roles: [role.id],
      assignments: [cargo.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = await t.login(email, password);
    const before = await etagOf(HOLIDAYS, session);
    await expectNotModified(HOLIDAYS, session, before);
    const changed = await send('PUT', `auth-admin/role/${role.id}`, {
      ...role,
      permissions: ['admin: holidays', 'admin: companies'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const answered = await get(HOLIDAYS, session, before);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.etag).not.toBe(before);
  });

  it('answers a malformed If-None-Match whole', async () => {
    const etag = await etagOf(HOLIDAYS, admin);
    const opaque = etag.slice(2);
    for (const header of [
      'garbage',
      'W/"',
      `${etag} ${etag}`,
      `${etag}, garbage`,
      '*',
      `W/${opaque.slice(0, -1)}`,
      `"${'x'.repeat(5000)}", ${etag}`,
      '',
    ]) {
      const response = await get(HOLIDAYS, admin, header);
      expect(response.statusCode, header).toBe(200);
      expect((response.json() as unknown[]).length).toBeGreaterThan(0);
    }
    // The weak comparison: the same opaque tag without W/ still names it.
    await expectNotModified(HOLIDAYS, admin, etag, opaque);
  });
});
