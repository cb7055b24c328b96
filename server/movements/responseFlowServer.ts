/**
 * The contract response flow on the server (domain/movements/movementFlows.ts): the insurer's
 * answer to an endorsement sent to it, recorded on the movement (its number, date, message and
 * premium) with the steps kept for «Aplicar respuesta» (movementCommands.ts), which changes the
 * policy with them. Proposed from the request: the premium expected, prorated.
 */
import { contractMovement } from '../../domain/entities/contractMovements';
import { responseFlow } from '../../domain/movements/movementFlows';
import { refundProblems } from '../../domain/movements/movementEffects';
import { quotaProblems } from '../../domain/movements/movementQuotas';
import { openedRecord } from '../../domain/engine/flowEngine';
import { stepForm } from '../../domain/engine/flowDrafts';
import { readFlowRecord } from '../flows/draftStore';
import type { FlowServer } from '../flows/flowServers';
import { storeSteps } from '../flows/storedSteps';
import { checkReferences } from '../rest/integrity';
import { getRecord, updateRecord } from '../rest/repository';
import { inTransaction, type Store, type Viewer } from '../rest/store';
import { visiblePolicy } from './policyState';

const FLOW = responseFlow.name;

async function load(store: Store, recordId: string, viewer: Viewer) {
  const record = await getRecord(store, contractMovement, recordId, viewer);
  if (!record) return null;
  const policy = await visiblePolicy(store, String(record.contract_id), viewer);
  const steps = await readFlowRecord(store, FLOW, recordId);
  // The request's steps, which the answer's proposal reads (a quoted request's quotas).
  const request = steps
    ? null
    : await readFlowRecord(store, responseFlow.proposedFrom!.flow, recordId);
  return openedRecord(responseFlow, record, steps, Number(policy?.branch_id ?? 1), request);
}

const check: FlowServer['check'] = async (store, draft, step, values, viewer) => {
  const form = stepForm(responseFlow, draft, step);
  if (!form) return {};
  const errors = await checkReferences(store, form, values, viewer, null);
  if (Object.keys(errors).length || (step !== 'totals' && step !== 'quotas')) return errors;
  const movement = await getRecord(store, contractMovement, draft.id, viewer);
  const policy = movement && (await visiblePolicy(store, String(movement.contract_id), viewer));
  if (!policy) return {};
  // A refund no larger than what the policy holds: it never goes below zero. New quotas only
  // for a charge, none of zero cents, none due after the policy ends.
  const problems =
    step === 'totals'
      ? refundProblems(policy, values)
      : quotaProblems(policy, draft.values.totals ?? {}, values);
  return Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]]));
};

const commit: FlowServer['commit'] = async (store, draft, ctx) =>
  inTransaction(store, async (tx) => {
    const general = draft.values.general ?? {};
    const stored = await updateRecord(
      tx,
      contractMovement,
      draft.id,
      {
        endorsement_number: general.endorsement_number ?? null,
        issue_date: general.issue_date ?? null,
        insurer_message: general.insurer_message ?? null,
        premium_change: draft.values.totals?.premium_change ?? null,
        updated_at: draft.record_updated_at,
      },
      ctx,
    );
    await storeSteps(tx, ctx, responseFlow, draft);
    return String(stored.updated_at);
  });

export const responseFlowServer: FlowServer = { flow: responseFlow, load, check, commit };
