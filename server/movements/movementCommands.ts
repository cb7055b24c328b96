/**
 * The endorsement's commands (domain/movements/movementMachine.ts), each in the command's
 * transaction: «Enviar a la compañía» once the news flow's steps are complete (a quoted one's
 * quote and quotas too) and still fit the policy; «Aplicar respuesta» changes the policy with the insurer's answer (applyToPolicy.ts),
 * tells the policy's executive and, if asked, e-mails the client the endorsement; «Rechazada
 * por la compañía» keeps the insurer's reason and tells the executive; «Anular pedido» leaves
 * no response awaited.
 */
import { contractMovement } from '../../domain/entities/contractMovements';
import {
  APPLY_MOVEMENT,
  REFUSE_MOVEMENT,
  SEND_MOVEMENT,
  WITHDRAW_MOVEMENT,
} from '../../domain/movements/movementMachine';
import { newsFlow, responseFlow } from '../../domain/movements/movementFlows';
import { movementMessages, requestProblems } from '../../domain/movements/movementKinds';
import { movementNotice, movementTexts } from '../../domain/movements/movementTexts';
import { needsNewPrices } from '../../domain/movements/movementPricing';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contractResponseStatus } from '../../domain/enums/statuses';
import { readFlowRecord } from '../flows/draftStore';
import { HttpProblem, unprocessable } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import type { Notifier } from '../notifications/notifier';
import type { Mailer } from '../mail/mailer';
import { policyFacts, visiblePolicy } from './policyState';
import { applyToPolicy } from './applyToPolicy';
import { mailToClient, type MovementMailServices } from './movementMail';

const response = (code: string) => optionByCode(contractResponseStatus, code).id;

async function send(tx: Store, record: Row): Promise<Row> {
  const steps = await readFlowRecord(tx, newsFlow.name, String(record.id));
  if (!steps?.motive || !steps.data)
    throw unprocessable({ status: [movementMessages.stepsMissing] });
  if (needsNewPrices(steps.motive) && (!steps.totals || !steps.quotas))
    throw unprocessable({ status: [movementMessages.quoteStepsMissing] });
  const policy = await visiblePolicy(tx, String(record.contract_id), null);
  const problems = requestProblems(await policyFacts(tx, policy!), steps.motive, steps.data);
  const first = Object.values(problems)[0];
  if (first) throw unprocessable({ status: [first] });
  return { sent_at: new Date().toISOString(), response_status: response('pending') };
}

/**
 * The insurer's answer stored on the movement's steps applied to its policy: checked again
 * against the policy as it is, written (applyToPolicy.ts), the executive told and, if asked,
 * the client e-mailed. Answers what the movement keeps of it. «Aplicar respuesta» runs it, and
 * so does the insurer's annulment recorded in one step (insurerAnnulment.ts).
 */
export async function applyAnswer(
  services: MovementMailServices,
  tx: Store,
  record: Row,
  ctx: WriteContext,
  notifyClient: boolean,
): Promise<Row> {
  const steps = await readFlowRecord(tx, responseFlow.name, String(record.id));
  if (!steps?.general || !steps.totals || !steps.quotas)
    throw unprocessable({ status: [movementTexts.answerMissing] });
  const request = (await readFlowRecord(tx, newsFlow.name, String(record.id))) ?? {};
  // The policy may have changed since it was sent (annulled, another endorsement applied).
  const policy = await visiblePolicy(tx, String(record.contract_id), null);
  if (!policy) throw new HttpProblem(404, movementTexts.policyGone);
  const facts = await policyFacts(tx, policy);
  const [changed] = Object.values(requestProblems(facts, request.motive ?? {}, request.data ?? {}));
  if (changed) throw new HttpProblem(409, changed);
  const applied = await applyToPolicy(tx, ctx, record, request, steps);
  // The client's e-mail goes after the commit; the notice says whether it goes, and where.
  const mailNote = await mailToClient(services, tx, ctx, record, applied.policy, notifyClient);
  const notice = movementNotice(record, applied.policy, 'applied', mailNote);
  if (applied.policy.executive_id != null)
    await services.notifier.send([Number(applied.policy.executive_id)], notice, tx);
  return {
    // The answer as recorded by its steps, whatever wrote them (the wizard or an import).
    endorsement_number: steps.general.endorsement_number ?? null,
    issue_date: steps.general.issue_date ?? null,
    premium_change: steps.totals.premium_change ?? null,
    response_status: response('processed'),
    premium_before: applied.premiumBefore,
    premium_after: applied.premiumAfter,
    processed_at: new Date().toISOString(),
    applied_changes: JSON.stringify(applied.changes),
  };
}

function refusing(notifier: Notifier) {
  return async (tx: Store, record: Row): Promise<Row> => {
    const policy = await visiblePolicy(tx, String(record.contract_id), null);
    if (!policy) throw new HttpProblem(404, movementTexts.policyGone);
    if (policy.executive_id != null)
      await notifier.send(
        [Number(policy.executive_id)],
        movementNotice(record, policy, 'refused'),
        tx,
      );
    return { response_status: response('rejected') };
  };
}

export const movementCommands = (
  store: Store,
  notifier: Notifier,
  mailer: Mailer,
): CommandHandlers => ({
  [handlerKey(contractMovement, SEND_MOVEMENT)]: (tx, record) => send(tx, record),
  [handlerKey(contractMovement, APPLY_MOVEMENT)]: (tx, record, ctx, input) =>
    applyAnswer({ store, notifier, mailer }, tx, record, ctx, input.notify_client === true),
  [handlerKey(contractMovement, REFUSE_MOVEMENT)]: refusing(notifier),
  // A withdrawn request awaits no answer: its response is neither pending nor the insurer's.
  [handlerKey(contractMovement, WITHDRAW_MOVEMENT)]: async () => ({ response_status: null }),
});
