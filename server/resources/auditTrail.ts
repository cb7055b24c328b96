/** The audit trail: one row per write, in the declared read-only `admin/audit` table. */
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/entity';
import { audit } from '../../domain/entities';
import { auditActions } from '../../domain/entities/audit';
import { optionByCode } from '../../domain/enums/define';
import { searchText, type Row } from '../db/codec';
import type { Id, Store, WriteContext } from './store';

/**
 * One audit row per write, in the declared `admin/audit` table (read-only through the API). It
 * belongs to the writer's organization, so another organization never reads what was written
 * (a team's name, say); the product's own writes belong to none and every organization sees them.
 */
export async function recordAudit(
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

/** Values as the audit keeps them: never a password, not even hashed. */
export function auditable(entity: Entity, values: Row): Row {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => entity.fields[name]?.kind !== 'password'),
  );
}

export function changedValues(before: Row, after: Row): Row {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v))
      .map(([k, v]) => [k, { from: before[k], to: v }]),
  );
}
