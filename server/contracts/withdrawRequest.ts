/**
 * «Anular solicitud» (domain/entities/contractRequestMachine.ts): the client desisted before the
 * request reached the insurer, so its opportunity, confirmed for issue, is cancelled with the
 * same reason, in the request's transaction and audited as the opportunity's «Cancelar»; what
 * operations had open for it is closed (requirementHooks.ts). An
 * opportunity changed meanwhile is a 409: nothing is annulled.
 */
import { opportunity } from '../../domain/entities/opportunities';
import { WITHDRAW_OPPORTUNITY } from '../../domain/entities/contractRequestMachine';
import { contractRequest } from '../../domain/entities/contractRequests';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { errorMessages } from '../../domain/engine/messages';
import { transitionOf } from '../../domain/engine/statusMachine';
import { decodeRow } from '../db/codec';
import { HttpProblem } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import { auditedMove } from '../rest/auditedMove';
import { deleteRecordDrafts } from '../flows/draftStore';
import { emissionFlow } from '../../domain/contracts/emissionFlow';
import { closeRequirements } from './requirementHooks';

const status = (code: string) => optionByCode(opportunityStatus, code).id;

async function withdrawOpportunity(tx: Store, request: Row, ctx: WriteContext): Promise<Row> {
  // Annulled, it leaves its emission wizard: nobody's draft of it is kept.
  await deleteRecordDrafts(tx, emissionFlow.name, String(request.id));
  await closeRequirements(tx, String(request.id), ctx);
  // A renewal has no opportunity to cancel with it (issue 32).
  if (request.opportunity_id === null || request.opportunity_id === undefined) return {};
  const id = String(request.opportunity_id);
  const row = await tx.db
    .selectFrom(opportunity.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return {};
  const before = decodeRow(opportunity, row);
  if (Number(before.status) !== status('confirmed')) return {};
  const changes = { status: status('canceled'), close_reason: request.close_reason };
  const cancel = transitionOf(opportunity, 'cancel')!;
  const after = await auditedMove(tx, ctx, opportunity, before, changes, cancel.label);
  if (!after) throw new HttpProblem(409, errorMessages.stale);
  return {};
}

export const contractRequestWithdrawals: CommandHandlers = {
  [handlerKey(contractRequest, WITHDRAW_OPPORTUNITY)]: withdrawOpportunity,
};
