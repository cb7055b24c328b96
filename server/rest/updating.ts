/**
 * Updating a record: optimistic concurrency on `updated_at`, or a partial update on the latest
 * version when the request names none. Validated and audited like any write. Saving a record's
 * member lists is here too: each member's move is that member's own update.
 */
import { recordName } from '../../domain/engine/display';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import {
  mayNotMoveMembers,
  memberFields,
  memberListMessages,
  memberMoves,
} from '../../domain/engine/memberLists';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { canAccess } from '../../domain/routes';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import { auditWrite, changedValues } from './auditTrail';
import { runHooks, writeEvent } from './hooks';
import { checkReadOnly } from '../../domain/engine/settableFields';
import { getRecord } from './reading';
import { saveEmbeddedLists } from './embeddedLists';
import { storedVersion, touchMemberParents, visibleMembers } from './memberLists';
import { saveReferenceLists } from './referenceLists';
import {
  inTransaction,
  organizationOfRow,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type WriteContext,
} from './store';
import {
  listValues,
  nextTimestamp,
  pickFields,
  refuseLocked,
  refuseSharedUnlessProduct,
  refuseStatusMove,
  validateForWrite,
} from './writeRules';

/**
 * A PUT carrying `updated_at` is a full edit of that version (a stale one is a 409). A PUT
 * naming no `updated_at` is a partial update (react-admin's bulk actions through
 * ra-data-simple-rest's updateMany send only the changed fields): it changes only the fields it
 * sends, on the latest version, validated (those fields and the rules involving them: an old
 * invalid value it leaves alone does not block it) and audited like any edit; when another
 * write lands between its read and its write it is applied again to the newer version.
 */
export async function updateRecord(
  store: Store,
  entity: Entity,
  id: Id,
  body: Row,
  ctx: WriteContext,
) {
  const partial = !Object.hasOwn(body, 'updated_at');
  for (let attempt = 1; ; attempt++) {
    try {
      return await updateVersion(store, entity, id, body, ctx, partial);
    } catch (error) {
      const lostRace = error instanceof HttpProblem && error.status === 409 && partial;
      if (!lostRace || attempt >= 3) throw error;
    }
  }
}

async function updateVersion(
  store: Store,
  entity: Entity,
  id: Id,
  body: Row,
  ctx: WriteContext,
  partial: boolean,
) {
  const current = await getRecord(store, entity, id, writerAsViewer(ctx));
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  refuseLocked(entity, current);
  const rowOrganization = await organizationOfRow(store, entity, id);
  refuseSharedUnlessProduct(entity, rowOrganization, ctx);
  if (body.id !== undefined && String(body.id) !== String(id)) {
    throw unprocessable({ id: ['El identificador no coincide con el registro.'] });
  }
  if (!partial && typeof body.updated_at !== 'string') {
    throw unprocessable({
      updated_at: ['Falta la fecha de última modificación del registro que editó.'],
    });
  }
  if (!partial && body.updated_at !== current.updated_at)
    throw new HttpProblem(409, errorMessages.stale);
  const { id: _i, created_at: _c, updated_at: _sent, ...changes } = body;
  const token = current.updated_at;
  const readOnlyErrors = checkReadOnly(entity, current, changes);
  refuseErrors(readOnlyErrors);
  const candidate: Row = { ...pickFields(entity, current), ...changes };
  const values = await validateForWrite(
    store,
    entity,
    candidate,
    id,
    rowOrganization,
    writerAsViewer(ctx),
    current,
    current,
    partial ? Object.keys(changes) : null,
  );
  refuseStatusMove(entity, current, values);
  return inTransaction(store, async (tx) => {
    const event = writeEvent(tx, entity, 'update', ctx);
    await runHooks(ctx.hooks, 'before', { ...event, before: current, after: values });
    const result = await tx.db
      .updateTable(entity.table)
      .set({
        ...encodeValues(entity, values, store.dialect),
        ...searchColumns(entity, values),
        updated_at: nextTimestamp(String(token)),
      })
      .where('id', '=', id)
      .where('updated_at', '=', token as string)
      .returningAll()
      .executeTakeFirst();
    // Zero rows: somebody saved between our read and our write.
    if (!result) throw new HttpProblem(409, errorMessages.stale);
    await saveReferenceLists(tx, entity, id, values);
    const record = {
      ...decodeRow(entity, result),
      ...listValues(entity, values),
      ...(await saveEmbeddedLists(tx, entity, id, values)),
      ...(await saveMemberLists(tx, entity, id, values, ctx)),
    };
    await touchMemberParents(tx, entity, current, record);
    const changed = changedValues(current, record);
    await auditWrite(tx, ctx, entity, id, 'update', changed, [current, record], rowOrganization);
    await runHooks(ctx.hooks, 'after', { ...event, before: current, after: record });
    return record;
  });
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
 * Writes every member list present in `values` inside the parent's transaction: each newly
 * chosen member takes the reference and each member the writer sees and left out loses it,
 * through the member's own update (its validation, audit row and version); members the writer
 * cannot see stay as they are. Answers the lists as the writer now sees them.
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
      throw unprocessable(mayNotMoveMembers(name, field, target));
    for (const [id, parent] of moves) {
      try {
        await updateRecord(tx, target, id, { [field.via]: parent }, ctx);
      } catch (error) {
        throw await asListError(tx, target, id, name, error);
      }
    }
    saved[name] = await visibleMembers(tx, field, parentId, viewer);
    // The moves bumped the parent's version (touchMemberParents): the form saves next at it.
    const version = moves.length ? await storedVersion(tx, entity, parentId) : undefined;
    if (version !== undefined) saved.updated_at = version;
  }
  return saved;
}
