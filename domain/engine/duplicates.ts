/**
 * "This client already exists" (issue 12): an entity declaring `duplicates` names the fields
 * that identify a person (CUIT/CUIL, DNI, e-mail, phone). While a form is filled in, each
 * such value is looked up among the organization's records, whoever they are assigned to, so
 * nobody creates the same client twice; a record the user may not open is announced without
 * its name (another executive's client), one they may open comes with a link.
 * `GET /api/v1/duplicates/{entity}?{field}={value}&exclude={id}` answers it.
 */
import { itemEntity } from './embedded';
import { entityByName } from './registry';
import type { Entity } from './entity';
import { onlyDigits } from '../validators';
import { nationalPhoneDigits, phoneDigitSpellings } from '../validators/argentinePhone';
import { checkValue, validateRecord } from './validate';

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

/** The form's values as looked up (`duplicateProbe`), by field: none for a blank one. */
export function duplicateProbes(entity: Entity, query: Record<string, unknown>) {
  const probes = new Map<string, string>();
  for (const name of duplicateFields(entity)) {
    const probe = duplicateProbe(entity, name, query[name]);
    if (probe !== null) probes.set(name, probe);
  }
  return probes;
}

/** The records of `target` whose `field` holds one of `spellings`: an id and name where opened. */
export type DuplicateHolders = (
  target: Entity,
  field: string,
  spellings: string[],
) => Promise<Pick<DuplicateMatch, 'id' | 'label'>[]>;

/**
 * The matches of the form's values in one section, for each field the first few records found
 * (`holders`: the server's query, fixtures mode's collection); `foreign`: another section.
 */
export async function lookupMatches(
  lookup: DuplicateLookup,
  probes: Map<string, string>,
  foreign: boolean,
  holders: DuplicateHolders,
): Promise<DuplicateMatch[]> {
  const { target } = lookup;
  const matches: DuplicateMatch[] = [];
  for (const [own, theirs] of lookup.fields) {
    const probe = probes.get(own);
    if (probe === undefined) continue;
    const section = foreign ? { entity: target.name } : {};
    for (const found of await holders(target, theirs, probeSpellings(target, theirs, probe)))
      matches.push({ field: own, ...section, ...found });
  }
  return matches;
}

/**
 * The answer of `GET /api/v1/duplicates/{entity}` for the server and fixtures mode alike: each
 * section looked up, another one only for who may list it (`mayList`: no oracle beyond one's
 * access), with the record to leave out there (`cited`: the form's own record in its section,
 * the one it cites in another, as the query names them).
 */
export async function findDuplicates(
  entity: Entity,
  query: Record<string, unknown>,
  mayList: (target: Entity) => boolean,
  matchesIn: (
    lookup: DuplicateLookup,
    probes: Map<string, string>,
    cited: unknown,
    foreign: boolean,
  ) => Promise<DuplicateMatch[]>,
): Promise<DuplicateMatch[]> {
  const probes = duplicateProbes(entity, query);
  const matches: DuplicateMatch[] = [];
  for (const lookup of duplicateLookups(entity)) {
    const foreign = lookup.target !== entity;
    if (foreign && !mayList(lookup.target)) continue;
    const cited = foreign ? lookup.linkedBy && query[lookup.linkedBy] : query.exclude;
    matches.push(...(await matchesIn(lookup, probes, cited, foreign)));
  }
  return matches;
}

/** The form's references whose record is no duplicate (`linkedBy`): sent with the lookup. */
export const duplicateLinks = (entity: Entity): string[] =>
  (entity.duplicatesAmong ?? []).flatMap((among) => (among.linkedBy ? [among.linkedBy] : []));

/** What a duplicates query may hold: the form's values, its links, the record to leave out. */
export const duplicateQueryKeys = (entity: Entity): string[] => [
  ...duplicateFields(entity),
  ...duplicateLinks(entity),
  'exclude',
];

/**
 * An item of the form's own embedded list looked up as its duplicate field is
 * (`duplicatesInItems`: a client's other phones, as its main phone).
 */
export interface ItemProbe {
  /** The duplicate field whose lookup and comparison it shares. */
  field: string;
  list: string;
  index: number;
  /** Sent as the field's value: the columns read together, as the server reads stored items. */
  value: string;
  /** What the user typed in the columns, to tell which item matched. */
  shown: string;
}

/**
 * The form's items worth looking up now: their columns valid by the item's own rules (a phone
 * with a digit missing is not looked up) and giving a probe. A value the form already looks up
 * (its own field or an earlier item) is left out: repeated within the form, it is no other
 * record's, and one lookup warns of it.
 */
export function itemProbes(entity: Entity, values: Record<string, unknown>): ItemProbe[] {
  const probes: ItemProbe[] = [];
  for (const [field, inItems] of Object.entries(entity.duplicatesInItems ?? {})) {
    const list = entity.fields[inItems!.list];
    const items = values[inItems!.list];
    if (list?.kind !== 'embeddedList' || !Array.isArray(items)) continue;
    const item = itemEntity(list);
    const columns = inItems!.columns;
    // The columns and whatever their rules read (a phone's type says whether 15 is allowed).
    const checked = new Set([
      ...columns,
      ...(item.rules ?? []).filter((r) => columns.includes(r.field)).flatMap((r) => r.uses),
    ]);
    const seen = new Set([duplicateProbe(entity, field, values[field])]);
    items.forEach((raw, index) => {
      if (typeof raw !== 'object' || raw === null) return;
      const { id: _id, created_at: _c, updated_at: _u, ...input } = raw as Record<string, unknown>;
      const read = validateRecord(item, input);
      if ([...checked].some((name) => Object.hasOwn(read.errors, name))) return;
      const parts = columns.map((column) => String(read.values[column] ?? ''));
      const value = parts.join('');
      const probe = duplicateProbe(entity, field, value);
      if (probe === null || seen.has(probe)) return;
      seen.add(probe);
      probes.push({ field, list: inItems!.list, index, value, shown: parts.join(' ').trim() });
    });
  }
  return probes;
}

/** The warning a match reads as, in the form; for an item's match, naming the item. */
export function duplicateMessage(entity: Entity, match: DuplicateMatch, item?: ItemProbe): string {
  const list = item ? entity.fields[item.list] : undefined;
  // An item is named as its list names one ("Teléfono", not the main field's "Teléfono principal").
  const field =
    item && list?.kind === 'embeddedList'
      ? `${list.of.label.one} (${item.shown}, en ${list.label})`
      : entity.fields[match.field].label;
  const one = matchSection(entity, match).label.one.toLowerCase();
  if (match.label) return `Ya existe «${match.label}» (${one}) con el mismo ${field}.`;
  return match.entity
    ? `Ya hay un ${one} con el mismo ${field}, asignado a otra persona: consultá a tu supervisor antes de seguir.`
    : `Ya hay un ${one} con el mismo ${field}, asignado a otra persona: pedile a tu supervisor que te lo asigne en lugar de cargarlo de nuevo.`;
}

/** What a stored phone or document is written with besides its digits; compared without them. */
export const DIGIT_SEPARATORS = ['+', '.', ')', '(', '-', ' '] as const;

/**
 * A stored value as a lookup compares it (`comparisonOf`): what the server's SQL computes,
 * for fixtures mode, which reads its records in memory.
 */
export function storedComparable(comparison: DuplicateComparison, raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw);
  if (comparison === 'lowerCase') return text.toLowerCase();
  if (comparison === 'digits')
    return DIGIT_SEPARATORS.reduce((left, mark) => left.split(mark).join(''), text);
  return text;
}

/**
 * Whether a stored record holds one of a probe's spellings in `name`, or (`duplicatesInItems`)
 * in one of its embedded items, their columns read together: fixtures mode's reading of the
 * server's query (server/rest/duplicateRoutes.ts `holding`).
 */
export function recordHolds(
  target: Entity,
  name: string,
  record: Readonly<Record<string, unknown>>,
  spellings: readonly string[],
): boolean {
  const comparison = comparisonOf(target, name);
  const own = storedComparable(comparison, record[name]);
  if (own !== null && spellings.includes(own)) return true;
  const inItems = target.duplicatesInItems?.[name];
  const items = inItems ? record[inItems.list] : undefined;
  if (!inItems || !Array.isArray(items)) return false;
  return items.some((item: Record<string, unknown>) => {
    const joined = inItems.columns.map((column) => String(item?.[column] ?? '')).join('');
    return spellings.includes(storedComparable('digits', joined)!);
  });
}
