/** Creating a record of a declared entity: validated, stored, its reference lists saved, audited. */
import { randomUUID } from 'node:crypto';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { flagAtIntake } from '../../domain/engine/duplicateReview';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { insertRows } from '../db/compiledInserts';
import { HttpProblem, refuseErrors } from '../http/problems';
import { auditWrite, auditWrites } from './auditTrail';
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
  const { values, row } = await preparedRow(store, entity, body, ctx, cited, id);
  return inTransaction(store, async (tx) => {
    const event = writeEvent(tx, entity, 'create', ctx);
    await beforeCreate(tx, entity, ctx, event, { values, row });
    const [inserted] = await insertRows(tx.db, tx.dialect, entity.table, [row], {
      returning: true,
    });
    // As Kysely's executeTakeFirstOrThrow did: an insert that answers no row is a fault.
    if (!inserted) throw new Error(`${entity.table}: the insert answered no row`);
    const record = await savedParts(tx, entity, inserted, values, ctx);
    await auditWrite(
      tx,
      ctx,
      entity,
      record.id as Id,
      'create',
      values,
      [values],
      orgOf(entity, row),
    );
    await runHooks(ctx.hooks, 'after', { ...event, before: null, after: record });
    return record;
  });
}

/**
 * Several records of one entity, each validated, hooked and audited as `createRecord` does, but
 * inserted in one statement (a few for hundreds of rows) and audited in one: a policy's quotas
 * written at the insurer's answer (server/contracts/issueContract.ts), where each statement of
 * the synchronous SQLite driver holds the event loop. Each row is checked against the stored
 * rows, not against the others of the batch: rows whose unique values could clash among
 * themselves are the database's to refuse. Returns the records in the order of `bodies`.
 */
export async function createRecords(
  store: Store,
  entity: Entity,
  bodies: readonly Row[],
  ctx: WriteContext,
): Promise<Row[]> {
  if (!bodies.length) return [];
  const prepared: Prepared[] = [];
  // The same writer checks every row: what they share is looked up once (integrity.ts).
  const batch: Store = { ...store, lookedUp: new Map() };
  for (const body of bodies) prepared.push(await preparedRow(batch, entity, body, ctx));
  return inTransaction(store, async (tx) => {
    const event = writeEvent(tx, entity, 'create', ctx);
    for (const one of prepared) await beforeCreate(tx, entity, ctx, event, one);
    const inserted = await insertedInOrder(
      tx,
      entity,
      prepared.map((p) => p.row),
    );
    const records: Row[] = [];
    for (const [i, { values }] of prepared.entries())
      records.push(await savedParts(tx, entity, inserted[i], values, ctx));
    await auditWrites(
      tx,
      ctx,
      prepared.map(({ values, row }, i) => ({
        entity,
        recordId: records[i].id as Id,
        action: 'create' as const,
        changes: values,
        records: [values],
        rowOrganization: orgOf(entity, row),
      })),
    );
    for (const record of records)
      await runHooks(ctx.hooks, 'after', { ...event, before: null, after: record });
    return records;
  });
}

/**
 * Inside the create's transaction, before the insert: a singleton's second record refused (409),
 * then the before hooks, whose derived values (a research's policy data) join the record's.
 */
async function beforeCreate(
  tx: Store,
  entity: Entity,
  ctx: WriteContext,
  event: ReturnType<typeof writeEvent>,
  { values, row }: Prepared,
) {
  if (entity.singleton) await refuseSecond(tx, entity, ctx.organizationId ?? null);
  const derived: Row = {};
  const complete = (more: Row) => Object.assign(derived, more);
  await runHooks(ctx.hooks, 'before', { ...event, before: null, after: values, complete });
  if (!Object.keys(derived).length) return;
  Object.assign(values, derived);
  Object.assign(row, encodeValues(entity, derived, tx.dialect), searchColumns(entity, values));
}

async function refuseSecond(tx: Store, entity: Entity, organizationId: number | null) {
  const found = await tx.db
    .selectFrom(entity.table)
    .select('id')
    .where(ORGANIZATION_COLUMN, organizationId === null ? 'is' : '=', organizationId)
    .executeTakeFirst();
  if (found) throw new HttpProblem(409, entity.singleton!);
}

interface Prepared {
  /** The validated values, as the hooks and the audit row see them. */
  values: Row;
  /** The columns to insert. */
  row: Row;
}

/** What a create checks and works out before its transaction (a 422 for any bad value). */
async function preparedRow(
  store: Store,
  entity: Entity,
  body: Row,
  ctx: WriteContext,
  cited: Row | null = null,
  id?: string,
): Promise<Prepared> {
  refuseSharedUnlessProduct(entity, entity.scope ? ctx.organizationId : null, ctx);
  const { id: _ignored, created_at: _c, updated_at: _u, ...input } = body;
  // A person created without organizations joins the writer's working one (not the default 1).
  if (entity.membersOf && input[entity.membersOf] === undefined && ctx.organizationId != null)
    input[entity.membersOf] = [ctx.organizationId];
  const systemErrors = checkSystemFields(entity, input);
  refuseErrors(systemErrors);
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
  return { values, row };
}

/** A scoped row's organization column (null: a global row, or an unscoped entity). */
const orgOf = (entity: Entity, row: Row) =>
  entity.scope ? ((row[ORGANIZATION_COLUMN] as number | null) ?? null) : null;

/** The record as the API answers it, its lists saved and its member parents' versions moved. */
async function savedParts(
  tx: Store,
  entity: Entity,
  inserted: Row,
  values: Row,
  ctx: WriteContext,
) {
  const id = inserted.id as Id;
  await saveReferenceLists(tx, entity, id, values);
  const record = {
    ...decodeRow(entity, inserted),
    ...listValues(entity, values),
    ...(await saveEmbeddedLists(tx, entity, id, values)),
    ...(await saveMemberLists(tx, entity, id, values, ctx)),
  };
  await touchMemberParents(tx, entity, null, record);
  return record;
}

/** Parameters per insert: well under SQLite's (32,766) and PostgreSQL's (65,535) limits. */
const PARAMETERS_PER_INSERT = 10_000;

/**
 * The rows inserted, as stored, in the order given: rows of the same columns go in one
 * statement; returned rows are matched by their uuid, or by their serial ids, which both
 * databases hand out in the order of the VALUES.
 */
async function insertedInOrder(tx: Store, entity: Entity, rows: Row[]): Promise<Row[]> {
  const stored: Row[] = [];
  const columns = (row: Row) => Object.keys(row).join();
  for (let start = 0; start < rows.length;) {
    const width = Object.keys(rows[start]).length;
    let end = start + 1;
    const most = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / width));
    while (end < rows.length && end - start < most && columns(rows[end]) === columns(rows[start]))
      end++;
    stored.push(
      ...(await insertRows(tx.db, tx.dialect, entity.table, rows.slice(start, end), {
        returning: true,
      })),
    );
    start = end;
  }
  if (entity.idKind === 'uuid') {
    const byId = new Map(stored.map((row) => [String(row.id), row]));
    return rows.map((row) => byId.get(String(row.id))!);
  }
  return stored.sort((a, b) => Number(a.id) - Number(b.id));
}
