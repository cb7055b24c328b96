/**
 * Computes every stored search text (and folded name, columns.ts `NAME_SEARCH_COLUMN`) again
 * from today's declarations and spellings (codec.ts `searchColumns`,
 * domain/engine/searchTerms.ts): the data step of a migration that changes what the search box
 * or the labels route finds. Reads a table a page at a time and only the searched columns; a
 * row whose texts are unchanged is not written; a trigram index follows the update through its
 * triggers (searchIndex.ts).
 */
import { sql } from 'kysely';
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { columnOf } from './columns';
import { decodeRow, searchColumns, type Row } from './codec';
import type { DialectName, DynamicDb } from './database';

const PAGE = 1000;

async function tableExists(db: DynamicDb, dialect: DialectName, table: string) {
  const found =
    dialect === 'postgres'
      ? await sql`select 1 from information_schema.tables where table_name = ${table}`.execute(db)
      : await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return found.rows.length > 0;
}

/**
 * The columns `table` has now. An earlier migration's run recomputes with today's declarations:
 * a searched column a later migration adds is not there yet, and its value is still empty.
 */
async function columnsOf(db: DynamicDb, dialect: DialectName, table: string) {
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_name = ${table}`
      : sql<{ name: string }>`select name from pragma_table_info(${table})`;
  const found = await query.execute(db);
  return new Set(found.rows.map((row) => row.name));
}

/**
 * The columns a search text (and a folded name) is made of (a reference is searched through its
 * target).
 */
function searchedColumns(entity: Entity): string[] {
  return [...new Set([...entity.search, entity.recordLabel])]
    .map((name) => [name, entity.fields[name]] as const)
    .filter(([, field]) => field && field.kind !== 'reference' && field.kind !== 'embeddedList')
    .map(([name, field]) => columnOf(name, field));
}

/** The searched values of a partial row, decoded as the API reads them. */
function searchedValues(entity: Entity, row: Row): Row {
  const searched = {
    ...entity,
    fields: Object.fromEntries(
      [...new Set([...entity.search, entity.recordLabel])]
        .filter((n) => entity.fields[n] && entity.fields[n].kind !== 'embeddedList')
        .map((n) => [n, entity.fields[n]]),
    ),
  };
  return decodeRow(searched, row);
}

/**
 * A page's items of the embedded lists named in `search` (a client's phones), by parent id:
 * each item with the columns its own search reads.
 */
async function searchedItems(db: DynamicDb, dialect: DialectName, entity: Entity, ids: unknown[]) {
  const lists = new Map<string, Map<unknown, Row[]>>();
  for (const name of entity.search) {
    const field = entity.fields[name];
    if (field.kind !== 'embeddedList' || !ids.length) continue;
    // An earlier migration's run: the items' table may come later.
    if (!(await tableExists(db, dialect, field.of.table))) continue;
    const items = (await db
      .selectFrom(field.of.table)
      .select([field.parentField, ...searchedColumns(field.of)] as never[])
      .where(field.parentField as never, 'in', ids as never)
      .orderBy('id')
      .execute()) as Row[];
    const byParent = new Map<unknown, Row[]>();
    for (const item of items) {
      const parent = item[field.parentField];
      byParent.set(parent, [...(byParent.get(parent) ?? []), searchedValues(field.of, item)]);
    }
    lists.set(name, byParent);
  }
  return lists;
}

export async function recomputeSearchTexts(
  db: DynamicDb,
  dialect: DialectName,
  /** Only these tables (a spelling only they hold); absent: every table. */
  tables?: readonly string[],
) {
  for (const entity of entities) {
    if (tables && !tables.includes(entity.table)) continue;
    if (!entity.search.length || !(await tableExists(db, dialect, entity.table))) continue;
    const present = await columnsOf(db, dialect, entity.table);
    // The columns every write derives (codec.ts); one a later migration adds is left alone.
    const derived = Object.keys(searchColumns(entity, {})).filter((c) => present.has(c));
    const columns = ['id', ...derived, ...searchedColumns(entity).filter((c) => present.has(c))];
    let after: unknown = null;
    for (;;) {
      let page = db.selectFrom(entity.table).select(columns as never[]);
      if (after !== null) page = page.where('id', '>', after as never);
      const rows = (await page.orderBy('id').limit(PAGE).execute()) as Row[];
      const items = await searchedItems(
        db,
        dialect,
        entity,
        rows.map((row) => row.id),
      );
      for (const row of rows) {
        const values = searchedValues(entity, row);
        for (const [name, byParent] of items) values[name] = byParent.get(row.id) ?? [];
        const computed = searchColumns(entity, values);
        const changed = Object.fromEntries(
          derived.filter((c) => computed[c] !== row[c]).map((c) => [c, computed[c] ?? null]),
        );
        if (!Object.keys(changed).length) continue;
        await db
          .updateTable(entity.table)
          .set(changed as never)
          .where('id', '=', row.id as never)
          .execute();
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
  }
}
