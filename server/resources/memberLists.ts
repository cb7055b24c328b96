/**
 * Member lists (fields.ts `memberList`): a group's clients, stored as each member's own
 * reference to the group (`via`), chosen in the group's form. Read by id within the reader's
 * scope, so an executive lists only their clients of the group. Written in the parent's
 * transaction, after its row: each newly chosen member takes the reference and each member the
 * writer sees and left out loses it, through the member's own update (its validation, audit
 * row and version), and members the writer cannot see stay as they are.
 */
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/entity';
import type { MemberListField } from '../../domain/fields';
import {
  memberFields,
  memberListMessages,
  memberMoves,
  touchedParents,
} from '../../domain/memberLists';
import { interpolate } from '../../domain/messages';
import { recordName } from '../../domain/display';
import { canAccess } from '../../domain/routes';
import { HttpProblem, unprocessable } from '../http/problems';
import {
  visibleTo,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type Viewer,
  type WriteContext,
} from './store';
import { updateRecord } from './updating';
import { nextTimestamp } from './writeRules';

/** The ids of the members `viewer` sees (everyone's for the product's own reads), by name. */
async function visibleMembers(
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

/** A member's update refused (a 422): said on the list's input, naming the member. */
async function asListError(tx: Store, target: Entity, id: Id, name: string, error: unknown) {
  if (!(error instanceof HttpProblem) || error.status !== 422) throw error;
  const member = await tx.db
    .selectFrom(target.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const reason = Object.values(error.errors ?? {}).flat()[0] ?? error.message;
  const label = member ? recordName(target, member as Row) : String(id);
  return unprocessable({
    [name]: [interpolate(memberListMessages.memberRefused, { name: label, reason })],
  });
}

/**
 * Writes every member list present in `values` inside the parent's transaction: who joins,
 * who leaves (of the members the writer sees). Answers the lists as the writer now sees them.
 */
export async function saveMemberLists(
  tx: Store,
  entity: Entity,
  parentId: Id,
  values: Row,
  ctx: WriteContext,
): Promise<Row> {
  const saved: Row = {};
  const viewer = writerAsViewer(ctx);
  for (const [name, field] of memberFields(entity)) {
    const chosen = values[name] as Id[] | undefined;
    if (!chosen) continue;
    const target = entityByName(field.target);
    const before = await visibleMembers(tx, field, parentId, viewer);
    const moves = memberMoves(before, chosen, parentId);
    if (moves.length && ctx.access && !canAccess(ctx.access, target.name, 'edit'))
      throw unprocessable({
        [name]: [
          interpolate(memberListMessages.mayNotEdit, {
            attribute: field.label,
            target: target.label.many.toLowerCase(),
          }),
        ],
      });
    for (const [id, parent] of moves) {
      try {
        await updateRecord(tx, target, id, { [field.via]: parent }, ctx);
      } catch (error) {
        throw await asListError(tx, target, id, name, error);
      }
    }
    saved[name] = await visibleMembers(tx, field, parentId, viewer);
    // The moves bumped the parent's version (touchMemberParents): the form saves next at it.
    const row = await tx.db
      .selectFrom(entity.table)
      .select('updated_at')
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (moves.length && row) saved.updated_at = stamp(row.updated_at);
  }
  return saved;
}

const stamp = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

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
    const row = await tx.db
      .selectFrom(parent.table)
      .select('updated_at')
      .where('id', '=', id as Id)
      .executeTakeFirst();
    if (!row) continue;
    await tx.db
      .updateTable(parent.table)
      .set({ updated_at: nextTimestamp(stamp(row.updated_at)) })
      .where('id', '=', id as Id)
      .execute();
  }
}
