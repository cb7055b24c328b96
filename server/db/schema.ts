/**
 * Entity tables follow their declarations: a missing table is created, a missing column is
 * added, declared unique rules become unique indexes (case-insensitive for text). Only additive
 * changes happen here; renames and type changes are hand-written migrations (migrations/).
 */
import { sql } from 'kysely';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/entity';
import { entityByName } from '../../domain/entities';
import { isTextKind } from '../../domain/fields';
import type { DialectName, DynamicDb } from './database';
import { entityColumns, idType, joinTables, type ColumnSpec } from './columns';
import { idColumn } from './migrations/helpers';

type Db = DynamicDb;

function columnSql(column: ColumnSpec) {
  const references = column.references
    ? sql` references ${sql.table(column.references.table)} (id)`
    : sql``;
  return sql`${sql.ref(column.name)} ${sql.raw(column.type)}${sql.raw(column.notNull ? ' not null' : '')}${references}`;
}

function idColumnSql(entity: Entity, dialect: DialectName) {
  if (entity.idKind === 'uuid') return sql`id ${sql.raw(idType(entity, dialect))} primary key`;
  return idColumn(dialect);
}

async function existingColumns(db: Db, table: string): Promise<Set<string> | null> {
  const tables = await db.introspection.getTables();
  const found = tables.find((t) => t.name === table);
  return found ? new Set(found.columns.map((c) => c.name)) : null;
}

async function createIndex(
  db: Db,
  entity: Entity,
  suffix: string,
  parts: ReturnType<typeof sql.ref>[],
  unique = false,
) {
  const name = `${entity.table}_${suffix}`;
  await sql`create ${sql.raw(unique ? 'unique ' : '')}index if not exists ${sql.id(name)} on ${sql.table(entity.table)} (${sql.join(parts)})`.execute(
    db,
  );
}

/**
 * Unique rules, plus the indexes the generated list screen needs: the default sort alone, and
 * each parent reference followed by the default sort, so "this locality's zip codes by code"
 * reads its first page straight from an index instead of sorting every child row.
 */
async function createIndexes(db: Db, entity: Entity) {
  const sortField = entity.sort.field;
  // A scoped entity's rows are read per organization, and unique inside it.
  const scope = entity.scope ? [ORGANIZATION_COLUMN] : [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.unique) {
      const within = [...scope, ...(typeof field.unique === 'object' ? field.unique.within : [])];
      const value = isTextKind(field.kind) ? sql`lower(${sql.ref(name)})` : sql.ref(name);
      await createIndex(
        db,
        entity,
        `${name}_unique`,
        [...within.map((w) => sql.ref(w)), value as never],
        true,
      );
    }
    if (field.kind === 'reference' || field.kind === 'status') {
      const order = sortField === 'id' || sortField === name ? [] : [sql.ref(sortField)];
      await createIndex(db, entity, `${name}_by_${order.length ? sortField : 'id'}`, [
        sql.ref(name),
        ...order,
        sql.ref('id'),
      ]);
    }
  }
  if (sortField !== 'id' || scope.length)
    await createIndex(db, entity, `${sortField}_sort`, [
      ...scope.map((c) => sql.ref(c)),
      ...(sortField === 'id' ? [] : [sql.ref(sortField)]),
      sql.ref('id'),
    ]);
}

export async function syncEntitySchema(db: Db, dialect: DialectName, entities: Entity[]) {
  for (const entity of entities) {
    const columns = entityColumns(entity, dialect, entityByName);
    const existing = await existingColumns(db, entity.table);
    if (!existing) {
      await sql`create table ${sql.table(entity.table)} (${sql.join([idColumnSql(entity, dialect), ...columns.map(columnSql)])})`.execute(
        db,
      );
    } else {
      for (const column of columns.filter((c) => !existing.has(c.name))) {
        // A NOT NULL column added to a table with rows needs a default; only timestamps are NOT NULL.
        const fallback = column.notNull ? sql` default '1970-01-01T00:00:00.000Z'` : sql``;
        await sql`alter table ${sql.table(entity.table)} add column ${columnSql({ ...column, notNull: column.notNull })}${fallback}`.execute(
          db,
        );
      }
    }
    await createIndexes(db, entity);
  }
  // After every entity table exists, since a join table references two of them.
  for (const entity of entities) await createJoinTables(db, entity, dialect);
}

/**
 * One table per reference list: deleting the owner removes its rows; the target cannot be
 * deleted while listed (the repository answers that with a Spanish 409 first).
 */
async function createJoinTables(db: Db, entity: Entity, dialect: DialectName) {
  for (const join of joinTables(entity, dialect, entityByName)) {
    await sql`create table if not exists ${sql.table(join.table)} (
      owner_id ${sql.raw(join.ownerType)} not null references ${sql.table(join.ownerTable)} (id) on delete cascade,
      target_id ${sql.raw(join.targetType)} not null references ${sql.table(join.targetTable)} (id),
      position integer not null,
      primary key (owner_id, target_id)
    )`.execute(db);
    await sql`create index if not exists ${sql.id(`${join.table}_target`)} on ${sql.table(join.table)} (target_id, owner_id)`.execute(
      db,
    );
  }
}
