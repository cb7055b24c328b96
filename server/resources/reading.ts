/** Reads one record of a declared entity, as the viewer may see it, with its reference lists. */
import type { Entity } from '../../domain/entity';
import { decodeRow } from '../db/codec';
import { loadReferenceLists } from './referenceLists';
import { visibleTo, type Id, type Row, type Store, type Viewer } from './store';

export async function getRecord(
  store: Store,
  entity: Entity,
  id: Id,
  viewer: Viewer | null = null,
): Promise<Row | undefined> {
  const row = await visibleTo(
    store.db.selectFrom(entity.table).selectAll().where('id', '=', id),
    entity,
    viewer,
  ).executeTakeFirst();
  if (!row) return undefined;
  const [record] = await loadReferenceLists(store, entity, [decodeRow(entity, row)]);
  return record;
}
