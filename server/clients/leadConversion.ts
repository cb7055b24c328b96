/**
 * A lead becomes a client (the `convert` command of domain/entities/leads.ts), inside the
 * command's transaction: the client already linked, or the organization's client with the
 * lead's CUIT, is kept (never a second client for one CUIT); otherwise a client is created from
 * the lead through the generic create (validated, assigned, audited), with the lead's origin,
 * campaign, referral and executive. A client with that CUIT that the user may not open is a
 * 422 that names no one, as the duplicate warning does.
 */
import { account, lead } from '../../domain/entities';
import { clientOfLead } from '../../domain/entities/leads';
import { ORGANIZATION_COLUMN } from '../../domain/entity';
import { isBlank } from '../../domain/display';
import { duplicateMessage } from '../../domain/duplicates';
import { unprocessable } from '../http/problems';
import { createRecord } from '../resources/repository';
import { handlerKey, type CommandHandlers } from '../resources/commands';
import {
  visibleTo,
  writerAsViewer,
  type Row,
  type Store,
  type WriteContext,
} from '../resources/store';

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

async function convert(tx: Store, record: Row, ctx: WriteContext): Promise<Row> {
  if (!isBlank(record.account_id)) return {};
  if (!isBlank(record.cuit)) {
    const existing = await clientWithCuit(tx, String(record.cuit), ctx);
    if (existing?.visible) return { account_id: existing.id };
    if (existing) throw unprocessable({ cuit: [duplicateMessage(account, { field: 'cuit' })] });
  }
  // The client cites what the lead cites, even a campaign that has ended since.
  const values = clientOfLead(record);
  const client = await createRecord(tx, account, values, ctx, values);
  return { account_id: client.id };
}

export const leadCommandHandlers: CommandHandlers = {
  [handlerKey(lead, 'convert')]: convert,
};
