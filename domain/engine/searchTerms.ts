/**
 * What the search box matches besides the text as typed, the same on both sides: a stored
 * value's search text also holds these spellings (server/db/codec.ts `searchText`, fixtures
 * mode's in-memory match), and a query also looks for these; both are then compared
 * accent- and case-free (`foldSearch`).
 * - A number with or without separators: a CUIT "20-12345678-9" as 20123456789.
 * - An Argentine phone in its national digits, whichever way it was written or typed:
 *   "(0351) 15 555-1234", "351 5551234" and "+54 9 351 555-1234" all meet in 3515551234.
 * - A company type typed without its dots: "Fletes S.R.L." is also "fletes srl".
 * - A vehicle plate with or without its spaces: "AF 512 KD" is also "af512kd" (issue 28).
 * - A number in groups without each group's leading zeros: a policy "003-01-0089908" is also
 *   "3-1-89908", which "3-1-89908", "03-01-89908" and "003 1 089908" look for (issue 31).
 */
import { displayValue } from './display';
import type { Entity } from './entity';
import type { Field } from './fields';
import { nationalPhoneDigits } from '../validators/argentinePhone';
import { onlyDigits } from '../validators/cuit';
import { paintedPlate } from '../validators/vehicleDomain';

/** Accent- and case-free text: what stored search texts and queries are compared as. */
export function foldSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A number people type with or without separators: a CUIT, a phone, a document. */
const NUMBER_LIKE = /^[\d\s().+-]+$/;

/**
 * "003-01-0089908" → "3-1-89908": a number in groups with each group's leading zeros left out
 * and its groups kept apart, as insurers and people spell a policy number ("003 1 089908"
 * reads the same); null for a number in one group, or too short to be one (a "01-05" would
 * meet every "1-5"), whose zeros a substring already finds.
 */
function withoutGroupZeros(text: string): string | null {
  const groups = text.split(/[\s().+-]+/).filter((group) => group !== '');
  if (groups.length < 2 || groups.join('').length < 6) return null;
  return groups.map((group) => group.replace(/^0+(?=\d)/, '')).join('-');
}

/** "AF 512 KD" → "af512kd": a plate as insurers file it; null for a text that is no plate. */
const plateSpelling = (text: string) =>
  paintedPlate(text) === null ? null : text.replace(/[\s.-]/g, '');

/** "s.r.l." → "srl", "s.a." → "sa": the dot after a lone letter (company types, initials). */
const withoutDots = (text: string) => text.replace(/(?<=(?:^|[\s.])\p{L})\./gu, '');

/** The other spellings a stored value is found by. */
export function storedSpellings(text: string, field: Field | undefined): string[] {
  const spellings: string[] = [];
  if (NUMBER_LIKE.test(text) && /\D/.test(text)) {
    spellings.push(onlyDigits(text));
    // Of a number kept as text (a policy's); a phone's groups are its area code and number.
    const unpadded = field?.kind === 'text' ? withoutGroupZeros(text) : null;
    if (unpadded) spellings.push(unpadded);
  }
  if (field?.kind === 'phone') spellings.push(...nationalPhoneDigits(text));
  const plate = plateSpelling(text);
  if (plate !== null) spellings.push(plate);
  const dotless = withoutDots(text);
  if (dotless !== text && field?.kind !== 'email' && field?.kind !== 'url') spellings.push(dotless);
  return [...new Set(spellings)].filter((spelling) => spelling !== text);
}

/** How a side shows one searched value: null for none (the server skips references). */
export type SearchedValue = (
  field: Field,
  value: unknown,
  record: Record<string, unknown>,
) => string | null;

/**
 * The texts a record is found by, each with its field: its `search` fields, and for an
 * embedded list named there (a client's other phones) each item's own `search` fields, so
 * the client is found by any of its phones.
 */
export function searchedTexts(
  entity: Entity,
  record: Record<string, unknown>,
  shown: SearchedValue,
): [string, Field][] {
  return entity.search.flatMap((name): [string, Field][] => {
    const field = entity.fields[name];
    const value = record[name];
    if (field.kind === 'embeddedList')
      return (Array.isArray(value) ? value : []).flatMap((item: Record<string, unknown>) =>
        searchedTexts(field.of, item, shown),
      );
    const text = shown(field, value, record);
    return text === null || text === '' ? [] : [[text, field]];
  });
}

/** The terms a folded query looks for, any of which matches: the query first. */
export function searchTerms(query: string): string[] {
  const terms = [query];
  if (NUMBER_LIKE.test(query) && onlyDigits(query) !== '') {
    terms.push(onlyDigits(query));
    // A policy number in groups, whatever zeros the insurer padded each with.
    const unpadded = withoutGroupZeros(query);
    if (unpadded) terms.push(unpadded);
    // A whole phone typed with +54 or a 15: its national digits.
    if (onlyDigits(query).length >= 10) terms.push(...nationalPhoneDigits(query));
  }
  const plate = plateSpelling(query);
  if (plate !== null) terms.push(plate);
  // "s.r.l." also as "srl", but not "s.a." as "sa" (half the names) nor an e-mail's dots.
  const dotless = withoutDots(query);
  const initials = query.match(/(?:^|[\s.])\p{L}\./gu)?.length ?? 0;
  if (!query.includes('@') && initials >= 2 && dotless.replace(/\s/g, '').length >= 3)
    terms.push(dotless);
  return [...new Set(terms)].filter((term) => term.trim() !== '');
}

/** Words a query is split into at most; the rest stay one phrase with the last word. */
export const MAX_SEARCH_WORDS = 6;

/**
 * What a folded query looks for: every group must match (a record holds each word, in any
 * order: "graciela acosta" finds "Acosta, Graciela"), and a group matches by any of its terms
 * (`searchTerms`: a word's other spellings). A number typed with spaces ("351 555 1234") stays
 * one group, read as one number, and so does a plate ("af 512 kd"). The one reading of a query
 * for lists, labels, Ctrl+K and fixtures mode.
 */
export function searchGroups(query: string): string[][] {
  // A plate typed with spaces ("af 512 kd") is one plate, as a spaced number is one number.
  const whole = NUMBER_LIKE.test(query) || plateSpelling(query) !== null;
  const words = whole ? [] : query.split(/[\s,;]+/).filter((w) => w !== '');
  if (words.length < 2) return [searchTerms(query)].filter((terms) => terms.length > 0);
  const kept = words.slice(0, MAX_SEARCH_WORDS - 1);
  kept.push(words.slice(MAX_SEARCH_WORDS - 1).join(' '));
  return [...new Set(kept.filter((w) => w !== ''))].map(searchTerms);
}

/** A record's searched values as shown, with their spellings, folded: what a query must hold. */
export function matchedText(entity: Entity, record: Record<string, unknown>): string {
  return foldSearch(
    searchedTexts(entity, record, displayValue)
      .flatMap(([text, field]) => [text, ...storedSpellings(text, field)])
      .join(' '),
  );
}

/**
 * A record's name as `matchedText` reads it: what the labels route's `q` looks in. The server
 * stores it (server/db/codec.ts `searchColumns`) where the search text holds more than the name.
 */
export const nameText = (entity: Entity, record: Record<string, unknown>): string =>
  matchedText({ ...entity, search: [entity.recordLabel] }, record);

/**
 * Whether a record read as it is shown matches every group of a query (`searchGroups` of the
 * folded query) the way a stored search text does: fixtures mode's search box and the labels
 * route's names (server and fixtures mode) use this one reading.
 */
export function recordMatches(
  entity: Entity,
  record: Record<string, unknown>,
  groups: readonly (readonly string[])[],
): boolean {
  const text = matchedText(entity, record);
  return groups.every((terms) => terms.some((term) => text.includes(term)));
}

/** `recordMatches` for one search text as the box reads it (accents, separators, spellings). */
export const matchesSearchText = (entity: Entity, record: Record<string, unknown>, q: string) =>
  recordMatches(entity, record, searchGroups(foldSearch(q)));
