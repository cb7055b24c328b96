/**
 * Bulk loading of validated rows: the demo data (seed.ts) and the benches' hundred thousand
 * clients. Each row passes the same validation as the API; rows go in batches with their
 * reference lists and embedded items, and PostgreSQL learns the new table's statistics.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { embeddedFields, itemEntity } from '../../domain/engine/embedded';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { hasErrors, validateRecord } from '../../domain/engine/validate';
import { hasReferenceLists, saveReferenceLists } from '../rest/referenceLists';
import type { Id } from '../rest/store';
import { encodeValues, searchColumns, type Row } from './codec';
import type { Database } from './database';

function toRow(database: Database, entity: Entity, fixture: Row, now: string) {
  // The organization of a scoped demo row is the product's to set, never a field (entity.ts).
  const { id, [ORGANIZATION_COLUMN]: organization, ...input } = fixture;
  const { values, errors } = validateRecord(entity, input);
  if (hasErrors(errors))
    throw new Error(`Invalid fixture for ${entity.name}: ${JSON.stringify(errors)}`);
  const row: Row = {
    ...encodeValues(entity, values, database.dialect),
    ...searchColumns(entity, values),
    created_at: now,
    updated_at: now,
  };
  if (organization !== undefined) row[ORGANIZATION_COLUMN] = organization;
  if (id !== undefined) return { row: { id, ...row }, values };
  return { row: entity.idKind === 'uuid' ? { id: randomUUID(), ...row } : row, values };
}

/** After inserting explicit ids, PostgreSQL's identity must continue past them. */
async function resetIdentity(database: Database, entity: Entity) {
  if (database.dialect !== 'postgres' || entity.idKind === 'uuid') return;
  const table = entity.table;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    database.db,
  );
}

/** Rows per insert: a statement's parameters stay far below SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 200;

/** Validated fixture rows of one entity, inserted in batches (with their reference lists). */
export async function insertFixtures(database: Database, entity: Entity, rows: Row[], now: string) {
  const prepared = rows.map((r) => toRow(database, entity, r, now));
  for (let start = 0; start < prepared.length; start += ROWS_PER_INSERT) {
    const batch = prepared.slice(start, start + ROWS_PER_INSERT);
    const inserted = await database.db
      .insertInto(entity.table)
      .values(batch.map((p) => p.row))
      .returning('id')
      .execute();
    // Reference lists (a news item's audience, a segment's branches) live in join tables.
    if (hasReferenceLists(entity))
      for (const [i, { values }] of batch.entries())
        await saveReferenceLists(database, entity, inserted[i].id as Id, values);
    await insertEmbeddedItems(database, entity, batch, inserted, now);
  }
  await resetIdentity(database, entity);
  // Until autovacuum passes (a minute or more), PostgreSQL plans a freshly loaded table with
  // the empty table's statistics: a client search read all 100k rows (200 ms) instead of
  // its trigram index (2 ms).
  if (database.dialect === 'postgres' && rows.length >= 1000)
    await sql`analyze ${sql.table(entity.table)}`.execute(database.db);
}

/** The embedded lists of a batch of parents (a client's phones), already validated with them. */
async function insertEmbeddedItems(
  database: Database,
  entity: Entity,
  batch: { values: Row }[],
  inserted: Row[],
  now: string,
) {
  for (const [name, field] of embeddedFields(entity)) {
    const item = itemEntity(field);
    const rows = batch.flatMap(({ values }, i) =>
      ((values[name] as Row[] | undefined) ?? []).map((values) => ({
        ...encodeValues(item, values, database.dialect),
        ...searchColumns(item, values),
        [field.parentField]: inserted[i].id,
        created_at: now,
        updated_at: now,
      })),
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
      await database.db
        .insertInto(field.of.table)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .execute();
  }
}
