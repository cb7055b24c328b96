/**
 * Generic persistence of declared entities: list, read, create, update (optimistic lock on
 * updated_at) and delete (refused while other rows reference the record). Every write is audited.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Entity } from '../../domain/entity';
import { audit, referencesTo } from '../../domain/entities';
import { auditActions } from '../../domain/entities/audit';
import { optionByCode } from '../../domain/enums/define';
import { errorMessages, interpolate } from '../../domain/messages';
import { hasErrors, validateRecord } from '../../domain/validate';
import type { DialectName, DynamicDb, DynamicSelect } from '../db/database';
import { decodeRow, encodeValues, normaliseSearch, searchText, type Row } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import type { ListQuery } from './listQuery';
import { checkReadOnly, checkReferences, checkUnique } from './integrity';

export interface Store {
  db: DynamicDb;
  dialect: DialectName;
}

export type Id = number | string;
export type { Row };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route id parameter as the entity's id type, or null when it cannot be one. */
export function parseId(entity: Entity, raw: unknown): Id | null {
  const text = String(raw);
  if (entity.idKind === 'uuid') return UUID.test(text) ? text.toLowerCase() : null;
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
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
    if (c.op === 'contains') {
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

export async function listRecords(store: Store, entity: Entity, query: ListQuery) {
  const base = applyFilters(store.db.selectFrom(entity.table), entity, query, store.dialect);
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
  return { records: rows.map((r) => decodeRow(entity, r)), total: Number(count.total) };
}

export async function getRecord(store: Store, entity: Entity, id: Id): Promise<Row | undefined> {
  const row = await store.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? decodeRow(entity, row) : undefined;
}

/** One audit row per write, in the declared `admin/audit` table (read-only through the API). */
async function recordAudit(
  store: Store,
  userId: number | null,
  entity: Entity,
  recordId: Id,
  action: 'create' | 'update' | 'delete',
  changes: Row,
) {
  const values = {
    user_id: userId,
    resource: entity.name,
    record_id: String(recordId),
    action: optionByCode(auditActions, action).id,
    changes: JSON.stringify(changes),
  };
  const now = new Date().toISOString();
  await store.db
    .insertInto(audit.table)
    .values({ ...values, search_text: searchText(audit, values), created_at: now, updated_at: now })
    .execute();
}

async function validateForWrite(store: Store, entity: Entity, candidate: Row, id: Id | null) {
  const { values, errors } = validateRecord(entity, candidate);
  if (!hasErrors(errors)) {
    Object.assign(
      errors,
      await checkUnique(store, entity, values, id),
      await checkReferences(store, entity, values),
    );
  }
  if (hasErrors(errors)) throw unprocessable(errors);
  return values;
}

export async function createRecord(store: Store, entity: Entity, body: Row, userId: number | null) {
  const { id: _ignored, created_at: _c, updated_at: _u, ...input } = body;
  const values = await validateForWrite(store, entity, input, null);
  const now = new Date().toISOString();
  const row: Row = {
    ...encodeValues(entity, values, store.dialect),
    search_text: searchText(entity, values),
    created_at: now,
    updated_at: now,
  };
  if (entity.idKind === 'uuid') row.id = randomUUID();
  const inserted = await store.db
    .insertInto(entity.table)
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  const record = decodeRow(entity, inserted);
  await recordAudit(store, userId, entity, record.id as Id, 'create', values);
  return record;
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
  userId: number | null,
) {
  const current = await getRecord(store, entity, id);
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
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
  const values = await validateForWrite(store, entity, candidate, id);
  const updatedAt = nextTimestamp(String(token));
  const result = await store.db
    .updateTable(entity.table)
    .set({
      ...encodeValues(entity, values, store.dialect),
      search_text: searchText(entity, values),
      updated_at: updatedAt,
    })
    .where('id', '=', id)
    .where('updated_at', '=', token as string)
    .returningAll()
    .executeTakeFirst();
  // Zero rows: somebody saved between our read and our write.
  if (!result) throw new HttpProblem(409, errorMessages.stale);
  const record = decodeRow(entity, result);
  await recordAudit(store, userId, entity, id, 'update', changedValues(current, record));
  return record;
}

function pickFields(entity: Entity, record: Row): Row {
  return Object.fromEntries(Object.keys(entity.fields).map((name) => [name, record[name]]));
}

export async function deleteRecord(store: Store, entity: Entity, id: Id, userId: number | null) {
  const current = await getRecord(store, entity, id);
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  const users: string[] = [];
  for (const { entity: other, field } of referencesTo(entity)) {
    const found = await store.db
      .selectFrom(other.table)
      .select('id')
      .where(field, '=', id)
      .limit(1)
      .executeTakeFirst();
    if (found) users.push(other.label.many.toLowerCase());
  }
  if (users.length)
    throw new HttpProblem(409, interpolate(errorMessages.inUse, { where: users.join(', ') }));
  await store.db.deleteFrom(entity.table).where('id', '=', id).execute();
  await recordAudit(store, userId, entity, id, 'delete', pickFields(entity, current));
  return current;
}
