/**
 * Lists records of a declared entity: filters, search, sort, page and total.
 *
 * The search box matches the record's search text, or (for a run of digits and dashes such as a
 * CUIT) the same text without dashes, so `20123456789` and `20-12345678-9` find each other; and
 * for a reference field listed in `search`, the referenced record's own search text (a zip code
 * by its locality's name). A reference field sorts by the referenced record's display name.
 * The SQL is compiled once per query shape (compiledQueries.ts).
 */
import type { Entity } from '../../domain/engine/entity';
import { decodeRow } from '../db/codec';
import { readerOf, type Reader } from '../db/database';
import { VALIDATOR_COLUMN, VERSION_COLUMN, versionQuery } from '../db/writeVersions';
import type { ListQuery } from './listQuery';
import { listStatements, type Compiled, type ReadInput } from './compiledQueries';
import { runRead } from './readQuery';
import { loadReferenceLists } from './referenceLists';
import { parseId, type Id, type Store, type Viewer } from './store';

interface CachedTotal {
  version: string;
  total: number;
}

/**
 * Totals by count statement and parameters, each with the write version of the tables it read
 * when it was counted. Bounded; an entry whose version moved is counted again. One cache per
 * database (reader): two databases in one process may reach equal versions with other data.
 */
const totalsByReader = new WeakMap<Reader, Map<string, CachedTotal>>();
const MAX_TOTALS = 10_000;

function totalsOf(reader: Reader) {
  let totals = totalsByReader.get(reader);
  if (!totals) totalsByReader.set(reader, (totals = new Map()));
  return totals;
}

/**
 * The total of a list: from the cache when no table the count reads was written since (the
 * version comes with the page, read BEFORE counting, so a write racing the count only makes the
 * entry older than its data, never newer), otherwise counted. Only outside transactions: a
 * transaction's own uncommitted writes must not be cached for others.
 */
async function totalOf(
  store: Store,
  count: Compiled,
  input: ReadInput,
  pageVersion: unknown,
): Promise<number> {
  const params = count.params(input);
  const reader = readerOf(store.db);
  if (!reader) return Number((await runRead(store, count.text, params))[0].total);
  const key = `${count.text}\u0000${JSON.stringify(params)}`;
  // An empty page carries no version: read it on its own.
  const version = String(
    pageVersion ?? (await reader.all(versionQuery(count.tables), []))[0].version,
  );
  const totals = totalsOf(reader);
  const cached = totals.get(key);
  if (cached && cached.version === version) return cached.total;
  const total = Number((await reader.all(count.text, params))[0].total);
  if (totals.size >= MAX_TOTALS) totals.delete(totals.keys().next().value!);
  totals.set(key, { version, total });
  return total;
}

function readInput(entity: Entity, query: ListQuery, viewer: Viewer | null): ReadInput {
  // An id of another type matches nothing (as a parameter it could be a type error).
  const ids = (query.ids ?? [])
    .map((id) => parseId(entity, id))
    .filter((id): id is Id => id !== null);
  return { query, viewer, ids };
}

/** Every table a list's answer depends on (readValidators.ts), without reading anything. */
export function listAnswerTables(
  store: Store,
  entity: Entity,
  query: ListQuery,
  viewer: Viewer | null,
): readonly string[] {
  return listStatements(entity, readInput(entity, query, viewer), store.dialect).page.answerTables!;
}

/**
 * One page and its total; `version`, read with the page, is its answer's (readValidators.ts),
 * undefined for an empty page (no row carried it, and reading it after the page could make it
 * newer than the page).
 */
export async function listRecords(
  store: Store,
  entity: Entity,
  query: ListQuery,
  viewer: Viewer | null = null,
) {
  const input = readInput(entity, query, viewer);
  const { page, count } = listStatements(entity, input, store.dialect);
  const rows = await runRead(store, page.text, page.params(input));
  const total = await totalOf(store, count, input, rows[0]?.[VERSION_COLUMN]);
  const records = await loadReferenceLists(
    store,
    entity,
    rows.map((r) => decodeRow(entity, r)),
  );
  return { records, total, version: rows[0]?.[VALIDATOR_COLUMN] };
}
