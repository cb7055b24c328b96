/**
 * SQLite now folds case with a Unicode-aware lower() (database.ts): indexes on lower(...) built
 * by the ASCII-only built-in are rebuilt once. PostgreSQL's lower() already folds Unicode.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';

export async function up(db: DynamicDb, dialect: DialectName) {
  if (dialect === 'sqlite') await sql`reindex`.execute(db);
}
