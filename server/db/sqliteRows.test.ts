/** allRows (sqliteRows.ts) answers exactly what better-sqlite3's own `all` does. */
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { allRows } from './sqliteRows';

const sqlite = new SQLite(':memory:');
sqlite.exec(`create table t (id integer primary key, name text, amount real, data blob);
  insert into t values (1, 'uno', 1.5, x'00ff'), (2, null, null, null), (3, 'a"b\\', 9007199254740993, x'')`);
afterAll(() => sqlite.close());

/** Own keys in order, values and prototype, as `toEqual` alone would not tell. */
const same = (text: string, params: unknown[] = []) => {
  const statement = sqlite.prepare(text);
  const expected = statement.all(...params) as Record<string, unknown>[];
  const rows = allRows(statement, params);
  expect(rows).toEqual(expected);
  expect(rows.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
  expect(rows.every((r) => Object.getPrototypeOf(r) === Object.prototype)).toBe(true);
  return rows;
};

describe('allRows', () => {
  it('reads every type as the driver does, twice with the same statement', () => {
    const text = 'select id, name, amount, data from t where id >= ? order by id';
    expect(same(text, [1])).toHaveLength(3);
    expect(same(text, [3])).toHaveLength(1);
    expect(same(text, [99])).toEqual([]);
  });

  it('keeps the last value of a repeated name, and odd names as plain keys', () => {
    same('select 1 as a, 2 as b, 3 as a');
    same(`select 1 as "x"": values[0]}; throw 1; //", 2 as "constructor", 3 as "toString"`);
  });

  it('leaves a column named __proto__ to the driver', () => {
    same('select 1 as "__proto__", 2 as b');
  });

  it('leaves the statement in the mode it found it', () => {
    const statement = sqlite.prepare('select id from t order by id');
    allRows(statement, []);
    expect(statement.all()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('passes an error of the statement on, and the statement still reads after it', () => {
    const statement = sqlite.prepare('select id from t where id = ?');
    expect(() => allRows(statement, [])).toThrow();
    expect(allRows(statement, [2])).toEqual([{ id: 2 }]);
  });
});
