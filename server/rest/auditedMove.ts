/**
 * A record moved by the product or by another record's command (an opportunity emitted with its
 * request, a quota annulled with its policy): written at the version just read, then audited
 * as that command under `label`, in the caller's transaction. Null when another write came
 * between; the caller decides whether that is a 409 or a retry.
 */
import type { Entity } from '../../domain/engine/entity';
import { auditCommand } from './auditTrail';
import { organizationOfRow, type Id, type Row, type Store, type WriteContext } from './store';
import { updateAtVersion } from './writeRules';

export async function auditedMove(
  tx: Store,
  ctx: WriteContext,
  entity: Entity,
  before: Row,
  changes: Row,
  label: string,
): Promise<Row | null> {
  const id = before.id as Id;
  const after = await updateAtVersion(tx, entity, id, before, changes);
  if (!after) return null;
  const organization = await organizationOfRow(tx, entity, id);
  await auditCommand(tx, ctx, entity, label, [before, after], changes, organization);
  return after;
}
