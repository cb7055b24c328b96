/**
 * Compiled reads: one text per shape whatever the values, no value ever inside a text, and the
 * declared columns only.
 */
import { describe, expect, it } from 'vitest';
import { entityByName } from '../../domain/entities';
import { listStatements, recordStatement, type ReadInput } from './compiledQueries';
import { parseListQuery } from './listQuery';

const zipcode = entityByName('admin/locations/zipcode')!;
const user = entityByName('auth-admin/user')!;
const viewer = { userId: 7, organizationId: 1, organizations: [1, 2] };

const input = (entity = zipcode, filter: Record<string, unknown>, sort?: unknown[]): ReadInput => ({
  query: parseListQuery(entity, {
    filter: JSON.stringify(filter),
    ...(sort ? { sort: JSON.stringify(sort) } : {}),
  }),
  viewer,
  ids: [],
});

describe.each(['sqlite', 'postgres'] as const)('compiled reads on %s', (dialect) => {
  it('share one text between requests of one shape and keep every value out of it', () => {
    const hostile = "x' or 1=1; drop table zipcodes; --";
    // A search of one word (each word of `q` is a condition of its own): a shape.
    const word = 'x\'--drop"table';
    const a = input(zipcode, { q: word, code: hostile, locality_id: [1, 2, 3] });
    const b = input(zipcode, { q: 'otra', code: 'B1', locality_id: [9] });
    const first = listStatements(zipcode, a, dialect);
    const second = listStatements(zipcode, b, dialect);
    expect(second.page).toBe(first.page);
    expect(second.count).toBe(first.count);
    expect(first.page.text).not.toContain('drop table');
    expect(first.page.params(a)).toContain(`%${word.toLowerCase()}%`);
    expect(first.page.params(a).some((value) => String(value).includes(hostile))).toBe(true);
    expect(first.page.params(a)).toContainEqual(dialect === 'postgres' ? [1, 2, 3] : '[1,2,3]');
  });

  it('compiles another text for another shape (filter, sort, search or scope)', () => {
    const shape = (entity: typeof zipcode, filter: Record<string, unknown>, sort?: unknown[]) =>
      listStatements(entity, input(entity, filter, sort), dialect).page.text;
    const base = shape(zipcode, { locality_id: 1 });
    expect(shape(zipcode, { locality_id: 1 }, ['id', 'DESC'])).not.toBe(base);
    expect(shape(zipcode, { locality_id: 1, q: 'x' })).not.toBe(base);
    expect(shape(zipcode, { code: 'x' })).not.toBe(base);
    // The product itself sees every user; a person only those of their organizations.
    const people = listStatements(user, input(user, {}), dialect).page.text;
    const everyone = listStatements(user, { ...input(user, {}), viewer: null }, dialect).page.text;
    expect(everyone).not.toBe(people);
  });

  it('reads the declared columns only: never a password hash, the search text or the organization', () => {
    const { page } = listStatements(user, input(user, {}), dialect);
    const read = recordStatement(user, viewer, dialect);
    for (const text of [page.text, read.text]) {
      const columns = text.slice(0, text.indexOf(' from "users"'));
      expect(columns).not.toMatch(/password|search_text|organization_id/);
      expect(columns).toContain('"email"');
    }
  });

  it('names every table a count reads, for the write versions its total depends on', () => {
    const { count } = listStatements(user, input(user, { roles: [1] }), dialect);
    expect(count.tables.sort()).toEqual(['users', 'users_roles']);
    const search = listStatements(zipcode, input(zipcode, { q: 'rosario' }), dialect).count;
    expect(search.tables.sort()).toEqual(['localities', 'zipcodes']);
  });

  it('looks a search of 3 characters or more up in the trigram index (SQLite), as one phrase each', () => {
    const account = entityByName('account')!;
    const read = (q: string) => {
      const { count } = listStatements(account, input(account, { q }), dialect);
      return {
        text: count.text,
        params: count.params(input(account, { q })),
        tables: count.tables,
      };
    };
    const cuit = read('20-12345');
    const short = read('ez');
    expect(short.text).not.toContain('match');
    expect(short.params).toContain('%ez%');
    if (dialect === 'postgres') expect(cuit.text).not.toContain('match');
    else {
      expect(cuit.text).toContain(
        '"accounts".rowid in (select rowid from "accounts_search" where "accounts_search" match ?)',
      );
      expect(cuit.text).not.toContain('like');
      expect(cuit.params).toContain('"20-12345" OR "2012345"');
      expect(read('o"b').params).toContain('"o""b"');
      expect(read('1-2').text).toContain('like'); // its digits "12" are 2: no trigram
    }
    // The index changes with every write to its table: the table's version covers it (the
    // executive's teams decide what they see: a team's change makes the list stale too).
    expect(cuit.tables).toEqual(['accounts', 'teams', 'team_members']);
  });
});
