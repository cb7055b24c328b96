/**
 * Merging a record into another of its entity (domain/engine/merge.ts), in one transaction: every
 * record of any entity pointing at the duplicate (`referencesTo`) points at the kept record
 * instead; one that would repeat a unique value the kept record already has (a contact linked
 * to both) is deleted instead; the duplicate's embedded items move; the kept record takes the
 * values it lacks; the duplicate is deleted. The kept record's update and the deletions go
 * through the generic writes (their audit rows, hooks and checks); the merge's own audit row,
 * on the kept record, keeps what undoing it needs (unmerging.ts).
 */
import { joinTable, type Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import type { MergeSummary } from '../../domain/engine/merge';
import { HttpProblem } from '../http/problems';
import { auditWrite } from './auditTrail';
import { deleteRecord } from './deleting';
import { planMerge, readPair, summaryOf } from './mergePlan';
import { redactForAudit } from './secrets';
import { refreshItemPlace } from './itemPlaces';
import { inTransaction, type Id, type Row, type Store, type WriteContext } from './store';
import { updateRecord } from './updating';

/** Rows of `entity` whose `field` pointed at the duplicate (for a list field: its owners). */
export interface MovedRows {
  entity: string;
  field: string;
  many: boolean;
  ids: Id[];
}

/** Records deleted because the kept record had their twin (a list field: `{owner_id, position}`). */
export interface DroppedRows {
  entity: string;
  field: string;
  many: boolean;
  rows: Row[];
}

/** The merge's audit row (`changes`): what people read, and all that undoing it needs. */
export interface MergeTrail {
  summary: string;
  /** The duplicate as it was read, embedded items included. */
  duplicate: Row;
  moved: MovedRows[];
  dropped: DroppedRows[];
  items: { field: string; ids: Id[] }[];
  /** The kept record's changed values, `{field: {from, to}}`. */
  kept: Row;
}

/** Sets `column` to `value` on the rows `ids` of `table`, a bounded number of ids at a time. */
export async function setInChunks(
  tx: Store,
  table: string,
  column: string,
  value: Id | null,
  ids: Id[],
  extra: Row = {},
) {
  for (let start = 0; start < ids.length; start += 500)
    await tx.db
      .updateTable(table)
      .set({ [column]: value, ...extra })
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
}

const sentence = (summary: MergeSummary, name: string) =>
  [
    `Absorbió a «${name}»`,
    ...[...summary.moved, ...summary.items].map((l) => `${l.label}: ${l.count}`),
    ...summary.dropped.map((l) => `${l.label} repetidos y eliminados: ${l.count}`),
    ...(summary.filled.length ? [`Completados: ${summary.filled.join(', ')}`] : []),
  ].join('. ');

/**
 * Merges the duplicate into the kept record (at the version `updatedAt` when given: 409
 * otherwise) and answers the kept record, what moved and the merge's audit trail.
 */
export async function mergeRecords(
  store: Store,
  entity: Entity,
  keptId: Id,
  duplicateId: Id,
  updatedAt: string | undefined,
  ctx: WriteContext,
): Promise<{ record: Row; summary: MergeSummary }> {
  return inTransaction(store, async (tx) => {
    const { kept, duplicate, organization } = await readPair(tx, entity, keptId, duplicateId, ctx);
    if (updatedAt !== undefined && updatedAt !== kept.updated_at)
      throw new HttpProblem(409, errorMessages.stale);
    const plan = await planMerge(tx, entity, kept, duplicate, organization);
    const now = new Date().toISOString();
    for (const { holder, field, many, moving, dropping } of plan.refs) {
      if (many) {
        const table = joinTable(holder, field);
        for (const row of dropping)
          await tx.db
            .deleteFrom(table)
            .where('owner_id', '=', row.owner_id as Id)
            .where('target_id', '=', duplicateId)
            .execute();
        for (let start = 0; start < moving.length; start += 500)
          await tx.db
            .updateTable(table)
            .set({ target_id: keptId })
            .where('target_id', '=', duplicateId)
            .where('owner_id', 'in', moving.slice(start, start + 500))
            .execute();
      } else {
        for (const row of dropping) await deleteRecord(tx, holder, row.id as Id, ctx);
        // A new version: whoever had one of them open saves it to a 409, not to the duplicate.
        await setInChunks(tx, holder.table, field, keptId, moving, { updated_at: now });
      }
    }
    for (const item of plan.items)
      await setInChunks(tx, item.table, item.parentField, keptId, item.ids);
    // The kept record's place may come from a moved item now (a client's main locality).
    if (plan.items.length) await refreshItemPlace(tx.db, entity, keptId);
    // Filling blanks is not working the record: its holder (or none, in the pool) stays.
    const record = await updateRecord(
      tx,
      entity,
      keptId,
      { ...plan.keptChanges, updated_at: kept.updated_at },
      { ...ctx, keepsHolder: true },
    );
    await deleteRecord(tx, entity, duplicateId, ctx);
    const summary = summaryOf(entity, plan);
    const trail: MergeTrail = {
      summary: sentence(summary, String(duplicate[entity.recordLabel] ?? duplicate.id)),
      // Kept as the audit keeps any record: a secret could not come back (none is declared).
      duplicate: redactForAudit(entity, duplicate),
      moved: plan.refs.map((r) => ({
        entity: r.holder.name,
        field: r.field,
        many: r.many,
        ids: r.moving,
      })),
      dropped: plan.refs
        .filter((r) => r.dropping.length)
        .map((r) => ({
          entity: r.holder.name,
          field: r.field,
          many: r.many,
          rows: r.dropping.map((row) => (r.many ? row : redactForAudit(r.holder, row))),
        })),
      items: plan.items.map((i) => ({ field: i.name, ids: i.ids })),
      kept: Object.fromEntries(
        Object.entries(plan.keptChanges).map(([name, to]) => [name, { from: kept[name], to }]),
      ),
    };
    await auditWrite(
      tx,
      ctx,
      entity,
      keptId,
      'merge',
      trail as unknown as Row,
      [kept, record],
      organization,
    );
    return { record, summary };
  });
}
