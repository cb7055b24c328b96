/**
 * Generic persistence of declared entities: create, update (optimistic lock on
 * updated_at) and delete (refused while other rows reference the record). Every write is audited.
 */
import { randomUUID } from 'node:crypto';
import { isLocked, joinTable, ORGANIZATION_COLUMN, type Entity } from '../../domain/entity';
import { referencesTo } from '../../domain/entities';
import { errorMessages, interpolate } from '../../domain/messages';
import { hasErrors, validateRecord, type ValidationMode } from '../../domain/validate';
import { hashPassword } from '../auth/passwords';
import { decodeRow, encodeValues, searchText } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { isProductAdministrator, tenancyMessages } from '../../domain/tenancy';
import { auditOrganizations, changedValues, recordAudit, type AuditAction } from './auditTrail';
import { checkReadOnly, checkReferences, checkSystemFields, checkUnique } from './integrity';
import { runHooks } from './hooks';
import { saveReferenceLists } from './referenceLists';
import { getRecord } from './reading';
import {
  inTransaction,
  organizationOfRow,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type Viewer,
  type WriteContext,
} from './store';

export { listRecords } from './listing';
export { getRecord } from './reading';
export { parseId, visibleTo } from './store';
export type { Id, Row, Store, Viewer, WriteContext } from './store';

/** The audit row of a write, in the organizations it concerns (auditTrail.ts decides). */
async function audited(
  tx: Store,
  ctx: WriteContext,
  entity: Entity,
  id: Id,
  action: AuditAction,
  changes: Row,
  records: (Row | null)[],
  rowOrganization: number | null | undefined,
) {
  const organizations = await auditOrganizations(tx, ctx, entity, id, records, rowOrganization);
  await recordAudit(tx, ctx, { entity, recordId: id, action, changes, organizations });
}

/**
 * A global row (organization null of an entity with shared rows) is changed only by the product
 * itself or a product-wide administrator; every organization depends on it.
 */
function refuseSharedUnlessProductAdmin(
  entity: Entity,
  rowOrganization: unknown,
  ctx: WriteContext,
) {
  if (!entity.sharedRows || rowOrganization !== null || !ctx.organizations) return;
  if (
    !isProductAdministrator(
      ctx.access ?? { permission: [], role: [], assigment: [] },
      ctx.organizations,
    )
  )
    throw new HttpProblem(403, tenancyMessages.sharedRecord);
}

/** `organizationId`: the row's organization (null: global or unscoped), for unique values. */
async function validateForWrite(
  store: Store,
  entity: Entity,
  candidate: Row,
  id: Id | null,
  organizationId: number | null | undefined,
  viewer: Viewer | null,
) {
  const mode: ValidationMode = id === null ? 'create' : 'update';
  const { values, errors } = validateRecord(entity, candidate, mode);
  if (!hasErrors(errors)) {
    Object.assign(
      errors,
      await checkUnique(store, entity, values, id, organizationId ?? null),
      await checkReferences(store, entity, values, viewer),
    );
  }
  if (hasErrors(errors)) throw unprocessable(errors);
  return values;
}

/** Passwords are stored as bcrypt hashes; hashing happens before the transaction opens. */
async function hashSecrets(entity: Entity, values: Row): Promise<Row> {
  const out = { ...values };
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'password' && typeof out[name] === 'string')
      out[name] = await hashPassword(out[name] as string);
  return out;
}

function refuseLocked(entity: Entity, record: Row) {
  if (isLocked(entity, record)) throw new HttpProblem(403, entity.locked!.message);
}

export async function createRecord(store: Store, entity: Entity, body: Row, ctx: WriteContext) {
  const { id: _ignored, created_at: _c, updated_at: _u, ...input } = body;
  // A person created without organizations joins the writer's working one (not the default 1).
  if (entity.membersOf && input[entity.membersOf] === undefined && ctx.organizationId != null)
    input[entity.membersOf] = [ctx.organizationId];
  const systemErrors = checkSystemFields(entity, input);
  if (hasErrors(systemErrors)) throw unprocessable(systemErrors);
  const values = await validateForWrite(
    store,
    entity,
    input,
    null,
    ctx.organizationId,
    writerAsViewer(ctx),
  );
  const stored = await hashSecrets(entity, values);
  const now = new Date().toISOString();
  const row: Row = {
    ...encodeValues(entity, stored, store.dialect),
    search_text: searchText(entity, values),
    created_at: now,
    updated_at: now,
  };
  // An API write always carries the writer's organization; the product's own writes none.
  if (entity.scope) row[ORGANIZATION_COLUMN] = ctx.organizationId ?? null;
  if (entity.idKind === 'uuid') row.id = randomUUID();
  return inTransaction(store, async (tx) => {
    const event = {
      store: tx,
      entity,
      action: 'create' as const,
      actorId: ctx.actorId,
      writer: ctx,
    };
    await runHooks(ctx.hooks, 'before', { ...event, before: null, after: values });
    const inserted = await tx.db
      .insertInto(entity.table)
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveReferenceLists(tx, entity, inserted.id as Id, values);
    const record = { ...decodeRow(entity, inserted), ...listValues(entity, values) };
    const rowOrganization = entity.scope
      ? ((row[ORGANIZATION_COLUMN] as number | null) ?? null)
      : null;
    await audited(tx, ctx, entity, record.id as Id, 'create', values, [values], rowOrganization);
    await runHooks(ctx.hooks, 'after', { ...event, before: null, after: record });
    return record;
  });
}

/** The reference lists among validated values, as the API returns them. */
function listValues(entity: Entity, values: Row): Row {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([name, f]) => f.kind === 'referenceList' && name in values)
      .map(([name]) => [name, values[name] ?? []]),
  );
}

/** A strictly later timestamp, so two quick saves never share the same lock token. */
function nextTimestamp(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

/**
 * A PUT carrying `updated_at` is a full edit of that version (a stale one is a 409). A PUT
 * naming no `updated_at` is a partial update (react-admin's bulk actions through
 * ra-data-simple-rest's updateMany send only the changed fields): it changes only the fields it
 * sends, on the latest version, validated and audited like any edit; when another write lands
 * between its read and its write it is applied again to the newer version.
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
  refuseSharedUnlessProductAdmin(entity, rowOrganization, ctx);
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
  if (hasErrors(readOnlyErrors)) throw unprocessable(readOnlyErrors);
  const candidate: Row = { ...pickFields(entity, current), ...changes };
  const values = await validateForWrite(
    store,
    entity,
    candidate,
    id,
    rowOrganization,
    writerAsViewer(ctx),
  );
  return inTransaction(store, async (tx) => {
    const event = {
      store: tx,
      entity,
      action: 'update' as const,
      actorId: ctx.actorId,
      writer: ctx,
    };
    await runHooks(ctx.hooks, 'before', { ...event, before: current, after: values });
    const result = await tx.db
      .updateTable(entity.table)
      .set({
        ...encodeValues(entity, values, store.dialect),
        search_text: searchText(entity, values),
        updated_at: nextTimestamp(String(token)),
      })
      .where('id', '=', id)
      .where('updated_at', '=', token as string)
      .returningAll()
      .executeTakeFirst();
    // Zero rows: somebody saved between our read and our write.
    if (!result) throw new HttpProblem(409, errorMessages.stale);
    await saveReferenceLists(tx, entity, id, values);
    const record = { ...decodeRow(entity, result), ...listValues(entity, values) };
    const changes = changedValues(current, record);
    await audited(tx, ctx, entity, id, 'update', changes, [current, record], rowOrganization);
    await runHooks(ctx.hooks, 'after', { ...event, before: current, after: record });
    return record;
  });
}

/** The declared fields of a stored record (a password is never part of one). */
function pickFields(entity: Entity, record: Row): Row {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, f]) => f.kind !== 'password')
      .map(([name]) => [name, record[name]]),
  );
}

/** Refuses (409) to delete a record another record still points at. */
async function refuseInUse(store: Store, entity: Entity, id: Id) {
  const users: string[] = [];
  for (const { entity: other, field, many } of referencesTo(entity)) {
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
    if (found) users.push(other.label.many.toLowerCase());
  }
  if (users.length)
    throw new HttpProblem(409, interpolate(errorMessages.inUse, { where: users.join(', ') }));
}

/** Deletes the record, or with `softDelete` marks it (its history and references stay). */
export async function deleteRecord(store: Store, entity: Entity, id: Id, ctx: WriteContext) {
  const current = await getRecord(store, entity, id, writerAsViewer(ctx));
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  refuseLocked(entity, current);
  const rowOrganization = await organizationOfRow(store, entity, id);
  refuseSharedUnlessProductAdmin(entity, rowOrganization, ctx);
  const soft = entity.softDelete;
  if (!soft) await refuseInUse(store, entity, id);
  return inTransaction(store, async (tx) => {
    const event = {
      store: tx,
      entity,
      action: 'delete' as const,
      actorId: ctx.actorId,
      writer: ctx,
    };
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
      await tx.db.deleteFrom(entity.table).where('id', '=', id).execute();
    }
    const values = pickFields(entity, current);
    await audited(tx, ctx, entity, id, 'delete', values, [current], rowOrganization);
    await runHooks(ctx.hooks, 'after', { ...event, before: current, after });
    return after ?? current;
  });
}
