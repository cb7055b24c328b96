/**
 * Trigram search indexes (entity option `searchIndex: 'trigram'`): the search box matches the
 * search text as a substring (`like '%…%'`), which scans every row; on a big table an index of
 * the text's trigrams answers it instead, with the same results.
 *
 * SQLite: an FTS5 table `<table>_search` with the `trigram` tokenizer, external content over the
 * entity table's `search_text` (keyed by its rowid: UUID tables are rowid tables too), kept in
 * step by three triggers in the writing statement's own transaction, so a write is searchable at
 * once and a cached total (keyed by the entity table's write version) moves with it. A term is
 * matched as one FTS phrase: its trigrams in a row, which is the substring itself
 * (`case_sensitive 1`: the search text and the term are already lower-case and accent-free, so
 * no folding of FTS's own may differ from LIKE). Terms under 3 characters have no trigram and
 * keep the LIKE (compiledQueries.ts). A VACUUM may renumber the rowids of a table without an
 * INTEGER PRIMARY KEY (today's SQLite keeps them, but does not promise to), as may a
 * dump and restore: afterwards run `insert into <table>_search(<table>_search) values('rebuild')`.
 *
 * PostgreSQL: a GIN `gin_trgm_ops` index over `search_text`, which the planner uses for the
 * very same `like` (no query change). `pg_trgm` is a trusted extension (PostgreSQL 13+): the
 * database's owner may create it. Where it cannot be created the step leaves a notice and no
 * index, and the search stays a scan.
 *
 * The migration generator writes these steps when a table gains the option
 * (migrationPlan.ts); the schema test checks they exist.
 */
import type { Step } from './migrations/helpers';
import { quoteIdentifier as quote } from './database';

/** The FTS5 table (SQLite) or the GIN index (PostgreSQL) of `table`'s search text. */
export const searchIndexName = (table: string) => `${table}_search`;

/** The fewest characters the index can look up: shorter terms keep the LIKE. */
export const TRIGRAM = 3;

/** A term the index answers: 3 characters or more (code points, as SQLite counts). */
export const indexable = (term: string) => [...term].length >= TRIGRAM && !term.includes('\0');

/** FTS5 query text matching any of `terms` as a substring: each a phrase, quotes doubled. */
export const ftsQuery = (terms: readonly string[]) =>
  [...new Set(terms)].map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');

const sqliteOnly = (sqlite: string): Step => ({ sqlite, postgres: '' });

/** Creates, fills and keeps in step the index of `table`; each step is safe to run twice. */
export function searchIndexSteps(table: string): Step[] {
  const fts = quote(searchIndexName(table));
  const on = quote(table);
  const trigger = (event: string) => quote(`${searchIndexName(table)}_${event}`);
  const add = `insert into ${fts} (rowid, search_text) values (new.rowid, new.search_text);`;
  const remove = `insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.rowid, old.search_text);`;
  return [
    {
      sqlite:
        `create virtual table if not exists ${fts} using fts5(search_text, ` +
        `content=${on}, content_rowid='rowid', tokenize='trigram case_sensitive 1')`,
      postgres:
        `do $$ begin ` +
        `begin create extension if not exists pg_trgm; ` +
        `exception when others then raise notice 'pg_trgm unavailable (%), ${table} search is not indexed', sqlerrm; end; ` +
        `if exists (select 1 from pg_extension where extname = 'pg_trgm') then ` +
        `create index if not exists ${fts} on ${on} using gin (search_text gin_trgm_ops); ` +
        `end if; end $$`,
    },
    sqliteOnly(
      `create trigger if not exists ${trigger('insert')} after insert on ${on} begin ${add} end`,
    ),
    sqliteOnly(
      `create trigger if not exists ${trigger('delete')} after delete on ${on} begin ${remove} end`,
    ),
    sqliteOnly(
      `create trigger if not exists ${trigger('update')} after update of search_text on ${on} ` +
        `begin ${remove} ${add} end`,
    ),
    // Indexes the rows already there (the triggers cover every later write).
    sqliteOnly(`insert into ${fts} (${fts}) values ('rebuild')`),
  ];
}
