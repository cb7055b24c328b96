/**
 * Inserts with their SQL built once. Kysely's builder and compiler were a fifth of a create's
 * CPU (bench/README.md, "create" profile); a record's insert and its audit row have the same
 * text every time for the same table, columns and number of rows, so that text is kept and only
 * the values change (on SQLite the statement cache then finds it prepared,
 * `withStatementCache`). Rows whose values are not all plain (a Kysely expression, an object),
 * and batches of more than a few rows, whose texts would rarely repeat, go through the builder.
 */
import { CompiledQuery } from 'kysely';
import type { DynamicDb } from './database';

type Row = Record<string, unknown>;

/** Texts kept: one per table, column list and row count in use, far fewer than this. */
const MOST_TEXTS = 1_000;
/** Larger batches (an import, a policy's quotas) are built each time, as before. */
const MOST_ROWS_KEPT = 16;
const texts = new Map<string, string>();

const isPlain = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint' ||
  value instanceof Uint8Array;

/** The rows' shared column list, or null if they differ or hold a value that is not plain. */
function sharedColumns(rows: readonly Row[]): string[] | null {
  const columns = Object.keys(rows[0]);
  const list = columns.join('\u0000');
  for (const row of rows) {
    if (Object.keys(row).join('\u0000') !== list) return null;
    for (const column of columns) if (!isPlain(row[column])) return null;
  }
  return columns;
}

/** The values in the order of the compiled statement: row by row, column by column. */
export const parametersOf = (rows: readonly Row[], columns: readonly string[]) =>
  rows.flatMap((row) => columns.map((column) => row[column]));

export interface InsertOptions {
  /** Answer the rows as stored (`returning *`). */
  returning: boolean;
}

/**
 * Inserts `rows` into `table`; with `returning`, answers them as stored. `dialect` keys the
 * kept text: the same database object never changes dialect, but a process may open both.
 */
export async function insertRows(
  db: DynamicDb,
  dialect: string,
  table: string,
  rows: readonly Row[],
  { returning }: InsertOptions,
): Promise<Row[]> {
  if (!rows.length) return [];
  const built = () => {
    const insert = db.insertInto(table).values(rows as Row[]);
    return returning ? insert.returningAll() : insert;
  };
  const columns = rows.length <= MOST_ROWS_KEPT ? sharedColumns(rows) : null;
  if (!columns) return (await built().execute()) as Row[];
  const key = `${dialect}\u0001${table}\u0001${columns.join('\u0000')}\u0001${rows.length}\u0001${returning}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = built().compile().sql;
    if (texts.size >= MOST_TEXTS) texts.clear();
    texts.set(key, text);
  }
  const result = await db.executeQuery(CompiledQuery.raw(text, parametersOf(rows, columns)));
  return result.rows as Row[];
}
