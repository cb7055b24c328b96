/**
 * Search texts now also hold each number-like value as bare digits (codec.ts `searchText`), so
 * a CUIT or a phone typed without separators is found without a replace() over every row. Rows
 * written before get their search text computed again, from the declarations of today.
 */
import { sql } from 'kysely';
import { entities } from '../../../domain/entities';
import { decodeRow, searchText } from '../codec';
import type { DialectName, DynamicDb } from '../database';

async function tableExists(db: DynamicDb, dialect: DialectName, table: string) {
  const found =
    dialect === 'postgres'
      ? await sql`select 1 from information_schema.tables where table_name = ${table}`.execute(db)
      : await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return found.rows.length > 0;
}

export async function up(db: DynamicDb, dialect: DialectName) {
  for (const entity of entities) {
    if (!entity.search.length || !(await tableExists(db, dialect, entity.table))) continue;
    const rows = await db.selectFrom(entity.table).selectAll().execute();
    for (const row of rows) {
      const text = searchText(entity, decodeRow(entity, row));
      if (text === row.search_text) continue;
      await db
        .updateTable(entity.table)
        .set({ search_text: text } as never)
        .where('id', '=', row.id as never)
        .execute();
    }
  }
}
