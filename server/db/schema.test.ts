/**
 * A fresh database built by the migrations alone holds what the declarations call for, on each
 * dialect: every table, column (type, nullability, reference), unique and list index, trigram
 * search index (the FTS5 table and its triggers on SQLite, a GIN index on PostgreSQL; FTS5's
 * shadow tables are its own business, not compared) and join table. And the checked-in
 * migrations are up to date with the declarations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import { entities, entityByName } from '../../domain/entities';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';
import { migrate } from './migrate';
import { planMigration } from './migrationPlan';
import { MAKE_COMMAND, readSnapshot, refusalMessage } from './migrationWriter';
import { declaredSchema, type IndexModel } from './schema';
import { searchIndexName } from './searchIndex';

const declared = declaredSchema(entities, entityByName);
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

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

/** Columns the hand-written core migration made NOT NULL before users were declared. */
const STRICTER_BY_HAND = new Set(
  ['name', 'email', 'password_hash', 'state', 'permissions', 'organizations'].map(
    (c) => `users.${c}`,
  ),
);

/** Index name → its definition as the database reports it (lower case, without quotes). */
async function indexesOf(t: TestApp, table: string): Promise<Map<string, string>> {
  const query =
    t.database.dialect === 'sqlite'
      ? sql<{ name: string; def: string }>`select name, sql as def from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null`
      : sql<{ name: string; def: string }>`select indexname as name, indexdef as def
          from pg_indexes where tablename = ${table}`;
  const { rows } = await query.execute(t.database.db);
  return new Map(rows.map((r) => [r.name, r.def.toLowerCase().replace(/"/g, '')]));
}

/** Unique when declared so, over the declared columns in order (after the `on table` part). */
function matchesIndex(def: string, index: IndexModel) {
  const columns = def.slice(def.indexOf('('));
  let from = 0;
  for (const part of index.columns) {
    const name = part.replace(/^lower\((.+)\)$/, '$1');
    const at = columns.slice(from).search(new RegExp(`\\b${name}\\b`));
    if (at < 0) return false;
    from += at + name.length;
  }
  return def.startsWith('create unique') === index.unique;
}

describeDialects('schema built by the migrations on %s', (dialect) => {
  let t: TestApp;
  let tables: Awaited<ReturnType<TestApp['database']['db']['introspection']['getTables']>>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    tables = await t.database.db.introspection.getTables();
  });
  afterAll(() => t?.close());

  const affinity = (type: string) =>
    // SQLite keeps the declared name; varchar(n) in a hand-written table has text affinity.
    dialect === 'sqlite' ? type.replace(/^varchar\(\d+\)$/, 'text') : type;
  const expectedType = (type: string) => reported[dialect][type.replace(/\(.*\)$/, '')];

  it.each(declared.tables.map((table) => [table.name, table] as const))(
    '%s has every declared column with its type and nullability, and its indexes',
    async (_n, model) => {
      const table = tables.find((x) => x.name === model.name);
      expect(table, model.name).toBeDefined();
      const actual = new Map(table!.columns.map((c) => [c.name, c]));
      for (const column of model.columns) {
        const found = actual.get(column.name);
        const where = `${model.name}.${column.name}`;
        expect(found, where).toBeDefined();
        expect(affinity(found!.dataType.toLowerCase()), where).toBe(
          expectedType(column.type[dialect]),
        );
        if (column.notNull || !STRICTER_BY_HAND.has(where))
          expect(found!.isNullable, where).toBe(!column.notNull);
      }
      const id = model.idKind === 'uuid' ? (dialect === 'postgres' ? 'uuid' : 'text') : 'integer';
      expect(affinity(actual.get('id')!.dataType.toLowerCase())).toBe(reported[dialect][id]);
      const indexes = await indexesOf(t, model.name);
      for (const index of model.indexes) {
        expect(indexes.has(index.name), `index ${index.name}`).toBe(true);
        expect(matchesIndex(indexes.get(index.name)!, index), indexes.get(index.name)).toBe(true);
      }
    },
  );

  it('has every join table of a reference list, with its target index', async () => {
    expect(declared.joinTables.length).toBeGreaterThan(0);
    for (const join of declared.joinTables) {
      const table = tables.find((x) => x.name === join.name);
      expect(table, join.name).toBeDefined();
      const types = Object.fromEntries(
        table!.columns.map((c) => [c.name, affinity(c.dataType.toLowerCase())]),
      );
      expect(types).toEqual({
        owner_id: expectedType(join.owner.type[dialect]),
        target_id: expectedType(join.target.type[dialect]),
        position: reported[dialect].integer,
      });
      expect((await indexesOf(t, join.name)).has(`${join.name}_target`), join.name).toBe(true);
    }
  });

  it('has the trigram search index of every table declaring one, in step with its rows', async () => {
    const indexed = declared.tables.filter((table) => table.searchIndex);
    expect(indexed.length).toBeGreaterThan(0);
    for (const { name } of indexed) {
      const index = searchIndexName(name);
      if (dialect === 'postgres') {
        const found = await sql<{ def: string }>`select indexdef as def from pg_indexes
          where tablename = ${name} and indexname = ${index}`.execute(t.database.db);
        expect(found.rows[0]?.def, index).toMatch(/using gin \(search_text gin_trgm_ops\)/i);
        continue;
      }
      const found = await sql<{ name: string; def: string }>`select name, sql as def
        from sqlite_master where name like ${`${index}%`} and type in ('table', 'trigger')`.execute(
        t.database.db,
      );
      const names = found.rows.map((r) => r.name).sort();
      expect(names).toEqual(
        expect.arrayContaining([
          index,
          ...['delete', 'insert', 'update'].map((e) => `${index}_${e}`),
        ]),
      );
      expect(found.rows.find((r) => r.name === index)!.def).toMatch(/content="?\w+"?.*trigram/);
      // FTS5 compares the index with the rows it was built from, and throws if they differ.
      await sql`insert into ${sql.table(index)} (${sql.table(index)}) values ('integrity-check')`.execute(
        t.database.db,
      );
    }
  });

  it('refuses a value the declared unique index forbids, whatever writes it', async () => {
    const insert = () =>
      sql`insert into branches (name, code, created_at, updated_at)
        values ('Índice Único', 'IU', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
        t.database.db,
      );
    await insert();
    await expect(insert()).rejects.toThrow(/unique/i);
  });

  it('runs the baseline as a no-op where the tables already exist (the former schema sync)', async () => {
    const shape = async () =>
      (await t.database.db.introspection.getTables()).map((table) => ({
        name: table.name,
        columns: table.columns.map((c) => [c.name, c.dataType, c.isNullable]),
      }));
    const indexes = async () =>
      Promise.all(declared.tables.map(async (table) => [...(await indexesOf(t, table.name))]));
    const [tablesBefore, indexesBefore] = [await shape(), await indexes()];
    await t.database.db
      .deleteFrom('kysely_migration')
      .where('name', 'like', '%_baseline')
      .execute();
    await migrate(t.database);
    expect(await shape()).toEqual(tablesBefore);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('migrating again changes nothing and keeps the data', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('branches')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await migrate(t.database);
    expect(await count()).toBe(before);
    expect(before).toBe(42); // the 41 seeded, and the one inserted above
  });
});

describe('the checked-in migrations', () => {
  it('are up to date with the declarations (else: ' + MAKE_COMMAND + ')', () => {
    const plan = planMigration(readSnapshot(migrationsDir), declared);
    const problem = plan.refusals.length
      ? refusalMessage(plan.refusals)
      : `The declarations changed since the last migration (${plan.steps.length} steps to ` +
        `generate): run \`${MAKE_COMMAND}\`, review the new file and commit it.`;
    expect(plan.steps.length + plan.refusals.length, problem).toBe(0);
  });
});
