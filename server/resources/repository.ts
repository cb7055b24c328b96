/**
 * Generic persistence of declared entities: list, read, create, update (optimistic lock on
 * updated_at) and delete (refused while other rows reference the record). Every write is audited.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ORGANIZATION_COLUMN, isLocked, joinTable, type Entity } from '../../domain/entity';
import { audit, referencesTo } from '../../domain/entities';
import { auditActions } from '../../domain/entities/audit';
import { optionByCode } from '../../domain/enums/define';
import { errorMessages, interpolate } from '../../domain/messages';
import {
  MAX_INTEGER_ID,
  hasErrors,
  validateRecord,
  type ValidationMode,
} from '../../domain/validate';
import { hashPassword } from '../auth/passwords';
import type { DialectName, DynamicDb, DynamicSelect } from '../db/database';
import { decodeRow, encodeValues, normaliseSearch, searchText, type Row } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import type { ListQuery } from './listQuery';
import { checkReadOnly, checkReferences, checkSystemFields, checkUnique } from './integrity';
import { runHooks, type HookTable } from './hooks';
import { loadReferenceLists, saveReferenceLists } from './referenceLists';

export interface Store {
  db: DynamicDb;
  dialect: DialectName;
}

export type Id = number | string;
export type { Row };

/**
 * Who is looking: the user (for entities `ownedBy` a user) and the organization (spec 6: the
 * user's first one, for entities with `scope: 'organization'`). Null: the product itself,
 * which sees every row.
 */
export interface Viewer {
  userId: number | null;
  organizationId: number | null;
}

/** Who writes (null: the product itself), in which organization, and the entity's side effects. */
export interface WriteContext {
  actorId: number | null;
  organizationId?: number | null;
  hooks?: HookTable;
}

const viewerOf = (ctx: WriteContext): Viewer => ({
  userId: ctx.actorId,
  organizationId: ctx.organizationId ?? null,
});

/** Restricts a query on `entity` to the rows the viewer may see. */
export function visibleTo<Q extends DynamicSelect>(
  query: Q,
  entity: Entity,
  viewer: Viewer | null | undefined,
): Q {
  let out = query;
  if (entity.scope && viewer?.organizationId != null) {
    const organization = viewer.organizationId;
    // Rows of no organization are the product's own, shared by all (e.g. its audit rows).
    out = out.where((eb) =>
      eb.or([eb(ORGANIZATION_COLUMN, '=', organization), eb(ORGANIZATION_COLUMN, 'is', null)]),
    ) as Q;
  }
  if (entity.ownedBy && viewer?.userId != null)
    out = out.where(entity.ownedBy, '=', viewer.userId) as Q;
  return out;
}

/** Runs `work` in one transaction, handing it a store bound to that transaction. */
function inTransaction<T>(store: Store, work: (tx: Store) => Promise<T>): Promise<T> {
  return store.db.transaction().execute((trx) => work({ db: trx, dialect: store.dialect }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route id parameter as the entity's id type, or null when it cannot be one. */
export function parseId(entity: Entity, raw: unknown): Id | null {
  const text = String(raw);
  if (entity.idKind === 'uuid') return UUID.test(text) ? text.toLowerCase() : null;
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INTEGER_ID ? id : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilters(qb: DynamicSelect, entity: Entity, query: ListQuery, dialect: DialectName) {
  let out = qb;
  if (query.ids) {
    const ids = query.ids.map((id) => parseId(entity, id)).filter((id) => id !== null);
    out = out.where('id', 'in', ids.length ? ids : [entity.idKind === 'uuid' ? '' : -1]);
  }
  if (query.q) {
    out = out.where(
      sql<boolean>`search_text like ${`%${escapeLike(normaliseSearch(query.q))}%`} escape '\\'`,
    );
  }
  for (const c of query.conditions) {
    const encode = (v: unknown) => encodeValues(entity, { [c.field]: v }, dialect)[c.field];
    if (c.op === 'has') {
      out = out.where(membership(entity, c.field, c.value as unknown[]));
    } else if (c.op === 'contains') {
      out = out.where(
        sql<boolean>`lower(${sql.ref(c.field)}) like ${`%${escapeLike(String(c.value).toLowerCase())}%`} escape '\\'`,
      );
    } else if (c.op === 'in') {
      out = out.where(c.field, 'in', (c.value as unknown[]).map(encode));
    } else {
      out = out.where(c.field, c.op, encode(c.value));
    }
  }
  return out;
}

/** Records whose list field holds any of `values`. */
function membership(entity: Entity, name: string, values: unknown[]) {
  const field = entity.fields[name];
  if (field.kind === 'referenceList') {
    return sql<boolean>`id in (select owner_id from ${sql.table(joinTable(entity, name))} where target_id in (${sql.join(values)}))`;
  }
  // A JSON array `[a,b]` read as `,a,b,`: each value is looked for between commas.
  const wrapped = sql`(',' || substr(${sql.ref(name)}, 2, length(${sql.ref(name)}) - 2) || ',')`;
  return sql<boolean>`(${sql.join(
    values.map((v) => sql`${wrapped} like ${`%,${escapeLike(JSON.stringify(v))},%`} escape '\\'`),
    sql` or `,
  )})`;
}

export async function listRecords(
  store: Store,
  entity: Entity,
  query: ListQuery,
  viewer: Viewer | null = null,
) {
  const base = applyFilters(
    visibleTo(store.db.selectFrom(entity.table), entity, viewer),
    entity,
    query,
    store.dialect,
  );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(query.sort.field, query.sort.order)
      .orderBy('id', 'asc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const records = await loadReferenceLists(
    store,
    entity,
    rows.map((r) => decodeRow(entity, r)),
  );
  return { records, total: Number(count.total) };
}

export async function getRecord(
  store: Store,
  entity: Entity,
  id: Id,
  viewer: Viewer | null = null,
): Promise<Row | undefined> {
  const row = await visibleTo(
    store.db.selectFrom(entity.table).selectAll().where('id', '=', id),
    entity,
    viewer,
  ).executeTakeFirst();
  if (!row) return undefined;
  const [record] = await loadReferenceLists(store, entity, [decodeRow(entity, row)]);
  return record;
}

/**
 * One audit row per write, in the declared `admin/audit` table (read-only through the API). It
 * belongs to the writer's organization, so another organization never reads what was written
 * (a team's name, say); the product's own writes belong to none and every organization sees them.
 */
async function recordAudit(
  store: Store,
  ctx: WriteContext,
  entity: Entity,
  recordId: Id,
  action: 'create' | 'update' | 'delete',
  changes: Row,
) {
  const values = {
    user_id: ctx.actorId,
    resource: entity.name,
    record_id: String(recordId),
    action: optionByCode(auditActions, action).id,
    changes: JSON.stringify(changes),
  };
  const now = new Date().toISOString();
  await store.db
    .insertInto(audit.table)
    .values({
      ...values,
      [ORGANIZATION_COLUMN]: ctx.organizationId ?? null,
      search_text: searchText(audit, values),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function validateForWrite(
  store: Store,
  entity: Entity,
  candidate: Row,
  id: Id | null,
  organizationId: number | null | undefined,
) {
  const mode: ValidationMode = id === null ? 'create' : 'update';
  const { values, errors } = validateRecord(entity, candidate, mode);
  if (!hasErrors(errors)) {
    Object.assign(
      errors,
      await checkUnique(store, entity, values, id, organizationId ?? null),
      await checkReferences(store, entity, values),
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
  const systemErrors = checkSystemFields(entity, input);
  if (hasErrors(systemErrors)) throw unprocessable(systemErrors);
  const values = await validateForWrite(store, entity, input, null, ctx.organizationId);
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
    const event = { store: tx, entity, action: 'create' as const, actorId: ctx.actorId };
    await runHooks(ctx.hooks, 'before', { ...event, before: null, after: values });
    const inserted = await tx.db
      .insertInto(entity.table)
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveReferenceLists(tx, entity, inserted.id as Id, values);
    const record = { ...decodeRow(entity, inserted), ...listValues(entity, values) };
    await recordAudit(tx, ctx, entity, record.id as Id, 'create', auditable(entity, values));
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

/** Values as the audit keeps them: never a password, not even hashed. */
function auditable(entity: Entity, values: Row): Row {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => entity.fields[name]?.kind !== 'password'),
  );
}

/** A strictly later timestamp, so two quick saves never share the same lock token. */
function nextTimestamp(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

function changedValues(before: Row, after: Row): Row {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v))
      .map(([k, v]) => [k, { from: before[k], to: v }]),
  );
}

export async function updateRecord(
  store: Store,
  entity: Entity,
  id: Id,
  body: Row,
  ctx: WriteContext,
) {
  const current = await getRecord(store, entity, id, viewerOf(ctx));
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  refuseLocked(entity, current);
  if (body.id !== undefined && String(body.id) !== String(id)) {
    throw unprocessable({ id: ['El identificador no coincide con el registro.'] });
  }
  if (typeof body.updated_at !== 'string') {
    throw unprocessable({
      updated_at: ['Falta la fecha de última modificación del registro que editó.'],
    });
  }
  if (body.updated_at !== current.updated_at) throw new HttpProblem(409, errorMessages.stale);
  const { id: _i, created_at: _c, updated_at: token, ...changes } = body;
  const readOnlyErrors = checkReadOnly(entity, current, changes);
  if (hasErrors(readOnlyErrors)) throw unprocessable(readOnlyErrors);
  const candidate: Row = { ...pickFields(entity, current), ...changes };
  const values = await validateForWrite(store, entity, candidate, id, ctx.organizationId);
  return inTransaction(store, async (tx) => {
    const event = { store: tx, entity, action: 'update' as const, actorId: ctx.actorId };
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
    await recordAudit(tx, ctx, entity, id, 'update', changedValues(current, record));
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
  const current = await getRecord(store, entity, id, viewerOf(ctx));
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  refuseLocked(entity, current);
  const soft = entity.softDelete;
  if (!soft) await refuseInUse(store, entity, id);
  return inTransaction(store, async (tx) => {
    const event = { store: tx, entity, action: 'delete' as const, actorId: ctx.actorId };
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
    await recordAudit(tx, ctx, entity, id, 'delete', pickFields(entity, current));
    await runHooks(ctx.hooks, 'after', { ...event, before: current, after });
    return after ?? current;
  });
}
