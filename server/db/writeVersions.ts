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

const PG_FUNCTION = `create or replace function bump_write_version() returns trigger language plpgsql as $$
begin
  update ${WRITE_VERSIONS_TABLE} set version = version + 1 where table_name = TG_TABLE_NAME;
  return null;
end $$`;

/** PostgreSQL: one statement-level trigger per table (a bulk write bumps once). */
const pgTrigger = (table: string) =>
  `create or replace trigger write_version after insert or update or delete or truncate on ${quote(table)} ` +
  'for each statement execute function bump_write_version()';

export function writeVersionDdl(dialect: DialectName, tables: string[]): string[] {
  const version = dialect === 'postgres' ? 'bigint' : 'integer';
  const rows = tables.map((t) => `(${literal(t)}, 0)`).join(', ');
  return [
    `create table if not exists ${WRITE_VERSIONS_TABLE} (table_name varchar(255) primary key, version ${version} not null default 0)`,
    ...(tables.length
      ? [
          `insert into ${WRITE_VERSIONS_TABLE} (table_name, version) values ${rows} on conflict (table_name) do nothing`,
        ]
      : []),
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
      const { rows } = await sql<{ relname: string }>`select c.relname from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where t.tgname = 'write_version'`.execute(trx);
      const present = new Set(rows.map((r) => r.relname));
      const missing = tables.filter((t) => !present.has(t));
      for (const text of writeVersionDdl('postgres', missing)) await sql.raw(text).execute(trx);
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
