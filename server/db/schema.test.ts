/** Every declared field has its column, with the type the declaration calls for, on each dialect. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityByName } from '../../domain/entities';
import { dialects, startTestApp, type TestApp } from '../test/harness';
import { entityColumns, idType } from './columns';
import { migrate } from './migrate';

/** How each dialect reports a declared type back through introspection. */
const reported: Record<string, Record<string, string>> = {
  sqlite: { integer: 'integer', bigint: 'bigint', text: 'text' },
  postgres: {
    integer: 'int4',
    bigint: 'int8',
    text: 'text',
    boolean: 'bool',
    date: 'date',
    timestamptz: 'timestamptz',
    uuid: 'uuid',
    varchar: 'varchar',
  },
};

describe.each(dialects)('schema on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(entities.map((e) => [e.name, e] as const))(
    '%s has a column of the right type for every field',
    async (_n, entity) => {
      const table = (await t.database.db.introspection.getTables()).find(
        (x) => x.name === entity.table,
      );
      expect(table, entity.table).toBeDefined();
      // SQLite keeps the declared name; varchar(n) in a hand-written table has text affinity.
      const affinity = (type: string) =>
        dialect === 'sqlite' ? type.replace(/^varchar\(\d+\)$/, 'text') : type;
      const actual = Object.fromEntries(
        table!.columns.map((c) => [c.name, affinity(c.dataType.toLowerCase())]),
      );
      for (const column of entityColumns(entity, dialect, entityByName)) {
        const expected = reported[dialect][column.type.replace(/\(.*\)$/, '')];
        expect(actual[column.name], `${entity.table}.${column.name}`).toBe(expected);
      }
      expect(actual.id).toBe(reported[dialect][idType(entity, dialect)]);
    },
  );

  it('migrating again changes nothing and keeps the data', async () => {
    const before = await t.database.db
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await migrate(t.database);
    const after = await t.database.db
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(after.n)).toBe(41);
  });
});
