/** Reference-list fields (a user's roles): read from and written to their join tables. */
import { joinTable, type Entity } from '../../domain/engine/entity';
import type { Row } from '../db/codec';
import { referenceListStatement } from './compiledQueries';
import type { ListQuery } from './listQuery';
import { runRead } from './readQuery';
import type { Id, Store } from './store';

/** The names of an entity's reference-list fields, worked out once per entity. */
const listFieldNames = new WeakMap<Entity, string[]>();
function listFields(entity: Entity): string[] {
  let names = listFieldNames.get(entity);
  if (!names) {
    names = Object.entries(entity.fields)
      .filter(([, f]) => f.kind === 'referenceList')
      .map(([name]) => name);
    listFieldNames.set(entity, names);
  }
  return names;
}

export const hasReferenceLists = (entity: Entity) => listFields(entity).length > 0;

/** Fills each record's lists, in the order they were chosen: one query per list field. */
export async function loadReferenceLists(store: Store, entity: Entity, records: Row[]) {
  const names = listFields(entity);
  if (!records.length || !names.length) return records;
  const input = { query: {} as ListQuery, viewer: null, ids: records.map((r) => r.id as Id) };
  for (const name of names) {
    const statement = referenceListStatement(entity, name, store.dialect);
    const rows = await runRead(store, statement.text, statement.params(input));
    const byOwner = new Map<string, Id[]>();
    for (const row of rows) {
      const key = String(row.owner_id);
      const targets = byOwner.get(key);
      if (targets) targets.push(row.target_id as Id);
      else byOwner.set(key, [row.target_id as Id]);
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
