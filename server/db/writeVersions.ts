/**
 * A write version per table, kept by the database itself: triggers bump `write_versions` on
 * every insert, update and delete (and truncate on PostgreSQL), whatever code path writes (the
 * generic repository, auth, seeds, bulk loads, a raw SQL session), in the writing transaction,
 * so a rollback takes its bump back. Several API instances sharing one PostgreSQL read the same
 * versions. A list's total is counted again only when a version it depends on has moved
 * (listing.ts): never stale, and no second scan on a repeated page.
 */
import { sql } from 'kysely';
import { entities, entityByName } from '../../domain/entities';
import { joinTable, type Entity } from '../../domain/engine/entity';
import type { Database, DialectName } from './database';
import { quoteIdentifier as quote } from './database';

export const WRITE_VERSIONS_TABLE = 'write_versions';

/** The entity's own table, the join tables of its reference lists, its children's tables. */
export function tablesOf(entity: Entity): string[] {
  const joins = Object.entries(entity.fields).flatMap(([name, field]) => {
    if (field.kind === 'referenceList') return [joinTable(entity, name)];
    if (field.kind === 'embeddedList') return [field.of.table];
    if (field.kind === 'memberList') return [entityByName(field.target).table];
    return [];
  });
  return [entity.table, ...joins];
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQLite: row triggers (its only kind), one per operation; `if not exists` makes it idempotent. */
function sqliteTriggers(table: string): string[] {
  return (['insert', 'update', 'delete'] as const).map(
    (operation) =>
      `create trigger if not exists ${quote(`write_version_${table}_${operation}`)} after ${operation} on ${quote(table)} ` +
      `begin update ${WRITE_VERSIONS_TABLE} set version = version + 1 where table_name = ${literal(table)}; end`,
  );
}

/**
 * PostgreSQL keeps each table's version in `VERSION_SHARDS` rows and a transaction bumps the one
 * of its connection (`pg_backend_pid()`): a bump's row stays locked until the writer commits, so
 * with one row per table every concurrent write to a table (and every API write, through the
 * audit table) queued behind the previous one's commit. The sum over the shards still grows with
 * every committed write. One connection always bumps the same shard, so a transaction writing two
 * tables locks no more rows than before.
 */
export const VERSION_SHARDS = 8;

const PG_FUNCTION = `create or replace function bump_write_version() returns trigger language plpgsql as $$
begin
  update ${WRITE_VERSIONS_TABLE} set version = version + 1
    where table_name = TG_TABLE_NAME and shard = pg_backend_pid() % ${VERSION_SHARDS};
  return null;
end $$`;

/** PostgreSQL: one statement-level trigger per table (a bulk write bumps once). */
const pgTrigger = (table: string) =>
  `create or replace trigger write_version after insert or update or delete or truncate on ${quote(table)} ` +
  'for each statement execute function bump_write_version()';

/** A database of before the shards: its one row per table becomes shard 0 (versions kept). */
const PG_ADD_SHARDS = [
  `alter table ${WRITE_VERSIONS_TABLE} add column shard smallint not null default 0`,
  `alter table ${WRITE_VERSIONS_TABLE} drop constraint ${WRITE_VERSIONS_TABLE}_pkey`,
  `alter table ${WRITE_VERSIONS_TABLE} add primary key (table_name, shard)`,
];

function rowsDdl(dialect: DialectName, tables: string[]): string[] {
  if (!tables.length) return [];
  const shards = dialect === 'postgres' ? VERSION_SHARDS : 1;
  const rows = tables
    .flatMap((t) =>
      Array.from({ length: shards }, (_, shard) =>
        dialect === 'postgres' ? `(${literal(t)}, ${shard}, 0)` : `(${literal(t)}, 0)`,
      ),
    )
    .join(', ');
  const columns = dialect === 'postgres' ? 'table_name, shard, version' : 'table_name, version';
  const key = dialect === 'postgres' ? 'table_name, shard' : 'table_name';
  return [
    `insert into ${WRITE_VERSIONS_TABLE} (${columns}) values ${rows} on conflict (${key}) do nothing`,
  ];
}

/** The table, the version rows of `rowTables` and the triggers of `tables` (idempotent). */
export function writeVersionDdl(
  dialect: DialectName,
  tables: string[],
  rowTables: string[] = tables,
): string[] {
  const table =
    dialect === 'postgres'
      ? `create table if not exists ${WRITE_VERSIONS_TABLE} (table_name varchar(255) not null, ` +
        'shard smallint not null default 0, version bigint not null default 0, ' +
        'primary key (table_name, shard))'
      : `create table if not exists ${WRITE_VERSIONS_TABLE} (table_name varchar(255) primary key, version integer not null default 0)`;
  return [
    table,
    ...rowsDdl(dialect, rowTables),
    ...(dialect === 'postgres'
      ? [PG_FUNCTION, ...tables.map(pgTrigger)]
      : tables.flatMap(sqliteTriggers)),
  ];
}

/** Creates what is missing (every boot; idempotent): the table, its rows and the triggers. */
export async function installWriteVersions(
  database: Database,
  declared: readonly Entity[] = entities,
) {
  const tables = [...new Set(declared.flatMap(tablesOf))];
  if (database.dialect === 'postgres') {
    // Instances booting together must not replace each other's triggers mid-statement.
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7270101)`.execute(trx);
      const { rows: columns } = await sql<{ column_name: string }>`select column_name
        from information_schema.columns where table_schema = current_schema()
        and table_name = ${WRITE_VERSIONS_TABLE}`.execute(trx);
      if (columns.length && !columns.some((c) => c.column_name === 'shard')) {
        for (const text of PG_ADD_SHARDS) await sql.raw(text).execute(trx);
      }
      const { rows } = await sql<{ relname: string }>`select c.relname from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where t.tgname = 'write_version'`.execute(trx);
      const present = new Set(rows.map((r) => r.relname));
      const missing = tables.filter((t) => !present.has(t));
      // Every table's shard rows, not only the new tables': a database of before the shards has
      // shard 0 only.
      for (const text of writeVersionDdl('postgres', missing, tables)) {
        await sql.raw(text).execute(trx);
      }
    });
    return;
  }
  for (const text of writeVersionDdl('sqlite', tables)) await sql.raw(text).execute(database.db);
}

/** The column a list page carries its tables' write version in (listing.ts). */
export const VERSION_COLUMN = 'write_version__';
/** The column a page or record carries its answer's version in (server/rest/readValidators.ts). */
export const VALIDATOR_COLUMN = 'validator_version__';

/**
 * An expression reading the versions of `tables` as one number: their sum, which grows with
 * every committed write to any of them (each version only grows), so equal sums mean no write
 * between. A list page selects it beside its rows: one statement, one snapshot.
 */
export function versionExpression(tables: readonly string[]): string {
  const names = [...new Set(tables)].sort().map(literal).join(', ');
  return `(select cast(coalesce(sum(version), 0) as bigint) from ${WRITE_VERSIONS_TABLE} where table_name in (${names}))`;
}

export const versionQuery = (tables: readonly string[]) =>
  `select ${versionExpression(tables)} as version`;
