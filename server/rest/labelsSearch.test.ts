/**
 * The labels route's `q` (GET /api/v1/labels/{target}) answers alike on the server and in
 * fixtures mode: it looks in the names only, accents and case aside, with the names' other
 * spellings (domain/engine/searchTerms.ts), also for targets whose search text holds other fields
 * (companies by CUIT, clients by e-mail), which the names search must never reach. Both start
 * from the same demo data (fixtures/db.json is the seed read back as the demo administrator),
 * so the same request must bring the same names and total.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { foldSearch } from '../../domain/engine/searchTerms';
import { recomputeSearchTexts } from '../db/searchTexts';
import { fixturesData, startFixturesServer } from '../fixturesMode/fixturesServer';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
type Label = { id: unknown; label: string };

const ALL = 3000;
const db = fixturesData();
const fixtures = { base: '', token: '', close: async () => {} };

beforeAll(async () => {
  Object.assign(fixtures, await startFixturesServer());
});
afterAll(() => fixtures.close());

/** Names and total as fixtures mode answers them (json-server's protocol). */
async function fixtureLabels(target: string, q: string) {
  const params = new URLSearchParams({ q, _start: '0', _end: String(ALL) });
  const response = await fetch(`${fixtures.base}/api/v1/labels/${target}?${params}`, {
    headers: { authorization: `Bearer ${fixtures.token}` },
  });
  expect(response.status).toBe(200);
  const labels = ((await response.json()) as Label[]).map((r) => r.label);
  return { labels: labels.sort(), total: Number(response.headers.get('x-total-count')) };
}

describeDialects('the labels route’s search on %s and in fixtures mode', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const serverCall = (target: string, filter: Record<string, unknown>, headers = admin) =>
    t.app.inject({
      url: `/api/v1/labels/${target}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify([0, ALL - 1]))}`,
      headers,
    });
  async function serverLabels(target: string, q: string) {
    const response = await serverCall(target, { q });
    expect(response.statusCode, response.body).toBe(200);
    const labels = (response.json() as Label[]).map((r) => r.label);
    const total = Number(String(response.headers['content-range']).split('/').pop());
    return { labels: labels.sort(), total };
  }
  const bothAnswer = async (target: string, q: string) => {
    const [server, fixture] = [await serverLabels(target, q), await fixtureLabels(target, q)];
    expect(server, `${target} q=${q}`).toEqual(fixture);
    expect(server.total).toBe(server.labels.length);
    return server.labels;
  };

  it('finds an accented name by a query without the accent, in any case', async () => {
    for (const q of ['federacion', 'FEDERACIÓN', 'federaCion patr']) {
      expect(await bothAnswer('admin/company', q), q).toEqual(['Federación Patronal']);
    }
    expect(await bothAnswer('admin/producer', 'gomez')).toEqual(['Martín Gómez']);
    expect(await bothAnswer('admin/producer', 'MARTIN')).toEqual(['Martín Gómez']);
  });

  it('finds the same clients by a surname, and by a company type with or without dots', async () => {
    const perez = await bothAnswer('account', 'perez');
    expect(perez.length).toBeGreaterThan(1);
    expect(perez.every((name) => foldSearch(name).includes('perez'))).toBe(true);
    const expected = db.accounts.filter((a) =>
      foldSearch(String(a.display_name)).includes('perez'),
    );
    expect(perez.length).toBe(expected.length);
    const dotless = await bothAnswer('account', 'srl');
    expect(dotless.length).toBeGreaterThan(0);
    expect(dotless.every((name) => name.includes('S.R.L.'))).toBe(true);
    expect(await bothAnswer('account', 's.r.l.')).toEqual(dotless);
  });

  it('pages and counts only the names that match', async () => {
    const all = await serverLabels('account', 'perez');
    const page = await t.app.inject({
      url: `/api/v1/labels/account?filter=${encodeURIComponent('{"q":"perez"}')}&range=[1,2]`,
      headers: admin,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toBe(`labels/account 1-2/${all.total}`);
    expect((page.json() as Label[]).length).toBe(2);
  });

  it('finds accented client names folded, and pages them in the names’ order', async () => {
    for (const [first_name, last_name] of [
      ['José', 'Muñoz'],
      ['JOSEFINA', 'MUÑOZ'],
      ['Jose', 'Munoz'],
    ]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account',
        headers: admin,
        payload: { first_name, last_name },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    for (const q of ['muñoz', 'MUNOZ', 'josé muñoz', 'jose munoz']) {
      const { labels, total } = await serverLabels('account', q);
      expect(total, q).toBeGreaterThanOrEqual(3);
      const folded = labels.map(foldSearch);
      expect(folded.every((name) => q.split(' ').every((w) => name.includes(foldSearch(w))))).toBe(
        true,
      );
    }
    // A page is the whole answer's slice, in the names' order.
    const url = (range: string) =>
      `/api/v1/labels/account?filter=${encodeURIComponent('{"q":"a"}')}&range=${range}`;
    const whole = (await t.app.inject({ url: url('[0,59]'), headers: admin })).json() as Label[];
    const page = (await t.app.inject({ url: url('[20,39]'), headers: admin })).json() as Label[];
    expect(page).toEqual(whole.slice(20, 40));
  });

  it('finds «Núñez» by “nunez”, a renamed client by its new name alone, and a row stored before', async () => {
    const ids = async (q: string) => {
      const response = await serverCall('account', { q });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Label[]).map((r) => r.id);
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account',
      headers: admin,
      payload: { first_name: 'Graciela', last_name: 'Núñez Ybarra' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = created.json() as { id: string; display_name: string };
    expect(await ids('nunez')).toContain(client.id);
    expect(await ids('NÚÑEZ graciela')).toContain(client.id);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/${client.id}`,
      headers: admin,
      payload: { ...client, last_name: 'Ibáñez Ybarra' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ids('ibanez')).toContain(client.id);
    expect(await ids('nunez')).not.toContain(client.id);

    // A row stored before the folded name existed: the migration's data step fills it.
    const db = t.database.db;
    await db
      .updateTable('accounts')
      .set({ name_search: null } as never)
      .where('id', '=', client.id as never)
      .execute();
    expect(await ids('ibanez')).not.toContain(client.id);
    await recomputeSearchTexts(db, dialect);
    expect(await ids('ibanez')).toContain(client.id);
  });

  it('never finds a record by a field other than its name, on either side', async () => {
    const company = db.companies.find((c) => c.name === 'Federación Patronal')!;
    const client = db.accounts.find((a) => typeof a.email === 'string' && a.email !== '')!;
    for (const [target, q] of [
      ['admin/company', String(company.cuit)],
      ['account', String(client.email)],
      ['admin/company', 'zzz sin nombre'],
    ]) {
      expect(await bothAnswer(target, q), `${target} q=${q}`).toEqual([]);
    }
    // The list itself still finds them by those fields: the names search is narrower.
    const listed = await t.app.inject({
      url: `/api/v1/admin/company?filter=${encodeURIComponent(JSON.stringify({ q: company.cuit }))}`,
      headers: admin,
    });
    expect((listed.json() as { name: string }[]).map((c) => c.name)).toEqual([
      'Federación Patronal',
    ]);
  });

  it('refuses a search longer than any name, and answers a blank one as no search', async () => {
    const long = await serverCall('admin/company', { q: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const blank = await bothAnswer('admin/company', '   ');
    expect(blank).toEqual(db.companies.map((c) => String(c.name)).sort());
  });
});
