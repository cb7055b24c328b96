/**
 * "This client already exists" (issue 12): an entity declaring `duplicates` names the fields
 * that identify a person (CUIT/CUIL, DNI, e-mail, phone). While a form is filled in, each
 * such value is looked up among the organization's records, whoever they are assigned to, so
 * nobody creates the same client twice; a record the user may not open is announced without
 * its name (another executive's client), one they may open comes with a link.
 * `GET /api/v1/duplicates/{entity}?{field}={value}&exclude={id}` answers it.
 */
import { entityByName } from './entities';
import type { Entity } from './entity';
import { onlyDigits } from './validators';
import { nationalPhoneDigits, phoneDigitSpellings } from './validators/argentinePhone';
import { checkValue } from './validate';

/**
 * Another section whose records may already hold what this form identifies a person by (a
 * lead whose CUIT is a client's): this entity's field → that section's field, compared alike.
 */
export interface DuplicatesAmong {
  entity: string;
  fields: Readonly<Record<string, string>>;
  /** The form's reference to that section: the record it already cites is no duplicate. */
  linkedBy?: string;
}

/**
 * Where else a duplicate field's value may be held: the items of an embedded list (a client's
 * other phones), their `columns` read together and compared as the field is (digits).
 */
export interface DuplicatesInItems {
  list: string;
  columns: readonly string[];
}

/** At most this many records per field: enough to warn, never a way to list records. */
export const DUPLICATES_PER_FIELD = 3;

export interface DuplicateMatch {
  /** The form's field whose value was found. */
  field: string;
  /** The section it was found in, when not the form's own (`duplicatesAmong`). */
  entity?: string;
  /** Present only when the user may open the record. */
  id?: number | string;
  label?: string;
}

/** How a value is compared: digits for phones and documents, lower case for e-mails. */
export type DuplicateComparison = 'exact' | 'digits' | 'lowerCase';

export function comparisonOf(entity: Entity, name: string): DuplicateComparison {
  const kind = entity.fields[name].kind;
  if (kind === 'phone') return 'digits';
  if (kind === 'email') return 'lowerCase';
  return 'exact';
}

/**
 * The value a field of `entity` is looked up by, as stored (a CUIT formatted, a DNI's digits),
 * or null when it is blank or not a valid value of the field (nothing to compare yet).
 */
export function duplicateProbe(entity: Entity, name: string, raw: unknown): string | null {
  if (!duplicateFields(entity).includes(name)) return null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const checked = checkValue(entity.fields[name], raw);
  if (!('value' in checked) || typeof checked.value !== 'string') return null;
  const comparison = comparisonOf(entity, name);
  if (comparison === 'digits') {
    // An Argentine number by its national digits, whichever way it was written.
    const digits = nationalPhoneDigits(checked.value)[0] ?? onlyDigits(checked.value);
    return digits.length >= 6 ? digits : null;
  }
  return comparison === 'lowerCase' ? checked.value.toLowerCase() : checked.value;
}

/**
 * The stored digits a phone probe matches: every way its national digits are written
 * ("0351 15…", "+54 9 351…"), or the digits alone for a number that is not Argentine's.
 */
export function probeSpellings(entity: Entity, name: string, probe: string): string[] {
  if (comparisonOf(entity, name) !== 'digits') return [probe];
  const spellings = phoneDigitSpellings(probe);
  return spellings.length ? spellings : [probe];
}

export interface DuplicateLookup {
  target: Entity;
  /** The form's field → the target's. */
  fields: [string, string][];
  linkedBy?: string;
}

/** Where a form's values are looked up: its own section, then the ones it declares. */
export function duplicateLookups(entity: Entity): DuplicateLookup[] {
  const own = (entity.duplicates ?? []).map((name) => [name, name] as [string, string]);
  return [
    ...(own.length ? [{ target: entity, fields: own }] : []),
    ...(entity.duplicatesAmong ?? []).map(({ entity: other, fields, linkedBy }) => ({
      target: entityByName(other),
      fields: Object.entries(fields),
      linkedBy,
    })),
  ];
}

/** The form's fields looked up anywhere. */
export const duplicateFields = (entity: Entity): string[] => [
  ...new Set(duplicateLookups(entity).flatMap(({ fields }) => fields.map(([own]) => own))),
];

/** The section a match was found in. */
export const matchSection = (entity: Entity, match: DuplicateMatch) =>
  match.entity ? entityByName(match.entity) : entity;

/** The form's references whose record is no duplicate (`linkedBy`): sent with the lookup. */
export const duplicateLinks = (entity: Entity): string[] =>
  (entity.duplicatesAmong ?? []).flatMap((among) => (among.linkedBy ? [among.linkedBy] : []));

/** The warning a match reads as, in the form. */
export function duplicateMessage(entity: Entity, match: DuplicateMatch): string {
  const field = entity.fields[match.field].label;
  const one = matchSection(entity, match).label.one.toLowerCase();
  if (match.label) return `Ya existe «${match.label}» (${one}) con el mismo ${field}.`;
  return match.entity
    ? `Ya hay un ${one} con el mismo ${field}, asignado a otra persona: consultá a tu supervisor antes de seguir.`
    : `Ya hay un ${one} con el mismo ${field}, asignado a otra persona: pedile a tu supervisor que te lo asigne en lugar de cargarlo de nuevo.`;
}
