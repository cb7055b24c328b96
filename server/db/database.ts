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
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL no reconocida: ${url}`);
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds only ASCII, so 'ÑANDÚ' and 'ñandú' would be two names; this one
  // folds like PostgreSQL's. Indexes built with the old one are rebuilt by migration 0005.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const db: DynamicDb = new Kysely({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
