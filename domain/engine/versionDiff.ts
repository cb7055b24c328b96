/**
 * What changed between two versions of a record (domain/engine/history.ts), field by field with
 * the fields' Spanish labels: the record's own fields, then each part's rows matched by id
 * (added, removed, changed, each with its values before and after). Pure: the screens show it
 * with every value formatted as anywhere else (enumerations by label, references by name).
 */
import type { Entity } from './entity';
import { versionedFields, type HistoryPart, type VersionSnapshot } from './history';

type Row = Record<string, unknown>;

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

export interface PartRowChange {
  id: string;
  kind: 'added' | 'removed' | 'changed';
  /** The row as it was (null when added) and as it is (null when removed). */
  before: Row | null;
  after: Row | null;
  /** The fields that differ (for an added or removed row, every kept field it has a value in). */
  fields: FieldChange[];
}

export interface PartDiff {
  entity: string;
  label: string;
  rows: PartRowChange[];
}

export interface VersionDiff {
  fields: FieldChange[];
  parts: PartDiff[];
}

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** Equal as stored values: blanks alike, numbers and their text alike, lists by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (typeof a === 'object' || typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

function fieldChanges(entity: Entity, before: Row, after: Row, omit?: string): FieldChange[] {
  return versionedFields(entity, omit).flatMap((field) =>
    sameValue(before[field], after[field])
      ? []
      : [
          {
            field,
            label: entity.fields[field].label,
            before: before[field] ?? null,
            after: after[field] ?? null,
          },
        ],
  );
}

function partDiff(part: HistoryPart, before: Row[], after: Row[]): PartDiff {
  const key = (row: Row) => String(row.id);
  const was = new Map(before.map((row) => [key(row), row]));
  const is = new Map(after.map((row) => [key(row), row]));
  const rows: PartRowChange[] = [];
  const changes = (a: Row, b: Row) => fieldChanges(part.entity, a, b, part.field);
  for (const row of before)
    if (!is.has(key(row)))
      rows.push({
        id: key(row),
        kind: 'removed',
        before: row,
        after: null,
        fields: changes(row, {}),
      });
  for (const row of after) {
    const old = was.get(key(row));
    if (!old)
      rows.push({
        id: key(row),
        kind: 'added',
        before: null,
        after: row,
        fields: changes({}, row),
      });
    else {
      const fields = changes(old, row);
      if (fields.length)
        rows.push({ id: key(row), kind: 'changed', before: old, after: row, fields });
    }
  }
  return { entity: part.entity.name, label: part.entity.label.many, rows };
}

/** From version `from` to version `to` of a record of `entity` with the given parts. */
export function diffVersions(
  entity: Entity,
  parts: readonly HistoryPart[],
  from: VersionSnapshot,
  to: VersionSnapshot,
): VersionDiff {
  return {
    fields: fieldChanges(entity, from.record, to.record),
    parts: parts
      .map((part) =>
        partDiff(part, from.parts[part.entity.name] ?? [], to.parts[part.entity.name] ?? []),
      )
      .filter((diff) => diff.rows.length > 0),
  };
}
