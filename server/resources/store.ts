/**
 * The database handle every repository function takes, who is looking, and which rows they may
 * see: one place for the scoping rules (organization-scoped and user-owned entities).
 */
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/entity';
import type { DialectName, DynamicDb, DynamicSelect } from '../db/database';
import type { Row } from '../db/codec';
import { MAX_INTEGER_ID } from '../../domain/validate';
import type { HookTable } from './hooks';

export interface Store {
  db: DynamicDb;
  dialect: DialectName;
}

export type Id = number | string;
export type { Row };

/** Who writes (null: the product itself), in which organization, and the entity's side effects. */
export interface WriteContext {
  actorId: number | null;
  organizationId?: number | null;
  hooks?: HookTable;
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

/**
 * Who is looking: the user (for entities `ownedBy` a user) and the organization (spec 6: the
 * user's first one, for entities with `scope: 'organization'`). Null: the product itself,
 * which sees every row.
 */
export interface Viewer {
  userId: number | null;
  organizationId: number | null;
}

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
export function inTransaction<T>(store: Store, work: (tx: Store) => Promise<T>): Promise<T> {
  return store.db.transaction().execute((trx) => work({ db: trx, dialect: store.dialect }));
}
