/**
 * Trigram search indexes (entity option `searchIndex`, server/db/searchIndex.ts) change how a
 * search is answered, never what it finds: for every indexed entity and a set of awkward terms
 * (accents, CUITs with and without dashes, e-mail fragments, 2 characters, `%`, `_` and quotes,
 * several words) the page and total equal the LIKE's and a substring check of every row's
 * search text; a write is found (or no longer found) by the very next search.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { entities, entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { searchGroups } from '../../domain/engine/searchTerms';
import { normaliseSearch } from '../db/codec';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';
import { listRecords } from './listing';
import { listShape } from './compiledQueries';
import { parseListQuery } from './listQuery';
import type { Store, Viewer } from './store';

const indexed = entities.filter((e) => e.searchIndex);

/** Runs `read` with `entity`'s trigram index option off (a declaration's option, read per call). */
async function withoutIndex<T>(entity: Entity, read: () => Promise<T>): Promise<T> {
  const option = entity.searchIndex;
  (entity as { searchIndex?: Entity['searchIndex'] }).searchIndex = undefined;
  try {
    return await read();
  } finally {
    (entity as { searchIndex?: Entity['searchIndex'] }).searchIndex = option;
  }
}
const contact = entityByName('contact')!;
const odd = { first_name: 'Ana "Tota"', last_name: "O'Brien_50% Núñez", cuit: '30-50000412-2' };

/** Terms every entity is searched with; the data-dependent ones are added in beforeAll. */
const fixedTerms = [
  'ez',
  'a',
  'NÚÑEZ',
  'nunez',
  '"tota"',
  "o'brien_50%",
  '_50%',
  '50%',
  '%%%',
  'n_n',
  '___',
  'tota" o\'b',
  'ana "tota" o',
  '30-50000412-2',
  '30500004122',
  '50000412',
  '2-2',
  '"',
  'x"" or "y',
];

describeDialects('trigram search index on %s', (dialect) => {
  let t: TestApp;
  let store: Store;
  let admin: Record<string, string>;
  const terms = [...fixedTerms];

  const rowsOf = async (entity: Entity) =>
    (
      await sql<{
        id: string;
        search_text: string | null;
      }>`select id, search_text from ${sql.table(entity.table)}`.execute(store.db)
    ).rows;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    store = { db: t.database.db, dialect: t.database.dialect };
    admin = await t.login('admin@demo.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: admin,
      payload: odd,
    });
    expect(created.statusCode, created.body).toBe(201);
    const accounts = await rowsOf(entityByName('account')!);
    const withCuit = accounts.find((r) => /\d{2}-\d{8}-\d/.test(r.search_text ?? ''))!;
    const cuit = /\d{2}-\d{8}-\d/.exec(withCuit.search_text!)![0];
    terms.push(cuit, cuit.replace(/-/g, ''), cuit.slice(3, 11), cuit.slice(0, 5));
    const email = accounts.map((r) => /\S+@\S+/.exec(r.search_text ?? '')?.[0]).find(Boolean)!;
    terms.push(email.slice(0, 4), email.slice(email.indexOf('@')), email.slice(2, 9));
    terms.push('GONZÁLEZ', 'gonzalez, m', 'sa ');
  });
  afterAll(() => t?.close());

  const search = (entity: Entity, q: string, viewer: Viewer | null = null) =>
    listRecords(store, entity, parseListQuery(entity, { filter: JSON.stringify({ q }) }), viewer);

  it.each(indexed.map((e) => [e.name, e] as const))(
    '%s: the same page and total as the LIKE and as a substring check',
    async (_name, entity) => {
      const rows = await rowsOf(entity);
      let found = 0;
      for (const term of terms) {
        // As the list reads it (trimmed), then as the search text holds it.
        const text = normaliseSearch(
          parseListQuery(entity, { filter: JSON.stringify({ q: term }) }).q!,
        );
        // Every word (a number typed with spaces is one), each as itself or its bare digits.
        const words = searchGroups(text).map(([word]) => word);
        const holds = (stored: string, word: string) =>
          stored.includes(word) ||
          (/^[\d\s-]+$/.test(word) && stored.includes(word.replace(/[\s-]/g, '')));
        const expected = rows.filter((r) =>
          words.every((word) => holds(r.search_text ?? '', word)),
        ).length;
        const withIndex = await search(entity, term);
        const withLike = await search({ ...entity, searchIndex: undefined }, term);
        expect(withIndex, term).toEqual(withLike);
        expect(withIndex.total, term).toBe(expected);
        if (expected > 0 && expected < rows.length) found++;
      }
      // The terms really tell rows apart on this entity (not all empty, not all everything).
      expect(found).toBeGreaterThan(0);
    },
  );

  it('agrees within an executive’s scope too', async () => {
    const account = entityByName('account')!;
    // The demo executive (user 2) limited to their own clients (scopeAgreement.test.ts).
    const access = { permission: ['accounts: view'], role: [], assigment: [] };
    const viewer: Viewer = { userId: 2, organizationId: 1, organizations: [1], access };
    for (const term of terms) {
      const withIndex = await search(account, term, viewer);
      const withLike = await search({ ...account, searchIndex: undefined }, term, viewer);
      expect(withIndex, term).toEqual(withLike);
    }
  });

  it('starts from the rows a number of 7 digits or more names, and finds the same', async () => {
    const account = entityByName('account')!;
    const opportunity = entityByName('opportunity')!;
    const access = {
      permission: ['accounts: view', 'opportunities: view'],
      role: [],
      assigment: [],
    };
    const executive: Viewer = { userId: 2, organizationId: 1, organizations: [1], access };
    const numbers = terms.filter((term) => term.replace(/\D/g, '').length >= 7);
    expect(numbers.length).toBeGreaterThan(3);
    const shape = (q: string) =>
      listShape(
        account,
        { query: { ...parseListQuery(account, {}), q }, viewer: executive, ids: [] },
        dialect,
      );
    // SQLite only (PostgreSQL's planner reads the trigram index by itself); names never.
    for (const q of numbers) expect(!!shape(q).searchSelective, q).toBe(dialect === 'sqlite');
    for (const q of ['123456', 'gonzález', '20123456 ana'])
      expect(shape(q).searchSelective).toBeUndefined();
    let found = 0;
    for (const term of numbers)
      for (const viewer of [null, executive])
        for (const entity of [account, opportunity]) {
          const withIndex = await search(entity, term, viewer);
          const unindexed = { ...account, searchIndex: undefined };
          // The opportunity's search reads its client's text: without the client's index, a LIKE.
          const withLike =
            entity === account
              ? await search(unindexed, term, viewer)
              : await withoutIndex(account, () => search(entity, term, viewer));
          expect(withIndex, term).toEqual(withLike);
          found += withIndex.total;
        }
    expect(found).toBeGreaterThan(0);
  });

  it('finds a write at once: created, edited, deleted', async () => {
    const ids = async (q: string) => (await search(contact, q)).records.map((r) => r.id as string);
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: admin,
        payload: { first_name: 'Zacarías', last_name: 'Quebrachoxyz' },
      }),
    );
    expect(await ids('quebrachoxyz')).toEqual([created.id]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/contact/${created.id}`,
      headers: admin,
      payload: { ...created, last_name: 'Ñandubayxyz' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids('quebrachoxyz')).toEqual([]);
    expect(await ids('nandubayxyz')).toEqual([created.id]);
    expect((await search(contact, 'xyz')).total).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/contact/${created.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ids('nandubayxyz')).toEqual([]);
    expect((await search(contact, 'xyz')).total).toBe(0);
  });
});
