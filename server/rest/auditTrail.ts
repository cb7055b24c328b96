/**
 * The audit trail: one row per write, in the declared read-only `admin/audit` table. Each row
 * belongs to the organization of the record it concerns, so only members of that organization
 * read it: a person's first organization (users), the row's organization (scoped records, such
 * as an e-mail to its recipient's), the writer's for shared catalogues and global rows, plus the
 * writer's for a person of other organizations (onboarding one), plus the
 * organizations of the people a change reaches (a role's holders, directly or through a cargo).
 * Secret values never reach it (secrets.ts).
 */
import { joinTable, ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { audit } from '../../domain/entities/audit';
import { referencesTo } from '../../domain/entities';
import { user } from '../../domain/entities/auth';
import { auditActions } from '../../domain/entities/audit';
import { optionByCode } from '../../domain/engine/defineEnum';
import { organizationsOf } from '../../domain/entities/auth';
import { PRODUCT_ORGANIZATION } from '../../domain/tenancy';
import type { DynamicSelect } from '../db/database';
import { searchColumns, type Row } from '../db/codec';
import { insertRows } from '../db/compiledInserts';
import { redactForAudit } from './secrets';
import type { Id, Store, WriteContext } from './store';

export type AuditAction = 'create' | 'update' | 'delete' | 'transition' | 'merge' | 'unmerge';

/** What one audit row says: which record, what happened, and the changes as written. */
export interface AuditEntry {
  entity: Entity;
  recordId: Id;
  action: AuditAction;
  changes: Row;
  /** The organizations it belongs to (`auditOrganizations`); at least one. */
  organizations: number[];
}

/** Writes the entry once per organization it belongs to, secrets redacted. */
export const recordAudit = (store: Store, ctx: Pick<WriteContext, 'actorId'>, entry: AuditEntry) =>
  recordAudits(store, ctx, [entry]);

/** Audit rows per insert: 9 columns each, well under either database's parameter limit. */
const AUDIT_ROWS_PER_STATEMENT = 500;

/** Writes several entries in few statements (a batch the product writes at once). */
export async function recordAudits(
  store: Store,
  ctx: Pick<WriteContext, 'actorId'>,
  entries: readonly AuditEntry[],
) {
  const now = new Date().toISOString();
  const rows = entries.flatMap((entry) => {
    const values = {
      user_id: ctx.actorId,
      resource: entry.entity.name,
      record_id: String(entry.recordId),
      action: optionByCode(auditActions, entry.action).id,
      changes: JSON.stringify(redactForAudit(entry.entity, entry.changes)),
    };
    const organizations = entry.organizations.length ? entry.organizations : [PRODUCT_ORGANIZATION];
    return [...new Set(organizations)].map((organization) => ({
      ...values,
      [ORGANIZATION_COLUMN]: organization,
      ...searchColumns(audit, values),
      created_at: now,
      updated_at: now,
    }));
  });
  // A statement holds at most a few thousand parameters (SQLite's limit is 32,766): a rebuild
  // of a large call queue audits thousands of rows.
  for (let start = 0; start < rows.length; start += AUDIT_ROWS_PER_STATEMENT)
    await insertRows(
      store.db,
      store.dialect,
      audit.table,
      rows.slice(start, start + AUDIT_ROWS_PER_STATEMENT),
      { returning: false },
    );
}

const firstOrganization = (value: unknown): number | null =>
  Array.isArray(value) && value.length ? Number(value[0]) : null;

/**
 * Subqueries selecting the people (users) whose records point at `ids`
 * of `entity`, directly or through one record in between (a user's cargo's role).
 */
function peopleReaching(store: Store, entity: Entity, ids: Id[] | DynamicSelect, depth = 2) {
  const found: DynamicSelect[] = [];
  for (const ref of referencesTo(entity)) {
    const people = ref.entity === user;
    const onTheWay = depth > 1 && referencesTo(ref.entity).some((r) => r.entity === user);
    if (!people && !onTheWay) continue;
    const owners = ref.many
      ? store.db
          .selectFrom(joinTable(ref.entity, ref.field))
          .select('owner_id')
          .where('target_id', 'in', ids)
      : store.db.selectFrom(ref.entity.table).select('id').where(ref.field, 'in', ids);
    found.push(...(people ? [owners] : peopleReaching(store, ref.entity, owners, depth - 1)));
  }
  return found;
}

/** The first organizations of the people a change to this record reaches. */
async function reachedOrganizations(store: Store, entity: Entity, id: Id): Promise<number[]> {
  const paths = peopleReaching(store, entity, [id]);
  if (!paths.length) return [];
  const people = user;
  const rows = await store.db
    .selectFrom(people.table)
    .select(people.membersOf!)
    .distinct()
    .where((eb) => eb.or(paths.map((path) => eb('id', 'in', path))))
    .execute();
  return rows
    .map((row) => firstOrganization(safeList(row[people.membersOf!])))
    .filter((o): o is number => o !== null);
}

function safeList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * The organizations an audit row about this record belongs to (see the file's comment).
 * `records` are the record before and after the write; `rowOrganization` is a scoped row's
 * organization column (null: a global row).
 */
export async function auditOrganizations(
  store: Store,
  ctx: WriteContext,
  entity: Entity,
  id: Id,
  records: (Row | null)[],
  rowOrganization?: number | null,
): Promise<number[]> {
  const found = new Set<number>();
  const writers = ctx.organizationId ?? PRODUCT_ORGANIZATION;
  if (entity.membersOf) {
    // Every organization the person belongs to, before or after: each reads what was done to
    // one of its people (a product administrator onboarding or changing one).
    for (const record of records)
      for (const organization of safeList(record?.[entity.membersOf]).map(Number))
        if (Number.isSafeInteger(organization)) found.add(organization);
    // A person of organizations not the writer's (a product administrator onboarding another
    // organization's first administrator): the writer's organization reads it too.
    const members = records.flatMap((record) => safeList(record?.[entity.membersOf!]).map(Number));
    if (ctx.actorId !== null && ctx.organizationId != null && !members.includes(ctx.organizationId))
      found.add(ctx.organizationId);
  } else if (entity.scope && rowOrganization != null) {
    found.add(rowOrganization);
  } else {
    found.add(writers);
  }
  if (!entity.membersOf)
    for (const organization of await reachedOrganizations(store, entity, id))
      found.add(organization);
  if (!found.size) found.add(writers);
  return [...found];
}

/**
 * The one audit writer: every write, generic (creating.ts, updating.ts, deleting.ts) or
 * hand-written (a password set, a notification sent, a registration), calls it with its
 * transaction's store so the audit row commits or rolls back with the write. The row belongs
 * where `auditOrganizations` decides; `records` are the record before and after, and
 * `rowOrganization` a scoped row's organization column (null: a global row).
 */
export async function auditWrite(
  store: Store,
  ctx: WriteContext,
  entity: Entity,
  recordId: Id,
  action: AuditAction,
  changes: Row,
  records: (Row | null)[] = [],
  rowOrganization?: number | null,
) {
  const organizations = await auditOrganizations(
    store,
    ctx,
    entity,
    recordId,
    records,
    rowOrganization,
  );
  await recordAudit(store, ctx, { entity, recordId, action, changes, organizations });
}

/** One write for `auditWrites`: what `auditWrite` is given. */
export interface AuditedWrite {
  entity: Entity;
  recordId: Id;
  action: AuditAction;
  changes: Row;
  records?: (Row | null)[];
  rowOrganization?: number | null;
}

/**
 * `auditWrite` for several writes made together (creating.ts `createRecords`): one row per
 * write (per organization it belongs to) as each would have, in the order given, inserted in
 * one statement.
 */
export async function auditWrites(
  store: Store,
  ctx: WriteContext,
  writes: readonly AuditedWrite[],
) {
  const entries: AuditEntry[] = [];
  for (const write of writes) {
    const { entity, recordId, records = [], rowOrganization } = write;
    const organizations = await auditOrganizations(
      store,
      ctx,
      entity,
      recordId,
      records,
      rowOrganization,
    );
    entries.push({ entity, recordId, action: write.action, changes: write.changes, organizations });
  }
  await recordAudits(store, ctx, entries);
}

/** A command's audit row: its Spanish name and each value it wrote, from and to. */
export function auditCommand(
  store: Store,
  ctx: WriteContext,
  entity: Entity,
  label: string,
  [current, record]: [Row, Row],
  changes: Row,
  rowOrganization?: number | null,
) {
  const audited: Row = { command: label };
  for (const [name, value] of Object.entries(changes))
    audited[name] = { from: current[name] ?? null, to: value };
  const id = current.id as Id;
  return auditWrite(
    store,
    ctx,
    entity,
    id,
    'transition',
    audited,
    [current, record],
    rowOrganization,
  );
}

export function changedValues(before: Row, after: Row): Row {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v))
      .map(([k, v]) => [k, { from: before[k], to: v }]),
  );
}

/**
 * A self-registration (auth/register): the new user created their own account, audited as its
 * own writer in its organization. `values` are what was stored (a password never reaches here).
 */
export async function auditRegistration(store: Store, userId: number, values: Row) {
  const people = user;
  const record = { organizations: organizationsOf([]), ...values };
  await auditWrite(store, { actorId: userId }, people, userId, 'create', record, [record]);
}
