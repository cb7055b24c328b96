/**
 * One Kysely instance over SQLite (embedded default) or PostgreSQL, chosen by DATABASE_URL
 * (`sqlite:PATH` or `postgres://...`). Values leave the driver in one shape on both dialects:
 * dates as `YYYY-MM-DD`, timestamps as ISO strings, bigints as numbers.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SelectQueryBuilder } from 'kysely';
import { allRows } from './sqliteRows';

/* eslint-disable @typescript-eslint/no-explicit-any -- tables come from declarations at run time,
   so queries are typed by the declarations (domain/), not by a static schema type. */
export type DynamicDb = Kysely<any>;
export type DynamicSelect = SelectQueryBuilder<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: DynamicDb;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * Runs a precompiled read (compiledQueries.ts) without Kysely's builder: on SQLite through a
 * second, query-only connection (which sees committed data only, never a transaction in flight
 * on the writing connection), on PostgreSQL as a named prepared statement of the pool.
 */
export interface Reader {
  all(text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** The reader of each open database, by its Kysely instance (a transaction has none). */
const readers = new WeakMap<DynamicDb, Reader>();

/** A table or column name as a quoted SQL identifier (both dialects). */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const readerOf = (db: DynamicDb): Reader | undefined => readers.get(db);

const PG_TYPES = { INT8: 20, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184, NUMERIC: 1700 };

function pgTypeParsers() {
  return {
    getTypeParser(oid: number, format?: string) {
      switch (oid) {
        case PG_TYPES.INT8:
          return (v: string) => Number(v);
        case PG_TYPES.DATE:
          return (v: string) => v;
        case PG_TYPES.TIMESTAMP:
        case PG_TYPES.TIMESTAMPTZ:
          return (v: string) => new Date(v).toISOString();
        default:
          return pg.types.getTypeParser(oid, format as 'text');
      }
    },
  };
}

export function sqlitePath(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

/**
 * Kysely's SQLite driver prepares every statement again on each query; preparing was the
 * largest single cost of a request in profiles. Statements are reusable, so keep the most
 * recent ones (the driver runs one query at a time per connection, so none is shared mid-use).
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLite.Statement {
      const cached = cache.get(text);
      if (cached) {
        cache.delete(text); // move to the most recent end
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      cache.set(text, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

export function openDatabase(url: string): Database {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypeParsers() });
    // A client that loses its server (restart, failover, terminated backend) must not crash the
    // process, whether idle in the pool or between queries: its query fails (503) and the pool
    // replaces it for the next one.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db: DynamicDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
    readers.set(db, postgresReader(pool));
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL no reconocida: ${url}`);
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = configureSqlite(new SQLite(path));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db: DynamicDb = new Kysely({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  // An in-memory database is private to its connection: its reads stay on Kysely's.
  const reader = path === ':memory:' ? undefined : sqliteReader(path);
  if (reader) readers.set(db, reader);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await reader?.close();
      await db.destroy();
    },
  };
}

function configureSqlite(sqlite: SQLite.Database) {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds only ASCII, so 'ÑANDÚ' and 'ñandú' would be two names; this one
  // folds like PostgreSQL's. Indexes built with the old one are rebuilt by migration 0005.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return sqlite;
}

/** Opened on first use: the database file exists by then (migrations ran on the main one). */
function sqliteReader(path: string): Reader {
  let statements: ReturnType<typeof withStatementCache> | undefined;
  const open = () => {
    const sqlite = configureSqlite(new SQLite(path));
    sqlite.pragma('query_only = ON');
    return withStatementCache(sqlite);
  };
  return {
    async all(text, params) {
      statements ??= open();
      return allRows(statements.prepare(text), params);
    },
    async close() {
      statements?.close();
      statements = undefined;
    },
  };
}

/**
 * Named prepared statements: PostgreSQL parses and plans a shape once per connection. Names are
 * kept for a bounded number of texts (the shapes the declarations allow); beyond, unnamed. A
 * search (a `like`) stays unnamed: after five runs PostgreSQL would keep a generic plan, blind
 * to how selective the pattern is, and walk a sort index over every row instead of reading the
 * trigram index (a policy number among 100,000 policies: 7 ms planned each time, 200 ms generic).
 */
function postgresReader(pool: pg.Pool): Reader {
  const names = new Map<string, string>();
  return {
    async all(text, params) {
      let name = names.get(text);
      const searches = / like /i.test(text);
      if (!name && !searches && names.size < 5000) names.set(text, (name = `bd_${names.size}`));
      const result = await pool.query({ name, text, values: params as unknown[] });
      return result.rows;
    },
    async close() {},
  };
}
