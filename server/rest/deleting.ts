/**
 * Deleting a record: refused (409) while another record points at it, or with `softDelete`
 * marked instead, so its history and references stay. Audited like any write.
 */
import { inSentence } from '../../domain/engine/format';
import { joinTable, type Entity } from '../../domain/engine/entity';
import { referencesTo } from '../../domain/entities';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { decodeRow } from '../db/codec';
import { HttpProblem } from '../http/problems';
import { auditWrite } from './auditTrail';
import { touchMemberParents } from './memberLists';
import { runHooks, writeEvent } from './hooks';
import { deleteEmbeddedLists } from './embeddedLists';
import { getRecord } from './reading';
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
  refuseUndeletable,
  refuseSharedUnlessProduct,
} from './writeRules';

/** A reference declared `deletedWith`: its records go with the record they point at. */
const goesWith = (other: Entity, field: string) => {
  const declared = other.fields[field];
  return declared?.kind === 'reference' && declared.deletedWith === true;
};

/** Refuses (409) to delete a record another record still points at. */
async function refuseInUse(store: Store, entity: Entity, id: Id) {
  const users: string[] = [];
  for (const { entity: other, field, many } of referencesTo(entity)) {
    if (goesWith(other, field)) continue;
    const found = many
      ? await store.db
          .selectFrom(joinTable(other, field))
          .select('owner_id')
          .where('target_id', '=', id)
          .limit(1)
          .executeTakeFirst()
      : await store.db
          .selectFrom(other.table)
          .select('id')
          .where(field, '=', id)
          .limit(1)
          .executeTakeFirst();
    if (found) users.push(inSentence(other.label.many));
  }
  if (users.length)
    throw new HttpProblem(409, interpolate(errorMessages.inUse, { where: users.join(', ') }));
}

/** Deletes the record, or with `softDelete` marks it (its history and references stay). */
export async function deleteRecord(store: Store, entity: Entity, id: Id, ctx: WriteContext) {
  const current = await getRecord(store, entity, id, writerAsViewer(ctx));
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  refuseUndeletable(entity);
  refuseLocked(entity, current);
  const rowOrganization = await organizationOfRow(store, entity, id);
  refuseSharedUnlessProduct(entity, rowOrganization, ctx);
  const soft = entity.softDelete;
  if (!soft) await refuseInUse(store, entity, id);
  return inTransaction(store, async (tx) => {
    const event = writeEvent(tx, entity, 'delete', ctx);
    await runHooks(ctx.hooks, 'before', { ...event, before: current, after: null });
    let after: Row | null = null;
    if (soft) {
      const updated = await tx.db
        .updateTable(entity.table)
        .set({ [soft.field]: soft.value, updated_at: nextTimestamp(String(current.updated_at)) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      after = { ...decodeRow(entity, updated), ...listValues(entity, current) };
    } else {
      await deleteEmbeddedLists(tx, entity, id);
      for (const { entity: other, field } of referencesTo(entity))
        if (goesWith(other, field))
          await tx.db.deleteFrom(other.table).where(field, '=', id).execute();
      await tx.db.deleteFrom(entity.table).where('id', '=', id).execute();
      await touchMemberParents(tx, entity, current, null);
    }
    const values = pickFields(entity, current);
    await auditWrite(tx, ctx, entity, id, 'delete', values, [current], rowOrganization);
    await runHooks(ctx.hooks, 'after', { ...event, before: current, after });
    return after ?? current;
  });
}
