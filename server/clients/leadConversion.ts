/**
 * A lead becomes a client (the `convert` command of domain/entities/leads.ts), inside the
 * command's transaction: the client already linked, or the organization's client with the
 * lead's CUIT, is kept (never a second client for one CUIT); otherwise a client is created from
 * the lead through the generic create (validated, assigned, audited), with the lead's origin,
 * campaign, referral and executive. A client with that CUIT that the user may not open is a
 * 422 that names no one, as the duplicate warning does. The lead's tasks and interactions
 * follow it.
 */
import { account } from '../../domain/entities/clients';
import { entityByName } from '../../domain/entities';
import { lead } from '../../domain/entities/leads';
import { clientOfLead, CONVERT_LEAD, followLeadIntoClient } from '../../domain/entities/leads';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { isBlank } from '../../domain/engine/display';
import { duplicateMessage } from '../../domain/engine/duplicates';
import { unprocessable } from '../http/problems';
import { createRecord } from '../rest/repository';
import { updateRecord } from '../rest/updating';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import {
  visibleTo,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';

/** The organization's client with this CUIT: visible to the user, or only known to exist. */
async function clientWithCuit(tx: Store, cuit: string, ctx: WriteContext) {
  const base = tx.db
    .selectFrom(account.table)
    .select('id')
    .where('cuit', '=', cuit)
    .where(ORGANIZATION_COLUMN, '=', ctx.organizationId ?? null);
  const seen = await visibleTo(base, account, writerAsViewer(ctx)).executeTakeFirst();
  if (seen) return { id: seen.id as string, visible: true };
  const hidden = await base.executeTakeFirst();
  return hidden ? { id: hidden.id as string, visible: false } : null;
}

/** The client the lead becomes: the one it cites, the one with its CUIT, or a new one. */
async function clientOf(tx: Store, record: Row, ctx: WriteContext): Promise<string> {
  if (!isBlank(record.account_id)) return String(record.account_id);
  if (!isBlank(record.cuit)) {
    const existing = await clientWithCuit(tx, String(record.cuit), ctx);
    if (existing?.visible) return existing.id;
    if (existing) throw unprocessable({ cuit: [duplicateMessage(account, { field: 'cuit' })] });
  }
  // The client cites what the lead cites, even a campaign that has ended since.
  const values = clientOfLead(record);
  return String((await createRecord(tx, account, values, ctx, values)).id);
}

/**
 * The lead's records that follow it (`followLeadIntoClient`: its tasks and interactions) take
 * the client, each by its own audited update; only those the user sees (a task is its
 * assignee's; an interaction shows to whoever sees the lead).
 */
async function carryOver(tx: Store, leadId: unknown, clientId: string, ctx: WriteContext) {
  for (const { entity, lead: link, client } of followLeadIntoClient) {
    const target = entityByName(entity);
    const rows = await visibleTo(tx.db.selectFrom(target.table), target, writerAsViewer(ctx))
      .select('id')
      .where(link, '=', leadId as string)
      .where(client, 'is', null)
      .execute();
    for (const row of rows)
      await updateRecord(tx, target, row.id as Id, { [client]: clientId }, ctx);
  }
}

async function convert(tx: Store, record: Row, ctx: WriteContext): Promise<Row> {
  const clientId = await clientOf(tx, record, ctx);
  await carryOver(tx, record.id, clientId, ctx);
  return isBlank(record.account_id) ? { account_id: clientId } : {};
}

export const leadCommandHandlers: CommandHandlers = {
  [handlerKey(lead, CONVERT_LEAD)]: convert,
};
