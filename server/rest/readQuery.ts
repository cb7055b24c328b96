/** Runs a compiled read (compiledQueries.ts) on the store, in or out of a transaction. */
import { CompiledQuery } from 'kysely';
import { readerOf } from '../db/database';
import type { Row, Store } from './store';

/**
 * Outside a transaction through the database's reader (prepared once, no builder); inside one
 * through Kysely on the transaction's own connection, so it sees the transaction's writes.
 */
export async function runRead(store: Store, text: string, params: unknown[]): Promise<Row[]> {
  const reader = readerOf(store.db);
  if (reader) return reader.all(text, params);
  const result = await store.db.executeQuery(CompiledQuery.raw(text, params));
  return result.rows as Row[];
}
