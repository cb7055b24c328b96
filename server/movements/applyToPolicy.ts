/**
 * Writes an endorsement's effect (domain/movements/movementEffects.ts) on its policy, in the
 * command's transaction: the contract's fields, its quotas annulled, restored, repriced or
 * added, its items added or excluded, its coverage rows ended and added (a coverage change,
 * from the new coverage and the plan quoted for it), each written at the version just read and audited under
 * the endorsement's name («Endoso 3: Cambio de costo»). A part changed meanwhile is a 409 and
 * nothing is written. It answers what it changed, before and after (movementChanges.ts), which
 * the movement keeps for its printed endorsement.
 */
import { contract } from '../../domain/entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import { coverageChoiceProblems } from '../../domain/movements/coverageChange';
import { askedData } from '../../domain/movements/movementKinds';
import { applyMovement, refundProblems } from '../../domain/movements/movementEffects';
import { movementChanges } from '../../domain/movements/movementChanges';
import { movementAuditLabel, movementTexts } from '../../domain/movements/movementTexts';
import { optionByCode } from '../../domain/engine/defineEnum';
import { quotaStatuses } from '../../domain/enums/contracts';
import type { FlowDraft } from '../../domain/engine/flows';
import { HttpProblem, unprocessable } from '../http/problems';
import { auditedMove } from '../rest/auditedMove';
import { createRecord, deleteRecord } from '../rest/repository';
import { organizationOfRow, type Row, type Store, type WriteContext } from '../rest/store';
import { recordVersion } from '../history/versionStore';
import { coverageChoiceOf } from '../contracts/policyCoverages';
import { policyState } from './policyState';

const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;

export async function applyToPolicy(
  tx: Store,
  ctx: WriteContext,
  movement: Row,
  request: FlowDraft['values'],
  response: FlowDraft['values'],
) {
  const state = await policyState(tx, String(movement.contract_id));
  if (!state) throw new HttpProblem(404, movementTexts.policyGone);
  // A refund that fit when answered may not any more: the policy never goes below zero.
  const [refund] = Object.values(refundProblems(state.contract, response.totals ?? {}));
  if (refund) throw new HttpProblem(409, refund);
  // The new coverage and the plan quoted for it, of the policy's branch (checked when asked).
  const data = askedData(movement, request.data);
  const coverage = await coverageChoiceOf(tx, state.contract, data, request.totals ?? {});
  const [wrongCoverage] = Object.values(
    coverage ? coverageChoiceProblems(state.contract, coverage) : {},
  );
  if (wrongCoverage) throw unprocessable({ new_coverage_id: [wrongCoverage] });
  const effect = applyMovement(state, { movement, request, response, coverage });
  const label = movementAuditLabel(movement);
  const move = async (entity: typeof contract, before: Row, changes: Row) => {
    if (!Object.keys(changes).length) return before;
    const after = await auditedMove(tx, ctx, entity, before, changes, label);
    if (!after) throw new HttpProblem(409, movementTexts.policyChanged);
    return after;
  };
  const policy = await move(contract, state.contract, effect.contract);
  const quotas = new Map(state.quotas.map((q) => [String(q.id), q]));
  for (const id of effect.annulQuotas)
    await move(contractQuota, quotas.get(id)!, { status: quotaIs('annulled') });
  for (const id of effect.restoreQuotas)
    await move(contractQuota, quotas.get(id)!, { status: quotaIs('pending') });
  for (const { id, amount } of effect.repriceQuotas)
    await move(contractQuota, quotas.get(id)!, { amount });
  // The policy's parts are the product's: written as its, whoever runs the command.
  const organizationId = await organizationOfRow(tx, contract, String(policy.id));
  const product: WriteContext = { actorId: null, organizationId };
  const contractId = String(policy.id);
  for (const quota of effect.addQuotas)
    await createRecord(tx, contractQuota, { ...quota, contract_id: contractId }, product);
  for (const item of effect.addItems)
    await createRecord(tx, contractItemRow, { ...item, contract_id: contractId }, product);
  for (const id of effect.removeItems) await deleteRecord(tx, contractItemRow, id, product);
  for (const id of effect.replaceCoverages.remove)
    await deleteRecord(tx, contractCoverageRow, id, product);
  for (const row of effect.replaceCoverages.add)
    await createRecord(tx, contractCoverageRow, { ...row, contract_id: contractId }, product);
  // The policy as it is from the endorsement's date on: read "as of" any later day.
  await recordVersion(tx, {
    entity: contract.name,
    id: contractId,
    effectiveFrom: String(movement.effective_date),
    cause: label,
    movementId: String(movement.id),
    actorId: ctx.actorId,
  });
  return {
    policy,
    premiumBefore: state.contract.premium ?? null,
    premiumAfter: effect.premiumAfter,
    changes: movementChanges(state, effect),
  };
}
