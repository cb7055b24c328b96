/**
 * Member lists (fields.ts `memberList`): a group's clients, stored as each member's own
 * reference to the group (`via`), chosen in the group's form. Read by id within the reader's
 * scope, so an executive lists only their clients of the group. Written in the parent's
 * transaction by updating.ts `saveMemberLists`: a member's move is the member's own update,
 * and an update may save member lists in turn, so the two live together there.
 */
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import type { MemberListField } from '../../domain/engine/fields';
import { memberFields, touchedParents } from '../../domain/engine/memberLists';
import { visibleTo, type Id, type Row, type Store, type Viewer } from './store';
import { nextTimestamp } from './writeRules';

/** The ids of the members `viewer` sees (everyone's for the product's own reads), by name. */
export async function visibleMembers(
  store: Store,
  field: MemberListField,
  parentId: Id,
  viewer: Viewer | null,
) {
  const target = entityByName(field.target);
  const rows = await visibleTo(store.db.selectFrom(target.table), target, viewer)
    .select('id')
    .where(field.via, '=', parentId)
    .orderBy(target.recordLabel)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id as Id);
}

/** Fills the record's member lists (a record read by id; lists and exports leave them out). */
export async function loadMemberLists(
  store: Store,
  entity: Entity,
  record: Row,
  viewer: Viewer | null,
) {
  for (const [name, field] of memberFields(entity))
    record[name] = await visibleMembers(store, field, record.id as Id, viewer);
  return record;
}

/** The record's version (`updated_at`) as the API sends it; undefined when it is gone. */
export async function storedVersion(
  tx: Store,
  entity: Entity,
  id: Id,
): Promise<string | undefined> {
  const row = await tx.db
    .selectFrom(entity.table)
    .select('updated_at')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.updated_at instanceof Date ? row.updated_at.toISOString() : String(row.updated_at);
}

/**
 * After a write of a member (a client changing group on its own form, or moved by a group's
 * save): the version of each group it left or joined moves, in the same transaction.
 */
export async function touchMemberParents(
  tx: Store,
  member: Entity,
  before: Row | null,
  after: Row | null,
) {
  for (const { parent, id } of touchedParents(member, before, after)) {
    const version = await storedVersion(tx, parent, id as Id);
    if (version === undefined) continue;
    await tx.db
      .updateTable(parent.table)
      .set({ updated_at: nextTimestamp(version) })
      .where('id', '=', id as Id)
      .execute();
  }
}
