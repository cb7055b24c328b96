/**
 * «Asignar póliza y aplicar» on a news row kept for review (domain/entities/insurerNews.ts):
 * the policy named by its number (the insurer's spelling or ours) among the organization's
 * policies of the row's insurer, then the row applied as the import would have applied it
 * (applyNews.ts), in the command's transaction. What still refuses it is a 422 on the number
 * and the row stays for review; a news already applied under another row is a 409.
 */
import { interpolate } from '../../domain/engine/messages';
import { APPLY_NEWS, insurerNews } from '../../domain/entities/insurerNews';
import { policyNumberKeys } from '../../domain/insurerNews/policyNumbers';
import { newsTexts } from '../../domain/insurerNews/newsTexts';
import { company } from '../../domain/entities/company';
import { unprocessable } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import { applyNews, KeptForReview, type NewsServices } from './applyNews';
import { policyIndex } from './policyIndex';
import { identityOf, readPolicy, refuseImported } from './newsWriter';

const FIELD = 'assigned_number';

async function assign(
  store: Store,
  services: NewsServices,
  tx: Store,
  record: Row,
  ctx: WriteContext,
  input: Row,
): Promise<Row> {
  const organizationId = Number(ctx.organizationId);
  const companyId = Number(record.company_id);
  const number = String(input[FIELD]);
  const keys = policyNumberKeys(number, companyId);
  const found = keys.length ? (await policyIndex(tx, organizationId, companyId))(keys) : [];
  if (found.length !== 1) {
    const insurer = await tx.db
      .selectFrom(company.table)
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirst();
    const params = { number, company: String(insurer?.name ?? ''), count: found.length };
    throw unprocessable({
      [FIELD]: [interpolate(found.length ? newsTexts.twoPolicies : newsTexts.noPolicy, params)],
    });
  }
  const values = JSON.parse(String(record.values ?? '{}')) as Row;
  const identity = identityOf(companyId, `policy:${found[0].id}`, values);
  if (identity !== record.identity) await refuseImported(tx, organizationId, identity);
  const policy = await readPolicy(tx, found[0].id);
  try {
    const applied = await applyNews(tx, { policy, values, organizationId, ctx, store, services });
    return {
      contract_id: policy.id,
      movement_id: applied.movement_id ?? null,
      rejected_payment_id: applied.rejected_payment_id ?? null,
      reason: applied.reason,
      identity,
    };
  } catch (error) {
    if (error instanceof KeptForReview) throw unprocessable({ [FIELD]: [error.message] });
    throw error;
  }
}

export const newsCommands = (store: Store, services: NewsServices): CommandHandlers => ({
  [handlerKey(insurerNews, APPLY_NEWS)]: (tx, record, ctx, input) =>
    assign(store, services, tx, record, ctx, input),
});
