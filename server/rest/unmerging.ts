/**
 * Undoing a merge from its audit row (merging.ts), in one transaction: the duplicate comes back
 * with its id, creation and version, its embedded items and the records dropped for it; the
 * records that moved and still point at the kept record point at it again (one changed or
 * deleted since keeps that change); the values the kept record took go back where it still
 * holds them. Refused (409) when the duplicate or a dropped record cannot come back as it was:
 * its id taken, a record it cites gone, a unique value now someone else's.
 */
import { ORGANIZATION_COLUMN, joinTable, type Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { audit, auditActions } from '../../domain/entities/audit';
import { embeddedFields, itemEntity } from '../../domain/engine/embedded';
import { refreshItemPlace } from './itemPlaces';
import { optionByCode } from '../../domain/engine/defineEnum';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { mergeMessages } from '../../domain/engine/merge';
import { encodeValues, searchColumns } from '../db/codec';
import { HttpProblem } from '../http/problems';
import { auditWrite } from './auditTrail';
import type { MergeTrail } from './merging';
import { getRecord } from './reading';
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
import { updateRecord } from './updating';
import { nextTimestamp, pickFields, validateForWrite } from './writeRules';

const MERGE = optionByCode(auditActions, 'merge').id;
const UNMERGE = optionByCode(auditActions, 'unmerge').id;

/** The latest merge into this record not undone yet, from the organization's audit rows. */
async function pendingMerge(store: Store, entity: Entity, id: Id, organization: number | null) {
  let query = store.db
    .selectFrom(audit.table)
    .select(['id', 'action', 'changes'])
    .where('resource', '=', entity.name)
    .where('record_id', '=', String(id))
    .where('action', 'in', [MERGE, UNMERGE])
    .orderBy('id', 'desc');
  if (organization !== null) query = query.where(ORGANIZATION_COLUMN, '=', organization);
  const rows = await query.execute();
  const undone = new Set<string>();
  for (const row of rows) {
    const changes = JSON.parse(String(row.changes)) as Row;
    if (Number(row.action) === UNMERGE) undone.add(String(changes.undoes));
    else if (!undone.has(String(row.id))) return { auditId: row.id as Id, trail: changes as never };
  }
  return null;
}

/** The declared values of a record coming back, checked as a write would check them (409). */
async function restorable(
  store: Store,
  entity: Entity,
  record: Row,
  organization: number | null,
  ctx: WriteContext,
): Promise<Row> {
  const fields = pickFields(entity, record);
  for (const [name] of embeddedFields(entity)) delete fields[name];
  if (
    await store.db
      .selectFrom(entity.table)
      .select('id')
      .where('id', '=', record.id as Id)
      .executeTakeFirst()
  )
    throw new HttpProblem(409, mergeMessages.undoTaken);
  try {
    return await validateForWrite(
      store,
      entity,
      fields,
      record.id as Id,
      organization,
      writerAsViewer(ctx),
      // It comes back citing what it cited, even a producer or segment switched off since.
      record,
    );
  } catch (problem) {
    if (!(problem instanceof HttpProblem)) throw problem;
    throw new HttpProblem(409, interpolate(mergeMessages.undoInvalid, { reason: problem.message }));
  }
}

/** Inserts a record back with its id and timestamps, its lists, and audits its return. */
async function insertBack(
  tx: Store,
  entity: Entity,
  record: Row,
  values: Row,
  organization: number | null,
  ctx: WriteContext,
) {
  const row: Row = {
    ...encodeValues(entity, values, tx.dialect),
    ...searchColumns(entity, values),
    id: record.id,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
  if (entity.scope) row[ORGANIZATION_COLUMN] = organization;
  await tx.db.insertInto(entity.table).values(row).execute();
  await saveReferenceLists(tx, entity, record.id as Id, values);
  await auditWrite(tx, ctx, entity, record.id as Id, 'create', values, [values], organization);
}

/** The duplicate's embedded items: moved back from the kept record, or recreated if deleted. */
async function itemsBack(tx: Store, entity: Entity, duplicate: Row, keptId: Id) {
  const now = new Date().toISOString();
  for (const [name, field] of embeddedFields(entity)) {
    for (const item of (duplicate[name] as Row[] | undefined) ?? []) {
      const moved = await tx.db
        .updateTable(field.of.table)
        .set({ [field.parentField]: duplicate.id as Id })
        .where('id', '=', item.id as Id)
        .where(field.parentField, '=', keptId)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) continue;
      const exists = await tx.db
        .selectFrom(field.of.table)
        .select('id')
        .where('id', '=', item.id as Id)
        .executeTakeFirst();
      if (exists) continue;
      const { id, ...values } = item;
      const child = itemEntity(field);
      await tx.db
        .insertInto(field.of.table)
        .values({
          ...encodeValues(child, values, tx.dialect),
          ...searchColumns(child, values),
          id: id as Id,
          [field.parentField]: duplicate.id as Id,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}

/** Undoes the latest merge into `keptId` (at the version `updatedAt` when given). */
export async function undoMerge(
  store: Store,
  entity: Entity,
  keptId: Id,
  updatedAt: string | undefined,
  ctx: WriteContext,
): Promise<{ record: Row; restored: Row }> {
  return inTransaction(store, async (tx) => {
    const kept = await getRecord(tx, entity, keptId, writerAsViewer(ctx));
    if (!kept) throw new HttpProblem(404, errorMessages.notFound);
    if (updatedAt !== undefined && updatedAt !== kept.updated_at)
      throw new HttpProblem(409, errorMessages.stale);
    const organization = (await organizationOfRow(tx, entity, keptId)) ?? null;
    const pending = await pendingMerge(
      tx,
      entity,
      keptId,
      organization ?? ctx.organizationId ?? null,
    );
    if (!pending) throw new HttpProblem(422, mergeMessages.nothingToUndo);
    const trail = pending.trail as MergeTrail;
    const duplicate = trail.duplicate;
    const dupId = duplicate.id as Id;
    await insertBack(
      tx,
      entity,
      duplicate,
      await restorable(tx, entity, duplicate, organization, ctx),
      organization,
      ctx,
    );
    await itemsBack(tx, entity, duplicate, keptId);
    // Each takes back the place of its own first item (a client's main locality).
    for (const id of [keptId, dupId]) await refreshItemPlace(tx.db, entity, id);
    const now = new Date().toISOString();
    for (const moved of trail.moved) {
      const holder = entityByName(moved.entity);
      for (let start = 0; start < moved.ids.length; start += 500) {
        const ids = moved.ids.slice(start, start + 500);
        if (moved.many)
          await tx.db
            .updateTable(joinTable(holder, moved.field))
            .set({ target_id: dupId })
            .where('target_id', '=', keptId)
            .where('owner_id', 'in', ids)
            .execute();
        else
          await tx.db
            .updateTable(holder.table)
            .set({ [moved.field]: dupId, updated_at: now })
            .where(moved.field, '=', keptId)
            .where('id', 'in', ids)
            .execute();
      }
    }
    for (const dropped of trail.dropped) {
      const holder = entityByName(dropped.entity);
      for (const row of dropped.rows) {
        if (dropped.many)
          await tx.db
            .insertInto(joinTable(holder, dropped.field))
            .values({
              owner_id: row.owner_id as Id,
              target_id: dupId,
              position: row.position as number,
            })
            .execute();
        else
          await insertBack(
            tx,
            holder,
            row,
            await restorable(tx, holder, row, organization, ctx),
            organization,
            ctx,
          );
      }
    }
    // The values the merge gave the kept record go back while it still holds them.
    const revert: Row = {};
    for (const [name, change] of Object.entries(
      trail.kept as Record<string, { from: unknown; to: unknown }>,
    ))
      if (JSON.stringify(kept[name] ?? null) === JSON.stringify(change.to ?? null))
        revert[name] = change.from ?? null;
    let record: Row;
    if (Object.keys(revert).length)
      record = await updateRecord(
        tx,
        entity,
        keptId,
        { ...revert, updated_at: kept.updated_at },
        ctx,
      );
    else {
      // Its items changed: a new version, so a form opened before saves to a 409.
      const bumped = await tx.db
        .updateTable(entity.table)
        .set({ updated_at: nextTimestamp(String(kept.updated_at)) })
        .where('id', '=', keptId)
        .where('updated_at', '=', kept.updated_at as string)
        .executeTakeFirst();
      if (!Number(bumped.numUpdatedRows)) throw new HttpProblem(409, errorMessages.stale);
      record = (await getRecord(tx, entity, keptId))!;
      // Its search text holds its items (a client's phones): the ones gone back leave it.
      await tx.db
        .updateTable(entity.table)
        .set(searchColumns(entity, record))
        .where('id', '=', keptId)
        .execute();
    }
    const name = String(duplicate[entity.recordLabel] ?? dupId);
    await auditWrite(
      tx,
      ctx,
      entity,
      keptId,
      'unmerge',
      {
        summary: interpolate(mergeMessages.undone, { name }),
        undoes: pending.auditId,
        duplicate_id: dupId,
      },
      [kept, record],
      organization,
    );
    const restored = (await getRecord(tx, entity, dupId))!;
    return { record, restored };
  });
}
