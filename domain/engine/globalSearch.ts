/**
 * Search from anywhere (Ctrl+K or the app bar's box): the entities declared with
 * `globalSearch`, each searched the way its own list searches (accents, case and a CUIT's
 * dashes aside), only among the records the user's list would show, a few per kind. Later
 * areas join by declaring `globalSearch` (accounts, contacts, leads, policies, claims).
 */
import type { AccessLists } from './access';
import { displayValue } from './display';
import { canAccess } from '../routes';
import { declaredEntities } from './registry';
import type { Entity } from './entity';
import { foldSearch, searchGroups } from './searchTerms';
import { normaliseText } from './validate';

export const GLOBAL_SEARCH = {
  /** Shortest query: one letter matches half the catalogue. */
  minLength: 2,
  maxLength: 100,
  /** Records shown per kind; the rest are a click away in the kind's list. */
  perKind: 5,
} as const;

export const globalSearchMessages = {
  short: `Escribí al menos ${GLOBAL_SEARCH.minLength} caracteres para buscar.`,
  long: `La búsqueda admite hasta ${GLOBAL_SEARCH.maxLength} caracteres.`,
  characters: 'El texto de búsqueda contiene caracteres no válidos.',
} as const;

/** The query as stored texts are spelled (NFC, plain spaces), or null when it is no text. */
export const globalSearchText = (q: unknown): string | null =>
  typeof q === 'string' ? normaliseText(q) : null;

/** Why a query cannot be searched, in Spanish, or null. */
export function globalSearchProblem(q: unknown): string | null {
  if (typeof q === 'string' && globalSearchText(q) === null) return globalSearchMessages.characters;
  const text = globalSearchText(q) ?? '';
  if ([...text].length < GLOBAL_SEARCH.minLength) return globalSearchMessages.short;
  if ([...text].length > GLOBAL_SEARCH.maxLength) return globalSearchMessages.long;
  return null;
}

/** The entities found from anywhere, in the registry's order (the order of the groups). */
let searched: readonly Entity[] | undefined;
export const globallySearched = (): readonly Entity[] =>
  (searched ??= declaredEntities().filter((e) => e.globalSearch));

export interface FoundRecord {
  id: number | string;
  label: string;
  /** Its other search fields as they are shown (a CUIT, an e-mail): which one matched. */
  detail: string;
}

/** A long text of several values ("COT-1-…, COT-2-…": an opportunity's quote numbers). */
const LIST_SEPARATOR = ', ';

/**
 * A found record as the results list shows it: its name and its other search fields. With the
 * query (`q`), a long text shows only its values that match it, and none when none do: an
 * opportunity found by one of its forty quote numbers names that one.
 */
export function foundRecord(
  entity: Entity,
  record: Record<string, unknown>,
  q?: string,
): FoundRecord {
  const shown = (name: string) => displayValue(entity.fields[name], record[name], record);
  const groups = q === undefined ? null : searchGroups(foldSearch(q));
  const matching = (name: string) => {
    const text = shown(name);
    if (!groups || entity.fields[name].kind !== 'longText') return text;
    return text
      .split(LIST_SEPARATOR)
      .filter((part) => groups.some((terms) => terms.some((t) => foldSearch(part).includes(t))))
      .join(LIST_SEPARATOR);
  };
  return {
    id: record.id as number | string,
    label: shown(entity.recordLabel),
    detail: entity.search
      .filter(
        (name) =>
          name !== entity.recordLabel &&
          !['reference', 'embeddedList'].includes(entity.fields[name].kind),
      )
      .map(matching)
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * The answer of `GET /api/v1/search`, for the server (server/search/globalSearch.ts, its lists'
 * search) and fixtures mode (over the collections) alike: one group per kind the user may list
 * that has matches, in the registry's order, with its total and its first few records
 * (`found`: each side's search of one kind, at most `GLOBAL_SEARCH.perKind` records).
 */
export async function searchEverywhere(
  access: AccessLists | null | undefined,
  q: string,
  found: (entity: Entity) => Promise<{ records: Record<string, unknown>[]; total: number }>,
) {
  const groups = [];
  for (const entity of globallySearched()) {
    if (!canAccess(access, entity.name, 'list')) continue;
    const { records, total } = await found(entity);
    if (total > 0)
      groups.push({
        resource: entity.name,
        label: entity.label.many,
        total,
        records: records.map((record) => foundRecord(entity, record, q)),
      });
  }
  return { groups };
}
