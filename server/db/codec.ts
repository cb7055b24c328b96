/**
 * Converts between API values (domain/validate's normalised shapes) and stored values:
 * decimals and money as scaled integers (exact), booleans as 0/1 on SQLite.
 */
import type { Entity } from '../../domain/engine/entity';
import { isSecret, isTextKind, scaleOf, type Field } from '../../domain/engine/fields';
import { searchesNamesApart } from '../../domain/engine/referenceLabels';
import {
  foldSearch,
  nameText,
  searchedTexts,
  storedSpellings,
  type SearchedValue,
} from '../../domain/engine/searchTerms';
import type { DialectName } from './database';
import { columnOf, NAME_SEARCH_COLUMN } from './columns';
// Registers the rich-text sanitiser that domain/validate applies on every server write.
import '../files/richText';

export type Row = Record<string, unknown>;

function toStored(field: Field, value: unknown, dialect: DialectName): unknown {
  if (field.kind === 'choiceList') return JSON.stringify(value ?? []);
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'decimal':
    case 'money':
      return scaleToInteger(value as number, scaleOf(field));
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
    default:
      return value;
  }
}

function parseList(value: unknown): unknown[] {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function fromStored(field: Field, value: unknown): unknown {
  if (field.kind === 'choiceList') return parseList(value);
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'decimal':
    case 'money':
      return integerToDecimal(value, scaleOf(field));
    case 'boolean':
      return value === true || value === 1;
    case 'integer':
    case 'enumeration':
    case 'status':
    case 'file':
      return Number(value);
    default:
      return value;
  }
}

/**
 * Exact: the digits of the value's shortest decimal text (which, for the at most 15
 * significant digits validation accepts, are the digits the user sent) moved by `scale`
 * places, never a float multiplication (`1.1 * 100` is 110.00000000000001) nor a rounding.
 */
export function scaleToInteger(value: number, scale: number): number {
  const text = String(Math.abs(value));
  const [whole, fraction = ''] = /e/i.test(text)
    ? Math.abs(value).toFixed(scale).split('.')
    : text.split('.');
  const digits = Number(`${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`);
  return value < 0 ? -digits : digits;
}

/** The API value of a stored scaled integer: one correctly rounded division, exact below 2^53. */
export function integerToDecimal(stored: unknown, scale: number): number {
  return Number(stored) / 10 ** scale;
}

/** Accent- and case-free text used by the search box on both dialects. */
export const normaliseSearch = foldSearch;

export function searchText(entity: Entity, values: Row): string | null {
  if (entity.search.length === 0) return null;
  // A reference listed in `search` is matched through its target's search text (listing.ts):
  // its id would only make digits match by accident.
  const shown: SearchedValue = (field, value) =>
    field.kind === 'reference' || value === null || value === undefined ? null : String(value);
  // "20-12345678-9" is also found as 20123456789, "(0351) 15 555-1234" as 3515551234, with no
  // function over the column at query time (a full scan of replace() is 10x slower).
  const parts = searchedTexts(entity, values, shown).flatMap(([text, field]) => [
    text,
    ...storedSpellings(text, field),
  ]);
  return normaliseSearch(parts.join(' '));
}

/**
 * The columns every write derives from a record's values (all of them, as stored): its search
 * text and, where the labels route searches names apart, its folded name. Writers spread this
 * instead of naming the columns, so a derived column is never forgotten by one of them.
 */
export function searchColumns(entity: Entity, values: Row): Row {
  const columns: Row = { search_text: searchText(entity, values) };
  if (searchesNamesApart(entity)) columns[NAME_SEARCH_COLUMN] = nameText(entity, values);
  return columns;
}

/**
 * Column values of validated values. Reference lists (join tables) are the repository's; a
 * password arrives here already hashed by the repository and goes to its `_hash` column.
 */
export function encodeValues(entity: Entity, values: Row, dialect: DialectName): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = entity.fields[name];
    if (!field || ['referenceList', 'embeddedList', 'memberList'].includes(field.kind)) continue;
    row[columnOf(name, field)] = toStored(field, value, dialect);
  }
  return row;
}

/** The API record of a row; reference lists are filled in by the repository, secrets never. */
export function decodeRow(entity: Entity, row: Row): Row {
  const record: Row = { id: row.id };
  for (const [name, field] of Object.entries(entity.fields)) {
    // Embedded lists are read by id only (embeddedLists.ts); a list row leaves them out.
    // Member lists too, read with the viewer's scope (memberLists.ts).
    if (isSecret(field) || field.kind === 'embeddedList' || field.kind === 'memberList') continue;
    record[name] = field.kind === 'referenceList' ? [] : fromStored(field, row[name]);
  }
  record.created_at = row.created_at;
  record.updated_at = row.updated_at;
  return record;
}

export function isTextField(entity: Entity, name: string): boolean {
  const field = entity.fields[name];
  return !!field && isTextKind(field.kind);
}
