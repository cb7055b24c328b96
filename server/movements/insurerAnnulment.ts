/**
 * «Registrar anulación de la compañía» on the server (domain/entities/contractMachine.ts,
 * domain/movements/insurerAnnulment.ts), in the command's transaction, once the runner found
 * no endorsement of the policy still open, an annulment or any other (409, the transition's
 * `refusedWhile`, server/rest/commands.ts): the policy read again at the version its runner
 * saw (409 otherwise), the motive and date checked as a request's (422 on the command's
 * fields); then the endorsement created as the news flow creates one (numbered after the
 * policy's last, with its executive), its steps stored as the two wizards store theirs, and
 * the answer applied as «Aplicar respuesta» applies one (movementCommands.ts `applyAnswer`,
 * applyToPolicy.ts): the policy annulled with its pending quotas from that date, its version
 * effective that day, each change audited as the endorsement's, the executive told. The
 * endorsement is left emitted and processed, audited under the command's name; the client is
 * not e-mailed from here (the endorsement's page sends it).
 */
import { randomUUID } from 'node:crypto';
import { optionByCode } from '../../domain/engine/defineEnum';
import type { FlowDraft } from '../../domain/engine/flows';
import { argentineToday } from '../../domain/engine/format';
import { errorMessages } from '../../domain/engine/messages';
import { contract } from '../../domain/entities/contracts';
import { RECORD_ANNULMENT } from '../../domain/entities/contractMachine';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractRequestStatus } from '../../domain/enums/statuses';
import {
  annulmentInputErrors,
  insurerAnnulmentSteps,
} from '../../domain/movements/insurerAnnulment';
import { requestProblems } from '../../domain/movements/movementKinds';
import { newsFlow, responseFlow } from '../../domain/movements/movementFlows';
import { storeSteps } from '../flows/storedSteps';
import { HttpProblem, refuseErrors } from '../http/problems';
import { auditedMove } from '../rest/auditedMove';
import { handlerKey, type CommandHandler, type CommandHandlers } from '../rest/commands';
import { createRecord } from '../rest/repository';
import type { Row } from '../rest/store';
import { applyAnswer } from './movementCommands';
import type { MovementMailServices } from './movementMail';
import { lockPolicy, nextNumeration, policyFacts, visiblePolicy } from './policyState';

const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;

/** A draft of `flow` holding `values`, as its wizard leaves it once done. */
const doneDraft = (id: string, flow: string, branch: number, values: Record<string, Row>) =>
  ({
    id,
    flow,
    branch_id: branch,
    action: 'edit',
    step: '',
    done: Object.keys(values),
    values,
    version: 0,
  }) satisfies FlowDraft;

function recording(services: MovementMailServices): CommandHandler {
  return async (tx, record, ctx, input, step) => {
    const contractId = String(record.id);
    await lockPolicy(tx, contractId);
    const policy = await visiblePolicy(tx, contractId, null);
    if (!policy) throw new HttpProblem(404, errorMessages.notFound);
    if (policy.updated_at !== step.before.updated_at)
      throw new HttpProblem(409, errorMessages.stale);
    const today = argentineToday();
    const effective = String(input.effective_date ?? today);
    const { request, response } = insurerAnnulmentSteps({
      contractId,
      motive: Number(input.annul_reason),
      effective,
      endorsementNumber: (input.endorsement_number as string | undefined) ?? null,
      today,
    });
    const facts = await policyFacts(tx, policy);
    const errors = annulmentInputErrors(requestProblems(facts, request.motive, request.data));
    refuseErrors(errors);
    const id = randomUUID();
    const movement = await createRecord(
      tx,
      contractMovement,
      {
        contract_id: contractId,
        movement_type: request.motive.movement_type,
        annulment_motive: request.motive.annulment_motive,
        effective_date: effective,
        description: request.data.description,
        numeration: await nextNumeration(tx, contractId),
        executive_id: policy.executive_id ?? null,
        premium_before: policy.premium ?? null,
        requested_by: ctx.actorId,
        requested_at: new Date().toISOString(),
      },
      ctx,
      null,
      id,
    );
    const branch = Number(policy.branch_id ?? 1);
    await storeSteps(tx, ctx, newsFlow, doneDraft(id, newsFlow.name, branch, request));
    await storeSteps(tx, ctx, responseFlow, doneDraft(id, responseFlow.name, branch, response));
    const answer = await applyAnswer(services, tx, movement, ctx, false);
    const emitted = { ...answer, status: requestIs('emitted') };
    if (!(await auditedMove(tx, ctx, contractMovement, movement, emitted, step.transition.label)))
      throw new HttpProblem(409, errorMessages.stale);
    return {};
  };
}

export const insurerAnnulments = (services: MovementMailServices): CommandHandlers => ({
  [handlerKey(contract, RECORD_ANNULMENT)]: recording(services),
});
