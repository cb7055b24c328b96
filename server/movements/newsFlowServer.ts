/**
 * The news flow on the server (domain/movements/movementFlows.ts): an endorsement asked of a
 * policy the viewer sees. Its steps are checked against the policy (the type it can take, the
 * date within its validity, one endorsement waiting at a time) and, once its form steps are
 * done, the movement is created under the draft's id: numbered after the policy's last, with
 * the policy's executive, its premium and the prorated change expected (audited as any create).
 * A change that needs new prices takes the opportunity news flow's path on the same draft: its
 * new coverage must be of the policy's branch, its totals the insurer's sealed quote (or typed
 * by hand) with the difference prorated as the server computes it (quoteChecks.ts), and its
 * movement gets that difference.
 */
import { contractMovement } from '../../domain/entities/contractMovements';
import { newsFlow } from '../../domain/movements/movementFlows';
import { askedData, movementMessages, requestProblems } from '../../domain/movements/movementKinds';
import { prorate } from '../../domain/movements/movementEffects';
import { openedRecord } from '../../domain/engine/flowEngine';
import { stepForm } from '../../domain/engine/flowDrafts';
import { cents, pesos } from '../../domain/engine/money';
import type { FieldErrors } from '../../domain/engine/validate';
import { needsNewPrices } from '../../domain/movements/movementPricing';
import { readFlowRecord } from '../flows/draftStore';
import type { FlowServer } from '../flows/flowServers';
import { storeSteps } from '../flows/storedSteps';
import { checkReferences } from '../rest/integrity';
import { createRecord, getRecord, updateRecord } from '../rest/repository';
import { inTransaction, writerAsViewer, type Row, type Store, type Viewer } from '../rest/store';
import { HttpProblem } from '../http/problems';
import {
  lockPolicy,
  nextNumeration,
  openMovementOf,
  policyFacts,
  visiblePolicy,
} from './policyState';
import { coverageProblems, quoteTotalsProblems } from './quoteChecks';

const FLOW = newsFlow.name;

async function load(store: Store, recordId: string, viewer: Viewer) {
  const record = await getRecord(store, contractMovement, recordId, viewer);
  if (!record) return null;
  const policy = await visiblePolicy(store, String(record.contract_id), viewer);
  const steps = await readFlowRecord(store, FLOW, recordId);
  return openedRecord(newsFlow, record, steps, Number(policy?.branch_id ?? 1));
}

const asErrors = (problems: Record<string, string>, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([name]) => fields.includes(name))
      .map(([name, message]) => [name, [message]]),
  );

const check: FlowServer['check'] = async (store, draft, step, values, viewer, { sealer }) => {
  const form = stepForm(newsFlow, draft, step);
  if (!form) return {};
  const errors = await checkReferences(store, form, values, viewer, null);
  if (Object.keys(errors).length || step === 'quotas') return errors;
  if (step === 'totals') {
    if (!needsNewPrices(draft.values.motive)) return errors;
    // A quoted endorsement's totals: its insurer's seal and the difference, against its policy.
    const quoted = await visiblePolicy(store, String(draft.values.motive?.contract_id), viewer);
    return quoted ? quoteTotalsProblems(sealer, draft, quoted, values) : {};
  }
  const motive = step === 'motive' ? values : (draft.values.motive ?? {});
  // A stored request stays on its policy: naming another would move it, number and all.
  const stored = draft.action === 'edit' ? await storedPolicyOf(store, draft.id) : null;
  if (stored !== null && stored !== String(motive.contract_id))
    return { contract_id: [movementMessages.otherPolicy] };
  const policy = await visiblePolicy(store, String(motive.contract_id), viewer);
  if (!policy) return { contract_id: ['La póliza no existe o no está a tu alcance.'] };
  const facts = await policyFacts(store, policy);
  const problems = requestProblems(facts, motive, step === 'data' ? values : null);
  if (
    step === 'motive' &&
    !problems.movement_type &&
    (await openMovementOf(store, String(policy.id), draft.id))
  )
    problems.movement_type = movementMessages.openMovement;
  const found = asErrors(problems, Object.keys(form.fields));
  if (step !== 'data') return found;
  return { ...(await coverageProblems(store, policy, askedData(motive, values))), ...found };
};

type Draft = Parameters<FlowServer['commit']>[1];

/** The policy a stored movement is of, or null for one not stored. */
async function storedPolicyOf(store: Store, id: string): Promise<string | null> {
  const row = await store.db
    .selectFrom(contractMovement.table)
    .select('contract_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? String(row.contract_id) : null;
}

/**
 * The premium expected, prorated from the endorsement's date to the policy's end; a quoted
 * endorsement's is its totals step's difference, checked against its policy by `check`.
 */
function expectedChange(draft: Draft, policy: Row) {
  if (needsNewPrices(draft.values.motive)) {
    const quoted = draft.values.totals?.premium_change;
    return quoted == null ? null : Number(quoted);
  }
  const expected = draft.values.totals?.expected_premium;
  if (expected == null) return null;
  return pesos(
    prorate(
      cents(Number(expected) - Number(policy.premium ?? 0)),
      String(draft.values.motive?.effective_date),
      String(policy.validity_from),
      String(policy.validity_to),
    ),
  );
}

/** What the product adds to a new movement. */
async function newMovement(tx: Store, draft: Draft, policy: Row) {
  return {
    numeration: await nextNumeration(tx, String(policy.id)),
    executive_id: policy.executive_id ?? null,
    premium_before: policy.premium ?? null,
    premium_change: expectedChange(draft, policy),
    requested_at: new Date().toISOString(),
  };
}

const commit: FlowServer['commit'] = async (store, draft, ctx) =>
  inTransaction(store, async (tx) => {
    const motive = draft.values.motive ?? {};
    const own = {
      movement_type: motive.movement_type,
      annulment_motive: motive.annulment_motive ?? null,
      modification_motive: motive.modification_motive ?? null,
      effective_date: motive.effective_date,
      description: draft.values.data?.description ?? null,
    };
    let stored: Row;
    // An edit keeps the movement on its policy (`check` refused naming another).
    const policyId = (await storedPolicyOf(tx, draft.id)) ?? String(motive.contract_id);
    const policy = await visiblePolicy(tx, policyId, writerAsViewer(ctx));
    if (!policy) throw new HttpProblem(404, 'La póliza no existe o no está a tu alcance.');
    if (draft.record_updated_at)
      stored = await updateRecord(
        tx,
        contractMovement,
        draft.id,
        {
          ...own,
          premium_change: expectedChange(draft, policy),
          updated_at: draft.record_updated_at,
        },
        ctx,
      );
    else {
      await lockPolicy(tx, policyId);
      if (await openMovementOf(tx, String(policy.id)))
        throw new HttpProblem(409, movementMessages.openMovement);
      const extra = await newMovement(tx, draft, policy);
      stored = await createRecord(
        tx,
        contractMovement,
        { ...own, contract_id: policyId, ...extra, requested_by: ctx.actorId },
        ctx,
        null,
        draft.id,
      );
    }
    await storeSteps(tx, ctx, newsFlow, draft);
    return String(stored.updated_at);
  });

export const newsFlowServer: FlowServer = { flow: newsFlow, load, check, commit };
