/** Lists records of a declared entity: filters, search, sort, page and total. */
import { sql } from 'kysely';
import { joinTable, type Entity } from '../../domain/entity';
import { entityByName } from '../../domain/entities';
import type { DialectName, DynamicSelect } from '../db/database';
import { decodeRow, encodeValues, normaliseSearch } from '../db/codec';
import type { ListQuery } from './listQuery';
import { loadReferenceLists } from './referenceLists';
import { parseId, visibleTo, type Store, type Viewer } from './store';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilters(qb: DynamicSelect, entity: Entity, query: ListQuery, dialect: DialectName) {
  let out = qb;
  if (query.ids) {
    const ids = query.ids.map((id) => parseId(entity, id)).filter((id) => id !== null);
    // No id of the entity's type: nothing matches (a placeholder id could be a type error).
    out = ids.length ? out.where('id', 'in', ids) : out.where(sql<boolean>`1 = 0`);
  }
  if (query.q) out = out.where(searchCondition(entity, query.q));
  for (const c of query.conditions) {
    const encode = (v: unknown) => encodeValues(entity, { [c.field]: v }, dialect)[c.field];
    if (c.op === 'has') {
      out = out.where(membership(entity, c.field, c.value as unknown[]));
    } else if (c.op === 'contains') {
      out = out.where(
        sql<boolean>`lower(${sql.ref(c.field)}) like ${`%${escapeLike(String(c.value).toLowerCase())}%`} escape '\\'`,
      );
    } else if (c.op === 'in') {
      out = out.where(c.field, 'in', (c.value as unknown[]).map(encode));
    } else {
      out = out.where(c.field, c.op, encode(c.value));
    }
  }
  return out;
}

const likePattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * The search box: the record's search text, or (for a run of digits and dashes such as a CUIT)
 * the same text without dashes, so `20123456789` and `20-12345678-9` find each other; and for a
 * reference field listed in `search`, the referenced record's own search text (a zip code by
 * its locality's name).
 */
function searchCondition(entity: Entity, q: string) {
  const text = normaliseSearch(q);
  const alternatives = [sql<boolean>`search_text like ${likePattern(text)} escape '\\'`];
  const digits = text.replace(/[\s-]/g, '');
  if (/^[\d\s-]+$/.test(text) && digits !== '') {
    alternatives.push(
      sql<boolean>`replace(search_text, '-', '') like ${likePattern(digits)} escape '\\'`,
    );
  }
  for (const name of entity.search) {
    const field = entity.fields[name];
    if (field?.kind !== 'reference') continue;
    const target = entityByName(field.target);
    if (!target || target.search.length === 0) continue;
    alternatives.push(
      sql<boolean>`${sql.ref(name)} in (select id from ${sql.table(target.table)} where search_text like ${likePattern(text)} escape '\\')`,
    );
  }
  return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * What a list sorts by: a reference field sorts by the referenced record's display name
 * (`recordLabel`), as users read it, not by its id.
 */
function sortExpression(entity: Entity, name: string) {
  const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
  if (field?.kind !== 'reference') return sql.ref(name);
  const target = entityByName(field.target);
  if (!target) return sql.ref(name);
  return sql`(select ${sql.ref(`sort_target.${target.recordLabel}`)} from ${sql.table(target.table)} as sort_target where sort_target.id = ${sql.ref(`${entity.table}.${name}`)})`;
}

/** Records whose list field holds any of `values`. */
function membership(entity: Entity, name: string, values: unknown[]) {
  const field = entity.fields[name];
  if (field.kind === 'referenceList') {
    return sql<boolean>`id in (select owner_id from ${sql.table(joinTable(entity, name))} where target_id in (${sql.join(values)}))`;
  }
  // A JSON array `[a,b]` read as `,a,b,`: each value is looked for between commas.
  const wrapped = sql`(',' || substr(${sql.ref(name)}, 2, length(${sql.ref(name)}) - 2) || ',')`;
  return sql<boolean>`(${sql.join(
    values.map((v) => sql`${wrapped} like ${`%,${escapeLike(JSON.stringify(v))},%`} escape '\\'`),
    sql` or `,
  )})`;
}

export async function listRecords(
  store: Store,
  entity: Entity,
  query: ListQuery,
  viewer: Viewer | null = null,
) {
  const base = applyFilters(
    visibleTo(store.db.selectFrom(entity.table), entity, viewer),
    entity,
    query,
    store.dialect,
  );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sortExpression(entity, query.sort.field), query.sort.order)
      .orderBy('id', 'asc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const records = await loadReferenceLists(
    store,
    entity,
    rows.map((r) => decodeRow(entity, r)),
  );
  return { records, total: Number(count.total) };
}
