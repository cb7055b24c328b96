/**
 * Embedded lists (domain/engine/embedded.ts): a parent's child records read with it and written in its
 * transaction, after the parent's own row, so the parent's optimistic lock guards them too (a
 * stale parent is a 409 before any child changes). Each item keeps its id: an item sent with
 * its id is updated when it changed, one without is added, a stored one not sent is deleted.
 */
import type { Entity } from '../../domain/engine/entity';
import { embeddedFields, embeddedMessages, itemEntity } from '../../domain/engine/embedded';
import type { EmbeddedListField } from '../../domain/engine/fields';
import type { FieldErrors } from '../../domain/engine/validate';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { checkReferences } from './integrity';
import { refreshItemPlace } from './itemPlaces';
import type { Id, Row, Store, Viewer } from './store';

type Item = Row & { id?: Id };

/** The stored items of one list of a parent, oldest first, as the API shows them. */
async function loadItems(store: Store, field: EmbeddedListField, parentId: Id): Promise<Row[]> {
  const rows = await store.db
    .selectFrom(field.of.table)
    .selectAll()
    .where(field.parentField, '=', parentId)
    .orderBy('id')
    .execute();
  const item = itemEntity(field);
  return rows.map((row) => {
    const { created_at: _c, updated_at: _u, ...values } = decodeRow(item, row);
    return values;
  });
}

/** Fills the record's embedded lists (a record read by id; lists and exports leave them out). */
export async function loadEmbeddedLists(store: Store, entity: Entity, record: Row): Promise<Row> {
  for (const [name, field] of embeddedFields(entity))
    record[name] = await loadItems(store, field, record.id as Id);
  return record;
}

/**
 * The checks that need the database, each message on the item's input: references the writer
 * may see (a locality that exists, in the province chosen), and ids that are items of this
 * very record (an id of another client's phone is refused, never moved over).
 */
export async function checkEmbeddedItems(
  store: Store,
  entity: Entity,
  values: Row,
  parentId: Id | null,
  viewer: Viewer | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, field] of embeddedFields(entity)) {
    const items = values[name] as Item[] | undefined;
    if (!items) continue;
    const stored = new Map(
      (parentId === null ? [] : await loadItems(store, field, parentId)).map((row) => [
        String(row.id),
        row,
      ]),
    );
    for (const [index, item] of items.entries()) {
      const before = item.id === undefined ? null : stored.get(String(item.id));
      if (before === undefined) {
        errors[`${name}.${index}.id`] = [embeddedMessages.unknownItem];
        continue;
      }
      const found = await checkReferences(store, itemEntity(field), item, viewer, before);
      for (const [key, messages] of Object.entries(found))
        errors[`${name}.${index}.${key}`] = messages;
    }
  }
  return errors;
}

/**
 * Writes every list present in `values` (an absent one stays as it is) inside the parent's
 * transaction and answers the lists as stored, with the new items' ids.
 */
export async function saveEmbeddedLists(
  tx: Store,
  entity: Entity,
  parentId: Id,
  values: Row,
): Promise<Row> {
  const saved: Row = {};
  for (const [name, field] of embeddedFields(entity)) {
    const items = values[name] as Item[] | undefined;
    if (!items) continue;
    const item = itemEntity(field);
    const before = new Map(
      (await loadItems(tx, field, parentId)).map((stored) => [String(stored.id), stored]),
    );
    const kept = new Set(items.filter((i) => i.id !== undefined).map((i) => String(i.id)));
    const gone = [...before.keys()].filter((id) => !kept.has(id));
    if (gone.length) await tx.db.deleteFrom(field.of.table).where('id', 'in', gone).execute();
    const now = new Date().toISOString();
    for (const { id, ...fields } of items) {
      const columns = {
        ...encodeValues(item, fields, tx.dialect),
        ...searchColumns(item, fields),
      };
      if (id === undefined) {
        await tx.db
          .insertInto(field.of.table)
          .values({ ...columns, [field.parentField]: parentId, created_at: now, updated_at: now })
          .execute();
      } else if (JSON.stringify({ id, ...fields }) !== JSON.stringify(before.get(String(id)))) {
        await tx.db
          .updateTable(field.of.table)
          .set({ ...columns, updated_at: now })
          .where('id', '=', id)
          .where(field.parentField, '=', parentId)
          .execute();
      }
    }
    saved[name] = await loadItems(tx, field, parentId);
    // The place kept from these items (a client's main locality) follows them.
    if (entity.placeFromItems?.list === name)
      Object.assign(saved, await refreshItemPlace(tx.db, entity, parentId));
  }
  return saved;
}

/** The children go with their parent (a soft-deleted parent keeps them). */
export async function deleteEmbeddedLists(tx: Store, entity: Entity, parentId: Id) {
  for (const [, field] of embeddedFields(entity))
    await tx.db.deleteFrom(field.of.table).where(field.parentField, '=', parentId).execute();
}
