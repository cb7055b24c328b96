/** Creating a record of a declared entity: validated, stored, its reference lists saved, audited. */
import { randomUUID } from 'node:crypto';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { flagAtIntake } from '../../domain/engine/duplicateReview';
import { hasErrors } from '../../domain/engine/validate';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { auditWrite } from './auditTrail';
import { runHooks, writeEvent } from './hooks';
import { checkSystemFields } from '../../domain/engine/settableFields';
import { originalAtIntake } from './duplicateReview';
import { saveEmbeddedLists } from './embeddedLists';
import { touchMemberParents } from './memberLists';
import { saveReferenceLists } from './referenceLists';
import {
  inTransaction,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type WriteContext,
} from './store';
import { saveMemberLists } from './updating';
import {
  hashSecrets,
  listValues,
  refuseSharedUnlessProduct,
  refuseStatusMove,
  validateForWrite,
} from './writeRules';

/**
 * `cited`: references carried over from another record (validateForWrite). `id`: a uuid chosen
 * before the record existed (a wizard's draft), for uuid entities; otherwise a new one.
 */
export async function createRecord(
  store: Store,
  entity: Entity,
  body: Row,
  ctx: WriteContext,
  cited: Row | null = null,
  id?: string,
) {
  refuseSharedUnlessProduct(entity, entity.scope ? ctx.organizationId : null, ctx);
  const { id: _ignored, created_at: _c, updated_at: _u, ...input } = body;
  // A person created without organizations joins the writer's working one (not the default 1).
  if (entity.membersOf && input[entity.membersOf] === undefined && ctx.organizationId != null)
    input[entity.membersOf] = [ctx.organizationId];
  const systemErrors = checkSystemFields(entity, input);
  if (hasErrors(systemErrors)) throw unprocessable(systemErrors);
  const validated = await validateForWrite(
    store,
    entity,
    input,
    null,
    ctx.organizationId,
    writerAsViewer(ctx),
    null,
    cited,
  );
  refuseStatusMove(entity, null, validated);
  // A request that repeats an open one arrives flagged for the duplicates review.
  const values = await flagAtIntake(entity, validated, () =>
    originalAtIntake(store, entity, validated, ctx.organizationId),
  );
  const stored = await hashSecrets(entity, values);
  const now = new Date().toISOString();
  const row: Row = {
    ...encodeValues(entity, stored, store.dialect),
    ...searchColumns(entity, values),
    created_at: now,
    updated_at: now,
  };
  // An API write always carries the writer's organization; the product's own writes none.
  if (entity.scope) row[ORGANIZATION_COLUMN] = ctx.organizationId ?? null;
  if (entity.idKind === 'uuid') row.id = id ?? randomUUID();
  return inTransaction(store, async (tx) => {
    if (entity.singleton) await refuseSecond(tx, entity, ctx.organizationId ?? null);
    const event = writeEvent(tx, entity, 'create', ctx);
    // What a before hook derives for the new record (a research's policy data) joins its values.
    const derived: Row = {};
    const complete = (more: Row) => Object.assign(derived, more);
    await runHooks(ctx.hooks, 'before', { ...event, before: null, after: values, complete });
    if (Object.keys(derived).length) {
      Object.assign(values, derived);
      Object.assign(row, encodeValues(entity, derived, tx.dialect), searchColumns(entity, values));
    }
    const inserted = await tx.db
      .insertInto(entity.table)
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveReferenceLists(tx, entity, inserted.id as Id, values);
    const record = {
      ...decodeRow(entity, inserted),
      ...listValues(entity, values),
      ...(await saveEmbeddedLists(tx, entity, inserted.id as Id, values)),
      ...(await saveMemberLists(tx, entity, inserted.id as Id, values, ctx)),
    };
    await touchMemberParents(tx, entity, null, record);
    const rowOrganization = entity.scope
      ? ((row[ORGANIZATION_COLUMN] as number | null) ?? null)
      : null;
    await auditWrite(tx, ctx, entity, record.id as Id, 'create', values, [values], rowOrganization);
    await runHooks(ctx.hooks, 'after', { ...event, before: null, after: record });
    return record;
  });
}

/** A singleton's organization has its record already (entity option `singleton`): a 409. */
async function refuseSecond(tx: Store, entity: Entity, organizationId: number | null) {
  const found = await tx.db
    .selectFrom(entity.table)
    .select('id')
    .where(ORGANIZATION_COLUMN, organizationId === null ? 'is' : '=', organizationId)
    .executeTakeFirst();
  if (found) throw new HttpProblem(409, entity.singleton!);
}
