/**
 * Places kept from embedded items (domain/engine/itemPlaces.ts): a client's main locality, the
 * locality of its first address as "Rosario, Santa Fe", stored on its row. Written with the
 * items (embeddedLists.ts), after a merge moves them (merging.ts), and for rows stored before
 * by migration 2026_11_28_0005 and the seed (`backfillItemPlaces`).
 */
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { placeLabel, placeSource, type PlaceSource } from '../../domain/engine/itemPlaces';
import type { DynamicDb } from '../db/database';

type Id = string | number;

/** The place of each parent's first item (by id, the order the form lists them), by parent. */
async function placesOf(db: DynamicDb, source: PlaceSource, parents: readonly Id[]) {
  const places = new Map<string, string | null>(parents.map((id) => [String(id), null]));
  if (!parents.length) return places;
  const items = source.list.of.table;
  const parent = source.list.parentField;
  const first = db
    .selectFrom(items)
    .select((eb) => eb.fn.min('id').as('id'))
    .where(parent, 'in', parents as never)
    .groupBy(parent);
  let query = db
    .selectFrom(`${items} as i`)
    .innerJoin(`${source.place.table} as p`, 'p.id', `i.${source.reference}`)
    .select([`i.${parent} as parent`, `p.${source.place.recordLabel} as name`])
    .where('i.id', 'in', first as never);
  if (source.qualifier)
    query = query
      .leftJoin(`${source.qualifier.entity.table} as q`, 'q.id', `p.${source.qualifier.field}`)
      .select(`q.${source.qualifier.entity.recordLabel} as qualifier`);
  for (const row of (await query.execute()) as Record<string, unknown>[])
    places.set(String(row.parent), placeLabel(row.name, row.qualifier));
  return places;
}

/** Stores the places that changed; the record's version stays (nobody edited it). */
async function writePlaces(
  db: DynamicDb,
  entity: Entity,
  field: string,
  places: Map<string, string | null>,
) {
  const ids = [...places.keys()];
  if (!ids.length) return;
  const stored = await db
    .selectFrom(entity.table)
    .select(['id', field])
    .where('id', 'in', ids as never)
    .execute();
  for (const row of stored as Record<string, unknown>[]) {
    const place = places.get(String(row.id)) ?? null;
    if ((row[field] ?? null) === place) continue;
    await db
      .updateTable(entity.table)
      .set({ [field]: place } as never)
      .where('id', '=', row.id as never)
      .execute();
  }
}

/** The record's place again from its items; answers `{ field: place }` ({} without one). */
export async function refreshItemPlace(db: DynamicDb, entity: Entity, parentId: Id) {
  const source = placeSource(entity);
  if (!source) return {};
  const places = await placesOf(db, source, [parentId]);
  await writePlaces(db, entity, source.field, places);
  return { [source.field]: places.get(String(parentId)) ?? null };
}

const PAGE = 500;

/** Every declared place of every stored record, a page at a time (a migration, the seed). */
export async function backfillItemPlaces(db: DynamicDb) {
  for (const entity of entities) {
    const source = placeSource(entity);
    if (!source) continue;
    let after: unknown = null;
    for (;;) {
      let page = db.selectFrom(entity.table).select('id');
      if (after !== null) page = page.where('id', '>', after as never);
      const ids = (await page.orderBy('id').limit(PAGE).execute()).map((r) => r.id as Id);
      await writePlaces(db, entity, source.field, await placesOf(db, source, ids));
      if (ids.length < PAGE) break;
      after = ids[ids.length - 1];
    }
  }
}
