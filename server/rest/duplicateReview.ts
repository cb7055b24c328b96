/**
 * The server's side of the duplicates review (domain/engine/duplicateReview.ts): flagging a new
 * record at intake when a still-open original matches it, reading a flagged record's original
 * with what merging would move, merging it into the original (the merge engine, merging.ts,
 * which keeps its undo) and clearing the flag ("No es duplicada"), each audited.
 */
import {
  clearedFlag,
  duplicateReviewMessages,
  isFlagged,
} from '../../domain/engine/duplicateReview';
import { isBlank } from '../../domain/engine/display';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import type { MergeSummary } from '../../domain/engine/merge';
import { normaliseFilterValue } from '../../domain/engine/validate';
import { HttpProblem } from '../http/problems';
import { auditCommand } from './auditTrail';
import { previewMerge } from './mergePlan';
import { mergeRecords } from './merging';
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
import { updateAtVersion } from './writeRules';

/**
 * The oldest still-open record the new one repeats, in the writer's organization, or null: a
 * record already flagged is never an original (a third request points at the first). For
 * createRecord's flag (domain/engine/duplicateReview.ts `flagAtIntake`). No lock is taken: two
 * identical requests at the same instant may both arrive unflagged, both in the pool.
 */
export async function originalAtIntake(
  store: Store,
  entity: Entity,
  values: Row,
  organizationId: number | null | undefined,
): Promise<Id | null> {
  const review = entity.duplicateReview!;
  let query = store.db.selectFrom(entity.table).select('id');
  if (entity.scope)
    query =
      organizationId === null || organizationId === undefined
        ? query.where(ORGANIZATION_COLUMN, 'is', null)
        : query.where(ORGANIZATION_COLUMN, '=', organizationId);
  for (const name of review.same) query = query.where(name, '=', values[name] as never);
  const whom = review.sameAnyOf.filter((name) => !isBlank(values[name]));
  query = query.where((eb) => eb.or(whom.map((name) => eb(name, '=', values[name] as never))));
  for (const [name, wanted] of Object.entries(review.original)) {
    const field = entity.fields[name];
    if (wanted === null) query = query.where(name, 'is', null);
    else if (Array.isArray(wanted))
      query = query.where(
        name,
        'in',
        wanted.map((v: unknown) => normaliseFilterValue(field, v)) as never,
      );
    else query = query.where(name, '=', normaliseFilterValue(field, wanted) as never);
  }
  const row = await query
    .where(review.originalField, 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ? (row.id as Id) : null;
}

/** The flagged record the reviewer sees, at the version they saw: 404, 409 otherwise. */
async function flaggedRecord(
  store: Store,
  entity: Entity,
  id: Id,
  updatedAt: string | undefined,
  ctx: WriteContext,
): Promise<Row> {
  const current = await getRecord(store, entity, id, writerAsViewer(ctx));
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  if (!isFlagged(entity, current)) throw new HttpProblem(409, duplicateReviewMessages.notFlagged);
  if (updatedAt !== undefined && updatedAt !== current.updated_at)
    throw new HttpProblem(409, errorMessages.stale);
  return current;
}

/**
 * A flagged record's original as the reviewer sees it, with what merging would move; null
 * (and no summary) when the original is gone or out of the reviewer's sight.
 */
export async function readOriginal(
  store: Store,
  entity: Entity,
  id: Id,
  ctx: WriteContext,
): Promise<{ original: Row | null; summary: MergeSummary | null }> {
  const current = await flaggedRecord(store, entity, id, undefined, ctx);
  const originalId = current[entity.duplicateReview!.originalField] as Id | null;
  if (isBlank(originalId)) return { original: null, summary: null };
  const original = await getRecord(store, entity, originalId as Id, writerAsViewer(ctx));
  if (!original) return { original: null, summary: null };
  return { original, summary: await previewMerge(store, entity, originalId, id, ctx) };
}

/**
 * Merges the flagged record into its original; answers the original and what moved. In one
 * transaction that first writes the duplicate at the version read: a «No es duplicada» or an
 * edit saved meanwhile makes this a 409, never a merge of what the reviewer did not see.
 */
export async function mergeIntoOriginal(
  store: Store,
  entity: Entity,
  id: Id,
  updatedAt: string | undefined,
  ctx: WriteContext,
): Promise<{ record: Row; summary: MergeSummary }> {
  return inTransaction(store, async (tx) => {
    const current = await flaggedRecord(tx, entity, id, updatedAt, ctx);
    const originalId = current[entity.duplicateReview!.originalField] as Id | null;
    if (isBlank(originalId)) throw new HttpProblem(404, errorMessages.notFound);
    if (!(await updateAtVersion(tx, entity, id, current, {})))
      throw new HttpProblem(409, errorMessages.stale);
    return mergeRecords(tx, entity, originalId as Id, id, undefined, ctx);
  });
}

/** "No es duplicada": the flag cleared at the version the reviewer saw, audited as an edit. */
export async function dismissDuplicate(
  store: Store,
  entity: Entity,
  id: Id,
  updatedAt: string | undefined,
  ctx: WriteContext,
): Promise<Row> {
  const current = await flaggedRecord(store, entity, id, updatedAt, ctx);
  const changes = clearedFlag(entity);
  const rowOrganization = await organizationOfRow(store, entity, id);
  return inTransaction(store, async (tx) => {
    const record = await updateAtVersion(tx, entity, id, current, changes);
    if (!record) throw new HttpProblem(409, errorMessages.stale);
    const label = duplicateReviewMessages.dismiss;
    await auditCommand(tx, ctx, entity, label, [current, record], changes, rowOrganization);
    return record;
  });
}
