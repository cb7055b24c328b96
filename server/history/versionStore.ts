/**
 * The versions of records with history (entity option `history`, domain/engine/history.ts), one
 * table for every such entity (`record_versions`, migration 2026_11_30_0011_record_versions):
 * written by whoever changes the record, inside the change's transaction, and read "as of" a
 * date with one indexed query (entity, record_id, effective_from, version).
 */
import type { Entity } from '../../domain/engine/entity';
import {
  historyParts,
  versionRow,
  type VersionSnapshot,
  type VersionSummary,
} from '../../domain/engine/history';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { decodeRow } from '../db/codec';
import type { Id, Row, Store } from '../rest/store';

export const VERSIONS_TABLE = 'record_versions';

export interface VersionInput {
  /** The entity's name (its route): 'contract'. */
  entity: string;
  id: string;
  /** The day the version takes effect, `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** Why, in Spanish: «Emisión», «Anulación: Falta de pago», «Endoso 3: Cambio de costo». */
  cause: string;
  /** The endorsement (movement) that made it, when one did. */
  movementId?: string | null;
  actorId: number | null;
}

/** A stored version with its snapshot. */
export interface StoredVersion extends Omit<VersionSummary, 'valid_to'> {
  snapshot: VersionSnapshot;
}

/** The entity of a name, refused unless it declares history (a programming error). */
export function historyEntity(name: string): Entity {
  const entity = entityByName(name);
  if (!entity.history) throw new Error(`${name} declares no history`);
  return entity;
}

/** The record and its parts' rows as `tx` holds them now; `pending`: changes not yet written. */
export async function readSnapshot(
  tx: Store,
  entity: Entity,
  id: Id,
  pending: Row = {},
): Promise<{ snapshot: VersionSnapshot; organizationId: number | null } | null> {
  const row = await tx.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const record = versionRow(entity, { ...decodeRow(entity, row), ...pending });
  const parts: Record<string, Row[]> = {};
  for (const part of historyParts(entity, entityByName)) {
    const order = part.entity.sort.field;
    const rows = await tx.db
      .selectFrom(part.entity.table)
      .selectAll()
      .where(part.field, '=', id)
      .orderBy(order)
      .orderBy('id')
      .execute();
    parts[part.entity.name] = rows.map((r) =>
      versionRow(part.entity, decodeRow(part.entity, r), part.field),
    );
  }
  const organization = entity.scope ? row[ORGANIZATION_COLUMN] : null;
  return {
    snapshot: { record, parts },
    organizationId: organization == null ? null : Number(organization),
  };
}

async function nextVersion(tx: Store, entity: string, id: string): Promise<number> {
  const row = await tx.db
    .selectFrom(VERSIONS_TABLE)
    .select((eb) => eb.fn.max('version').as('last'))
    .where('entity', '=', entity)
    .where('record_id', '=', id)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Keeps the record `input.id` of `input.entity` as its next version, effective on
 * `input.effectiveFrom`, reading it and its parts inside `tx` as they are after the change.
 * `pending` are changes the caller has decided but not yet written (a command's handler runs
 * before its status change is stored).
 */
export async function recordVersion(
  tx: Store,
  input: VersionInput,
  pending: Row = {},
): Promise<{ version: number }> {
  const entity = historyEntity(input.entity);
  const read = await readSnapshot(tx, entity, input.id, pending);
  if (!read) throw new Error(`${input.entity} ${input.id} does not exist`);
  const version = await nextVersion(tx, entity.name, input.id);
  await tx.db
    .insertInto(VERSIONS_TABLE)
    .values({
      entity: entity.name,
      record_id: input.id,
      organization_id: read.organizationId,
      version,
      effective_from: input.effectiveFrom,
      recorded_at: new Date().toISOString(),
      cause: input.cause,
      movement_id: input.movementId ?? null,
      actor_id: input.actorId,
      snapshot: JSON.stringify(read.snapshot),
    })
    .execute();
  return { version };
}

const SUMMARY = [
  'v.version',
  'v.effective_from',
  'v.recorded_at',
  'v.cause',
  'v.movement_id',
  'v.actor_id',
  'u.name as actor_name',
] as const;

function summaryOf(row: Row): Omit<VersionSummary, 'valid_to'> {
  return {
    version: Number(row.version),
    effective_from: String(row.effective_from),
    recorded_at: new Date(String(row.recorded_at)).toISOString(),
    cause: String(row.cause),
    movement_id: row.movement_id == null ? null : String(row.movement_id),
    actor_id: row.actor_id == null ? null : Number(row.actor_id),
    actor_name: row.actor_name == null ? null : String(row.actor_name),
  };
}

const stored = (row: Row): StoredVersion => ({
  ...summaryOf(row),
  snapshot: JSON.parse(String(row.snapshot)) as VersionSnapshot,
});

const versionsOf = (store: Store, entity: Entity, id: Id) =>
  store.db
    .selectFrom(`${VERSIONS_TABLE} as v`)
    .leftJoin('users as u', 'u.id', 'v.actor_id')
    .where('v.entity', '=', entity.name)
    .where('v.record_id', '=', String(id));

/** The record as of `date` (`YYYY-MM-DD`): the latest effective on or before it, or null. */
export async function asOf(
  store: Store,
  entity: Entity,
  id: Id,
  date: string,
): Promise<StoredVersion | null> {
  const row = await versionsOf(store, entity, id)
    .select([...SUMMARY, 'v.snapshot'])
    .where('v.effective_from', '<=', date)
    .orderBy('v.effective_from', 'desc')
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? stored(row) : null;
}

/** Every version of the record without snapshots, in the order they were recorded. */
export async function listVersions(store: Store, entity: Entity, id: Id) {
  const rows = await versionsOf(store, entity, id).select(SUMMARY).orderBy('v.version').execute();
  return rows.map(summaryOf);
}

/** Version `version` of the record with its snapshot, or null. */
export async function readVersion(store: Store, entity: Entity, id: Id, version: number) {
  const row = await versionsOf(store, entity, id)
    .select([...SUMMARY, 'v.snapshot'])
    .where('v.version', '=', version)
    .executeTakeFirst();
  return row ? stored(row) : null;
}
