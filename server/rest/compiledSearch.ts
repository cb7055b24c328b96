/**
 * The search box's part of a compiled list (compiledQueries.ts): every word of the query in the
 * row's search text or a searched reference's, as LIKEs or one lookup in a trigram index.
 */
import type { Entity } from '../../domain/engine/entity';
import { isTextKind } from '../../domain/engine/fields';
import { searchGroups } from '../../domain/engine/searchTerms';
import { normaliseSearch } from '../db/codec';
import { NAME_SEARCH_COLUMN } from '../db/columns';
import type { DialectName } from '../db/database';
import { quoteIdentifier as quote } from '../db/database';
import { ftsQuery, indexable, searchIndexName } from '../db/searchIndex';
import { citedShape, searchedReferences } from './citedRecords';
import type { ListShape } from './compiledQueries';
import { visibleRowsOf } from './compiledScope';
import { ESCAPE, likePattern, type ReadInput, type Statement } from './sqlStatement';

/** Whether a search of `text` reads a trigram index; on PostgreSQL the LIKE itself uses it. */
export function searchIndexed(entity: Entity, text: string, dialect: DialectName): boolean {
  const targets = searchedReferences(entity).map(([, target]) => target);
  if (dialect !== 'sqlite' || ![entity, ...targets].some((e) => e.searchIndex)) return false;
  return searchGroups(text).every((terms) => terms.every(indexable));
}

/**
 * A number of 7 digits or more (a CUIT, a document, a phone): its trigram lookup finds a handful
 * of rows, while SQLite's planner, not knowing, would walk the whole organization's sort index
 * testing each row against them (327 ms p95 at 100,000 clients).
 */
export const selectiveNumber = (search: string) =>
  /^[\d\s().+-]+$/.test(search) && search.replace(/\D/g, '').length >= 7;

type Term = (input: ReadInput) => string;

/**
 * `row`'s search text (of entity `of`) contains one of `terms` as a substring: a LIKE each, or
 * one lookup of them all in `of`'s trigram index (a phrase each: the same rows, searchIndex.ts).
 * The index changes in the transaction of each write to `of`'s table, so the table's write
 * version also covers it.
 */
function containsAny(s: Statement, row: string, of: Entity, terms: Term[], indexed: boolean) {
  if (indexed && of.searchIndex) {
    const fts = quote(searchIndexName(of.table));
    const match = s.param((i) => ftsQuery(terms.map((term) => term(i))));
    return [`${row}.rowid in (select rowid from ${fts} where ${fts} match ${match})`];
  }
  return terms.map(
    (term) => `${row}.search_text like ${s.param((i) => likePattern(term(i)))}${ESCAPE}`,
  );
}

/** The search box (listing.ts documents what it matches): every word, each anywhere. */
export function searchCondition(s: Statement, entity: Entity, shape: ListShape): string {
  const words = shape.search.map((length, g) => wordCondition(s, entity, shape, g, length));
  return `(${words.join(' and ')})`;
}

/**
 * Word `g` in the row's folded name (a labels search, columns.ts `NAME_SEARCH_COLUMN`). The
 * search text holds the name too, so its lookup (a trigram index's, where there is one) narrows
 * the rows first, and the name column then tells whether the word was in the name.
 */
function nameCondition(s: Statement, entity: Entity, shape: ListShape, terms: Term[]) {
  const table = quote(entity.table);
  // A name shown as stored (text) is in the search text as it is in the name column.
  const named = entity.search.includes(entity.recordLabel);
  const narrowed = named && isTextKind(entity.fields[entity.recordLabel].kind);
  // Parameters in the text's order (SQLite's are positional).
  const inText = narrowed ? containsAny(s, table, entity, terms, shape.searchIndexed) : [];
  const inName = terms.map(
    (term) =>
      `${table}.${quote(NAME_SEARCH_COLUMN)} like ${s.param((i) => likePattern(term(i)))}${ESCAPE}`,
  );
  const name = `(${inName.join(' or ')})`;
  return narrowed ? `((${inText.join(' or ')}) and ${name})` : name;
}

/** Word `g` of the search in the row's own search text or in a searched reference's. */
function wordCondition(s: Statement, entity: Entity, shape: ListShape, g: number, length: number) {
  const table = quote(entity.table);
  // The word and its other spellings (a number's bare digits, a phone's national digits, an
  // "S.R.L." without dots), which the search text holds too (codec.ts `searchText`).
  const terms: Term[] = Array.from(
    { length },
    (_, k) => (i: ReadInput) => searchGroups(normaliseSearch(i.query.q!))[g][k],
  );
  if (shape.searchNames) return nameCondition(s, entity, shape, terms);
  const alternatives = containsAny(s, table, entity, terms, shape.searchIndexed);
  // Only among the referenced records the viewer sees: a hidden client's e-mail finds nothing.
  for (const [name, target] of searchedReferences(entity)) {
    const found = containsAny(s, quote(target.table), target, terms, shape.searchIndexed);
    const seen = visibleRowsOf(
      s,
      target,
      citedShape(shape.cited, name),
      [`(${found.join(' or ')})`],
      shape.searchSelective,
    );
    alternatives.push(`${table}.${quote(name)} in (${seen})`);
  }
  return `(${alternatives.join(' or ')})`;
}
