/**
 * The schema the declarations call for, as plain data: tables with their columns (types per
 * dialect, from columns.ts), unique and list indexes, trigram search indexes, and the join
 * tables of reference lists.
 * The migration generator compares it with the snapshot of the last migration
 * (migrations/schemaSnapshot.json) and the schema test compares it with a migrated database.
 */
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { embeddedFields } from '../../domain/engine/embedded';
import { isTextKind } from '../../domain/engine/fields';
import { entityColumns, joinTables } from './columns';

/** A type as each dialect spells it in CREATE TABLE. */
export interface DialectTypes {
  sqlite: string;
  postgres: string;
}

export interface ColumnModel {
  name: string;
  type: DialectTypes;
  notNull: boolean;
  /** The table whose id it references. */
  references?: string;
}

export interface IndexModel {
  name: string;
  unique: boolean;
  /** Column names, or `lower(name)` for a case-insensitive text value. */
  columns: string[];
}

export interface TableModel {
  name: string;
  idKind: 'integer' | 'uuid';
  columns: ColumnModel[];
  indexes: IndexModel[];
  /** A trigram index over the search text (searchIndex.ts); absent when not declared. */
  searchIndex?: 'trigram';
}

/** One table per reference list: owner_id, target_id, position. */
export interface JoinTableModel {
  name: string;
  owner: { table: string; type: DialectTypes };
  target: { table: string; type: DialectTypes };
}

export interface SchemaModel {
  /** In creation order: a referenced table before the tables that reference it. */
  tables: TableModel[];
  joinTables: JoinTableModel[];
}

const lower = (name: string) => `lower(${name})`;

/**
 * Unique rules, plus the indexes the generated list screen needs: the default sort alone, and
 * each parent reference followed by the default sort, so "this locality's zip codes by code"
 * reads its first page straight from an index instead of sorting every child row.
 */
function entityIndexes(entity: Entity): IndexModel[] {
  const indexes: IndexModel[] = [];
  const sortField = entity.sort.field;
  // A scoped entity's rows are read per organization, and unique inside it.
  const scope = entity.scope ? [ORGANIZATION_COLUMN] : [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.unique) {
      const within = [...scope, ...(typeof field.unique === 'object' ? field.unique.within : [])];
      indexes.push({
        name: `${entity.table}_${name}_unique`,
        unique: true,
        columns: [...within, isTextKind(field.kind) ? lower(name) : name],
      });
    }
    if (field.kind === 'reference' || field.kind === 'status') {
      const order = sortField === 'id' || sortField === name ? [] : [sortField];
      indexes.push({
        name: `${entity.table}_${name}_by_${order.length ? sortField : 'id'}`,
        unique: false,
        columns: [name, ...order, 'id'],
      });
    }
  }
  for (const columns of entity.indexes ?? [])
    indexes.push({
      name: `${entity.table}_${columns.join('_')}_lookup`,
      unique: false,
      columns: [...columns],
    });
  if (sortField !== 'id' || scope.length)
    indexes.push({
      name: `${entity.table}_${sortField}_sort`,
      unique: false,
      columns: [...scope, ...(sortField === 'id' ? [] : [sortField]), 'id'],
    });
  return indexes;
}

/** Every entity with a table: the declared ones, each followed by its embedded children's. */
export const withEmbeddedChildren = (entities: readonly Entity[]): Entity[] =>
  entities.flatMap((entity) => [entity, ...embeddedFields(entity).map(([, field]) => field.of)]);

/** The schema `entities` call for; `resolve` finds a referenced entity by name. */
export function declaredSchema(
  declared: readonly Entity[],
  resolve: (name: string) => Entity,
): SchemaModel {
  const entities = withEmbeddedChildren(declared);
  const tables = entities.map((entity): TableModel => {
    const sqlite = entityColumns(entity, 'sqlite', resolve);
    const postgres = entityColumns(entity, 'postgres', resolve);
    return {
      name: entity.table,
      idKind: entity.idKind,
      columns: sqlite.map((column, i) => ({
        name: column.name,
        type: { sqlite: column.type, postgres: postgres[i].type },
        notNull: column.notNull,
        ...(column.references ? { references: column.references.table } : {}),
      })),
      indexes: entityIndexes(entity),
      ...(entity.searchIndex ? { searchIndex: entity.searchIndex } : {}),
    };
  });
  const joins = entities.flatMap((entity) => {
    const sqlite = joinTables(entity, 'sqlite', resolve);
    const postgres = joinTables(entity, 'postgres', resolve);
    return sqlite.map((join, i): JoinTableModel => ({
      name: join.table,
      owner: {
        table: join.ownerTable,
        type: { sqlite: join.ownerType, postgres: postgres[i].ownerType },
      },
      target: {
        table: join.targetTable,
        type: { sqlite: join.targetType, postgres: postgres[i].targetType },
      },
    }));
  });
  return { tables, joinTables: joins };
}
