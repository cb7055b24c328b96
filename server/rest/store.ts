/**
 * The database handle every repository function takes, who is looking, and which rows they may
 * see: one place for the scoping rules (organization-scoped and user-owned entities).
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { AccessLists } from '../../domain/engine/access';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import {
  quoteIdentifier as quote,
  type DialectName,
  type DynamicDb,
  type DynamicSelect,
} from '../db/database';
import type { Row } from '../db/codec';
import { MAX_INTEGER_ID } from '../../domain/engine/validate';
import {
  crossesOptional,
  governingBefore,
  limitingScope,
  type ScopeBranch,
} from '../../domain/engine/recordScope';
import type { HookTable } from './hooks';
import { assignedWithinTeams } from './teamScope';
import { citedOwners } from './assignmentHops';

export interface Store {
  db: DynamicDb;
  dialect: DialectName;
  /** Inside a transaction: queues work for after it commits (store.ts `whenCommitted`). */
  afterCommit?: (work: () => unknown) => void;
  /**
   * A batch of creates (creating.ts `createRecords`): the reference checks its rows share (a
   * policy's quotas all citing the policy), each asked of the database once for the batch.
   */
  lookedUp?: Map<string, Promise<unknown>>;
}

export type Id = number | string;
export type { Row };

/**
 * Who writes (actorId null: the product itself), in which organization (the working one, the
 * first of theirs), every organization they belong to and their access (null for the product:
 * it sees and may change every row), and the entity's side effects.
 */
export interface WriteContext {
  actorId: number | null;
  organizationId?: number | null;
  organizations?: number[];
  access?: AccessLists;
  hooks?: HookTable;
  /**
   * The write fills a record without working it (a merge's kept record): whoever holds it, or
   * its place in the pool of requests, stays as it is, with no «Tomar» first.
   */
  keepsHolder?: boolean;
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
 * Who is looking: the user (for entities `ownedBy` a user), their working organization (spec 6:
 * the first of theirs) and all of their organizations, and their access (which decides
 * `assignedTo` scope: without it a viewer sees only their own records). A null viewer is the
 * product itself, which sees every row.
 */
export interface Viewer {
  userId: number | null;
  organizationId: number | null;
  organizations: number[];
  access?: AccessLists;
  /** See WriteContext.keepsHolder. */
  keepsHolder?: boolean;
}

/**
 * The viewer a write acts as; the product (no actor) sees every row. A user's write without
 * their organizations is a programming error: refused rather than let it see every row.
 */
export function writerAsViewer(ctx: WriteContext): Viewer | null {
  if (!ctx.organizations) {
    if (ctx.actorId !== null) throw new Error('A user’s write needs their organizations');
    return null;
  }
  return {
    userId: ctx.actorId,
    organizationId: ctx.organizationId ?? null,
    organizations: ctx.organizations,
    access: ctx.access,
    ...(ctx.keepsHolder ? { keepsHolder: true } : {}),
  };
}

/** Rows whose organization column is one of `organizations` (or global, for shared rows). */
function inOrganizations(entity: Entity, organizations: number[]) {
  return (eb: ExpressionBuilder<never, never>) => {
    const column = eb.ref(ORGANIZATION_COLUMN as never);
    const own = organizations.length
      ? eb(column, 'in', organizations as never)
      : sql<boolean>`1 = 0`;
    return entity.sharedRows ? eb.or([own, eb(column, 'is', null as never)]) : own;
  };
}

/**
 * People whose list of organizations (a JSON array such as `[2,1]`) holds none outside
 * `organizations`: tested against the declared catalogue of organizations, the same comma
 * matching on both dialects as the list filters.
 */
function onlyMembersOf(entity: Entity, organizations: number[]) {
  const name = entity.membersOf!;
  const field = entity.fields[name];
  const others = (field.kind === 'choiceList' ? field.choices : [])
    .map((c) => c.id)
    .filter((id) => !organizations.includes(Number(id)));
  if (!others.length) return sql<boolean>`1 = 1`;
  // A row written before the column existed holds NULL: no organizations beyond the scope's.
  const list = sql`coalesce(${sql.ref(name)}, '[]')`;
  const wrapped = sql`(',' || substr(${list}, 2, length(${list}) - 2) || ',')`;
  return sql<boolean>`not (${sql.join(
    others.map((id) => sql`${wrapped} like ${`%,${JSON.stringify(id)},%`}`),
    sql` or `,
  )})`;
}

/**
 * Rows assigned to `userId` or a teammate of theirs (teamScope.ts), directly or through the
 * record they hang from (recordScope.ts); with several, the first one a row cites decides. The
 * id comes from the session, never from a request; it is checked to be an integer before it
 * becomes part of the text.
 */
function assignedTo(entity: Entity, branches: readonly ScopeBranch[], userId: number) {
  if (!Number.isSafeInteger(userId)) throw new Error(`Not a user id: ${userId}`);
  const conditions = branches.map(({ assignment, limited, unassigned }, n) => {
    const mine = (column: string) =>
      sql.raw(assignedWithinTeams(column, () => String(userId), unassigned));
    if (!assignment.via) return mine(quote(assignment.field));
    // The first reference holding a record governs (recordScope.ts `limitingScope`).
    const earlier = governingBefore(
      branches.map((b) => b.assignment),
      n,
    ).map((via) => sql`${sql.ref(via)} is null`);
    const owner = quote(assignment.owner.table);
    const owned = limited
      ? assignedWithinTeams(`${owner}.${quote(assignment.field)}`, () => String(userId), unassigned)
      : `${owner}.id is not null`;
    const cites =
      limited || crossesOptional(assignment)
        ? sql<boolean>`${sql.ref(assignment.via)} in (${sql.raw(citedOwners(assignment, owned, `${quote(entity.table)}.${quote(assignment.via)}`))})`
        : sql<boolean>`${sql.ref(assignment.via)} is not null`;
    return sql<boolean>`(${sql.join([...earlier, cites], sql` and `)})`;
  });
  return conditions.length === 1
    ? conditions[0]
    : sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

/** Restricts a query on `entity` to the rows the viewer may see. */
export function visibleTo<Q extends DynamicSelect>(
  query: Q,
  entity: Entity,
  viewer: Viewer | null | undefined,
  /** `false`: the organization's rows whoever they are assigned to (duplicate checks). */
  { assignment = true }: { assignment?: boolean } = {},
): Q {
  if (!viewer) return query;
  let out = query;
  if (entity.scope === 'organization') {
    const working = viewer.organizationId == null ? [] : [viewer.organizationId];
    out = out.where(inOrganizations(entity, working) as never) as Q;
  } else if (entity.scope === 'organizations') {
    out = out.where(inOrganizations(entity, viewer.organizations) as never) as Q;
  }
  if (entity.membersOf) out = out.where(onlyMembersOf(entity, viewer.organizations)) as Q;
  if (entity.ownedBy && viewer.userId != null)
    out = out.where(entity.ownedBy, '=', viewer.userId) as Q;
  for (const [field, values] of Object.entries(entity.rowsSeenBy?.(viewer.access) ?? {}))
    out = (values.length ? out.where(field, 'in', values) : out.where(sql<boolean>`1 = 0`)) as Q;
  const limit = assignment ? limitingScope(entity, viewer.access) : null;
  if (limit) out = out.where(assignedTo(entity, limit, viewer.userId ?? -1) as never) as Q;
  return out;
}

/** The organization column of a stored row of a scoped entity (undefined: no such row). */
export async function organizationOfRow(
  store: Store,
  entity: Entity,
  id: Id,
): Promise<number | null | undefined> {
  if (!entity.scope) return null;
  const row = await store.db
    .selectFrom(entity.table)
    .select(ORGANIZATION_COLUMN)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const value = row[ORGANIZATION_COLUMN];
  return value === null || value === undefined ? null : Number(value);
}

/**
 * Runs `work` in one transaction, handing it a store bound to that transaction; what it queued
 * with `whenCommitted` runs once the transaction has committed (never if it rolls back). Inside
 * a transaction already (a command creating a client as it converts a lead) `work` joins it,
 * so the whole command commits or rolls back as one.
 */
export async function inTransaction<T>(store: Store, work: (tx: Store) => Promise<T>): Promise<T> {
  if (store.db.isTransaction) return work(store);
  const committed: (() => unknown)[] = [];
  const afterCommit = (then: () => unknown) => void committed.push(then);
  const result = await store.db
    .transaction()
    .execute((trx) => work({ db: trx, dialect: store.dialect, afterCommit }));
  for (const then of committed) await then();
  return result;
}

/**
 * Runs `work` once the store's writes are visible to everyone: at once outside a transaction,
 * after the commit inside one. A session evicted before the commit could be read again, in its
 * old state, by a request arriving in between, and cached until its token expires.
 */
export async function whenCommitted(store: Store, work: () => unknown) {
  if (store.afterCommit) store.afterCommit(work);
  else await work();
}
