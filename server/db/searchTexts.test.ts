/**
 * A migration's recomputed search texts (searchTexts.ts): rows written before a new spelling
 * are found by it afterwards (a client by its other phones too), through the trigram index too, and a current row is left alone;
 * a searched column a later migration adds is left out until it exists.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';
import { sql } from 'kysely';
import { recomputeSearchTexts } from './searchTexts';

type Row = Record<string, unknown>;

describeDialects('recomputed search texts on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const found = async (q: string) => {
    const url = `/api/v1/account?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
    return ((await t.app.inject({ url, headers: admin })).json() as Row[]).map((r) => r.id);
  };

  it('gives old rows the spellings of today, and leaves the others as they are', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account',
      headers: admin,
      payload: {
        person_type: 14,
        business_name: 'Aceites del Plata S.R.L.',
        phone: '(0223) 15 477-1020',
        phones: [{ phone_type: 3, area_code: '0223', number: '491-3377', extension: '4' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Row;
    // As a row written before the national digits and "SRL" were spellings.
    const db = t.database.db;
    await db
      .updateTable('accounts')
      .set({ search_text: 'aceites del plata s.r.l.' } as never)
      .where('id', '=', id as never)
      .execute();
    expect(await found('+54 9 223 477-1020')).not.toContain(id);
    const before = await db
      .selectFrom('accounts')
      .select(['id', 'search_text', 'updated_at'])
      .where('id', '!=', id as never)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();

    await recomputeSearchTexts(db, dialect);

    expect(await found('+54 9 223 477-1020')).toContain(id);
    expect(await found('aceites del plata srl')).toContain(id);
    // Its other phones, read from their own table a page at a time.
    expect(await found('223 4913377')).toContain(id);
    const after = await db
      .selectFrom('accounts')
      .select(['id', 'search_text', 'updated_at'])
      .where('id', '=', before.id as never)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  // Last: it takes a column away. An earlier migration recomputes with today's declarations,
  // where a searched column a later migration adds (a locality's department) is not there yet.
  it('reads only the searched columns the table has at the time', async () => {
    const db = t.database.db;
    await sql`drop index if exists "localities_name_unique"`.execute(db);
    await sql`alter table "localities" drop column "department"`.execute(db);
    const palermo = () =>
      db.selectFrom('localities').select('search_text').where('id', '=', 1).executeTakeFirst();
    await db.updateTable('localities').set({ search_text: '' }).where('id', '=', 1).execute();

    await recomputeSearchTexts(db, dialect);

    expect((await palermo())?.search_text).toBe('palermo');
  });
});
