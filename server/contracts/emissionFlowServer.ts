/**
 * The emission wizard on the server (domain/contracts/emissionFlow.ts): opens a request the
 * viewer sees, checks what needs the database (the references a step chooses, a card's BIN in
 * the catalogue), and stores the steps under the request once the last form step is done, its
 * holder following the policyholder (audited as any edit, at the version the draft read).
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import { emissionFlow } from '../../domain/contracts/emissionFlow';
import { cardTypeProblem, paysByCard } from '../../domain/contracts/paymentMethods';
import { openedFromSteps } from '../../domain/engine/flowEngine';
import { stepForm } from '../../domain/engine/flowDrafts';
import { recordFromSteps } from '../../domain/engine/flows';
import { emissionFormMessages } from '../../domain/contracts/emissionForms';
import { paymentDigits } from '../../domain/validators/paymentNumbers';
import type { FieldErrors } from '../../domain/engine/validate';
import { lookUpBin } from '../general/bincode';
import { readFlowRecord } from '../flows/draftStore';
import type { FlowServer } from '../flows/flowServers';
import { storeSteps } from '../flows/storedSteps';
import { checkReferences } from '../rest/integrity';
import { getRecord, updateRecord } from '../rest/repository';
import { inTransaction, type Row, type Store, type Viewer } from '../rest/store';

async function load(store: Store, recordId: string, viewer: Viewer) {
  const record = await getRecord(store, contractRequest, recordId, viewer);
  if (!record) return null;
  // The proposal reads the opportunity's quoting steps (its vehicle, fleet, people).
  const stepsOf = (flow: string, id: string) => readFlowRecord(store, flow, id);
  return openedFromSteps(emissionFlow, record, stepsOf, Number(record.branch_id));
}

/** A card must be of a BIN the catalogue knows: its brand and bank are the insurer's question. */
async function binProblem(store: Store, values: Row): Promise<FieldErrors> {
  if (!paysByCard(Number(values.payment_type))) return {};
  const digits = paymentDigits(values.card_number);
  if (!digits) return {};
  const found = await lookUpBin(store, digits);
  if (!found.valid) return { card_number: [emissionFormMessages.unknownBin] };
  const mismatch = cardTypeProblem(Number(values.payment_type), Number(found.type_id));
  return mismatch ? { card_number: [mismatch] } : {};
}

const check: FlowServer['check'] = async (store, draft, step, values, viewer) => {
  const form = stepForm(emissionFlow, draft, step);
  if (!form) return {};
  const errors = await checkReferences(store, form, values, viewer, null);
  if (Object.keys(errors).length || step !== 'payment_method') return errors;
  return binProblem(store, values);
};

const commit: FlowServer['commit'] = async (store, draft, ctx) =>
  inTransaction(store, async (tx) => {
    const { own } = recordFromSteps(emissionFlow, contractRequest, draft);
    const stored = await updateRecord(
      tx,
      contractRequest,
      draft.id,
      { ...own, updated_at: draft.record_updated_at },
      ctx,
    );
    await storeSteps(tx, ctx, emissionFlow, draft);
    return String(stored.updated_at);
  });

export const emissionFlowServer: FlowServer = { flow: emissionFlow, load, check, commit };
