/** Reference-list fields (a user's roles): read from and written to their join tables. */
import { joinTable, type Entity } from '../../domain/entity';
import type { Row } from '../db/codec';
import type { Id, Store } from './store';

const listFields = (entity: Entity) =>
  Object.entries(entity.fields)
    .filter(([, f]) => f.kind === 'referenceList')
    .map(([name]) => name);

export const hasReferenceLists = (entity: Entity) => listFields(entity).length > 0;

/** Fills each record's lists, in the order they were chosen: one query per list field. */
export async function loadReferenceLists(store: Store, entity: Entity, records: Row[]) {
  if (!records.length) return records;
  const ids = records.map((r) => r.id as Id);
  for (const name of listFields(entity)) {
    const rows = await store.db
      .selectFrom(joinTable(entity, name))
      .select(['owner_id', 'target_id'])
      .where('owner_id', 'in', ids)
      .orderBy('owner_id')
      .orderBy('position')
      .execute();
    const byOwner = new Map<string, Id[]>();
    for (const row of rows) {
      const key = String(row.owner_id);
      byOwner.set(key, [...(byOwner.get(key) ?? []), row.target_id as Id]);
    }
    for (const record of records) record[name] = byOwner.get(String(record.id)) ?? [];
  }
  return records;
}

/** Replaces the rows of every list present in `values` (absent lists stay as they are). */
export async function saveReferenceLists(store: Store, entity: Entity, id: Id, values: Row) {
  for (const name of listFields(entity)) {
    if (!(name in values)) continue;
    const table = joinTable(entity, name);
    await store.db.deleteFrom(table).where('owner_id', '=', id).execute();
    const targets = (values[name] as Id[] | null) ?? [];
    if (targets.length) {
      await store.db
        .insertInto(table)
        .values(targets.map((target, position) => ({ owner_id: id, target_id: target, position })))
        .execute();
    }
  }
}
