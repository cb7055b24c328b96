/** How each field kind is stored, per dialect. The schema test checks tables against this. */
import { ORGANIZATION_COLUMN, joinTable, type Entity } from '../../domain/engine/entity';
import type { Field } from '../../domain/engine/fields';
import { searchesNamesApart } from '../../domain/engine/referenceLabels';
import type { DialectName } from './database';

/**
 * The folded name (domain/engine/searchTerms.ts `nameText`) of an entity whose labels route
 * searches names apart from a wider search text (referenceLabels.ts `searchesNamesApart`):
 * written with the search text by every write (codec.ts `searchColumns`), read by the labels
 * route's `q` (compiledSearch.ts).
 */
export const NAME_SEARCH_COLUMN = 'name_search';

/** Table of `admin/media`, which every file field points at. */
const MEDIA_TABLE = 'media';

export interface ColumnSpec {
  name: string;
  /** SQL type as written in CREATE TABLE. */
  type: string;
  notNull: boolean;
  references?: { table: string; column: 'id' };
}

/**
 * Reference lists live in join tables, embedded lists in their child's own table, member lists
 * in their members' own reference.
 */
type StoredField = Exclude<Field, { kind: 'referenceList' | 'embeddedList' | 'memberList' }>;

function fieldType(
  field: StoredField,
  dialect: DialectName,
  targetIdKind: 'integer' | 'uuid',
): string {
  const pg = dialect === 'postgres';
  switch (field.kind) {
    case 'choiceList': // a JSON array, in the order chosen
    case 'password': // a bcrypt hash
      return 'text';
    case 'text':
    case 'email':
    case 'phone':
    case 'cuit':
    case 'url':
      return pg ? `varchar(${field.max ?? 255})` : 'text';
    case 'longText':
    case 'richText':
    case 'typedValue':
      return 'text';
    case 'colour':
      return pg ? 'varchar(7)' : 'text';
    case 'file':
      return 'integer';
    case 'integer':
    case 'enumeration':
    case 'status':
      return 'integer';
    case 'decimal':
    case 'money':
      return 'bigint';
    case 'boolean':
      return pg ? 'boolean' : 'integer';
    case 'date':
      return pg ? 'date' : 'text';
    case 'datetime':
      return pg ? 'timestamptz' : 'text';
    case 'reference':
      return targetIdKind === 'uuid' ? (pg ? 'uuid' : 'text') : 'integer';
  }
}

export function timestampType(dialect: DialectName): string {
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}

export function idType(entity: Entity, dialect: DialectName): string {
  if (entity.idKind === 'uuid') return dialect === 'postgres' ? 'uuid' : 'text';
  return 'integer';
}

/** The column a field is stored in: its own name, except a password's hash. */
export const columnOf = (name: string, field: Field) =>
  field.kind === 'password' ? `${name}_hash` : name;

/** Fields stored in the entity's own table (not the lists: join tables, child tables). */
export function storedFields(entity: Entity): [string, StoredField][] {
  return Object.entries(entity.fields).filter(
    (entry): entry is [string, StoredField] =>
      !['referenceList', 'embeddedList', 'memberList'].includes(entry[1].kind),
  );
}

export function entityColumns(
  entity: Entity,
  dialect: DialectName,
  resolve: (name: string) => Entity,
): ColumnSpec[] {
  const declared = storedFields(entity).map(([name, field]): ColumnSpec => {
    const target = field.kind === 'reference' ? resolve(field.target) : undefined;
    return {
      name: columnOf(name, field),
      type: fieldType(field, dialect, target?.idKind ?? 'integer'),
      notNull: false, // required-ness is validated in domain/, so old rows never block a migration
      references: target
        ? { table: target.table, column: 'id' }
        : field.kind === 'file' // the uploaded file's record (domain/entities/media.ts)
          ? { table: MEDIA_TABLE, column: 'id' }
          : undefined,
    };
  });
  const scope: ColumnSpec[] = entity.scope
    ? [{ name: ORGANIZATION_COLUMN, type: 'integer', notNull: false }]
    : [];
  return [
    ...declared,
    ...scope,
    { name: 'search_text', type: 'text', notNull: false },
    ...(searchesNamesApart(entity)
      ? [{ name: NAME_SEARCH_COLUMN, type: 'text', notNull: false }]
      : []),
    { name: 'created_at', type: timestampType(dialect), notNull: true },
    { name: 'updated_at', type: timestampType(dialect), notNull: true },
  ];
}

/** Join tables of an entity's reference lists: owner, target and the chosen order. */
export function joinTables(
  entity: Entity,
  dialect: DialectName,
  resolve: (name: string) => Entity,
) {
  return Object.entries(entity.fields).flatMap(([name, field]) =>
    field.kind === 'referenceList'
      ? [
          {
            table: joinTable(entity, name),
            ownerTable: entity.table,
            ownerType: idType(entity, dialect),
            targetTable: resolve(field.target).table,
            targetType: idType(resolve(field.target), dialect),
          },
        ]
      : [],
  );
}
