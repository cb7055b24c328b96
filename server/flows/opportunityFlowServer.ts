/**
 * The opportunity wizard on the server: opens a stored opportunity at its link's step, checks
 * what needs the database (the client and places the user may choose, the guide's row of the
 * version and year, a zero km's plate already on another opportunity), and stores the
 * opportunity once the steps before the quotation are done: its client, branch, subject and
 * sum from the steps (audited as any edit), the steps' values in `flow_records` (audited under
 * each step's form).
 */
import { infocar } from '../../domain/entities/vehicles';
import { opportunity } from '../../domain/entities/opportunities';
import { openedRecord } from '../../domain/engine/flowEngine';
import { recordFromSteps, type FlowDraft } from '../../domain/engine/flows';
import { guideKindOf, opportunityFlow } from '../../domain/flows/opportunityFlow';
import { isChosenRow } from '../../domain/flows/guideCascade';
import { plateKey, vehicleMessages } from '../../domain/flows/vehicleForm';
import type { FieldErrors } from '../../domain/engine/validate';
import { createRecord, getRecord, updateRecord } from '../rest/repository';
import { checkReferences } from '../rest/integrity';
import { inTransaction, type Row, type Store, type Viewer } from '../rest/store';
import { storePlate } from '../opportunities/searchKeys';
import { readFlowRecord, recordsWithKey } from './draftStore';
import { storeSteps } from './storedSteps';
import type { FlowServer } from './flowServers';

const FLOW = opportunityFlow.name;

/** The opportunity as its wizard opens it, when the viewer sees it (null: the product, all). */
async function load(store: Store, recordId: string, viewer: Viewer | null) {
  const record = await getRecord(store, opportunity, recordId, viewer);
  if (!record) return null;
  // At the step a stored opportunity's link opens (spec 2.4).
  return openedRecord(opportunityFlow, record, await readFlowRecord(store, FLOW, recordId));
}

/**
 * The guide's row must be the version and year the step names (the cascade's choice), and a
 * vehicle of the branch's kind (no car in a motorcycle's quote).
 */
async function checkGuide(store: Store, branchId: number, values: Row): Promise<FieldErrors> {
  const row = await store.db
    .selectFrom(infocar.table)
    .select(['brand', 'model', 'version', 'year', 'body'])
    .where('id', '=', Number(values.infocar_id))
    .executeTakeFirst();
  // The same test as fixtures mode's (domain/flows/guideCascade.ts).
  const chosen = isChosenRow(row, values, guideKindOf(branchId));
  return chosen ? {} : { year: [vehicleMessages.notInGuide] };
}

async function check(
  store: Store,
  draft: FlowDraft,
  step: string,
  values: Row,
  viewer: Viewer,
): Promise<FieldErrors> {
  const form = opportunityFlow.stepsFor(draft.branch_id).find((s) => s.name === step)?.form;
  if (!form) return {};
  // What the stored record already cites need only exist (its client, though another
  // executive's), as in its plain form; what is chosen anew must be a record the user sees.
  const stored = draft.action === 'edit' ? await load(store, draft.id, null) : null;
  const errors = await checkReferences(store, form, values, viewer, stored?.values[step] ?? null);
  if (step !== 'vehicle' || Object.keys(errors).length) return errors;
  const guide = await checkGuide(store, draft.branch_id, values);
  if (Object.keys(guide).length) return guide;
  if (values.zero_km === true && plateKey(values.domain)) {
    const others = await recordsWithKey(
      store,
      FLOW,
      viewer.organizationId ?? 0,
      plateKey(values.domain),
      draft.id,
    );
    // Only opportunities still there (a deleted or merged one no longer holds its plate).
    const live = others.length
      ? await store.db
          .selectFrom(opportunity.table)
          .select('id')
          .where('id', 'in', others)
          .execute()
      : [];
    if (live.length) return { domain: [vehicleMessages.zeroKmDomainTaken] };
  }
  return {};
}

const commit: FlowServer['commit'] = async (store, draft, ctx) =>
  inTransaction(store, async (tx) => {
    // The same record as fixtures mode stores (domain/engine/flows.ts); the plate, computed,
    // is written apart.
    const { own: fromSteps, computed } = recordFromSteps(opportunityFlow, opportunity, draft);
    const stored = draft.record_updated_at
      ? await updateRecord(
          tx,
          opportunity,
          draft.id,
          { ...fromSteps, updated_at: draft.record_updated_at },
          ctx,
        )
      : await createRecord(
          tx,
          opportunity,
          { ...fromSteps, ...opportunityFlow.newRecord!(ctx.actorId, draft.branch_id) },
          ctx,
          null,
          draft.id,
        );
    await storeSteps(
      tx,
      ctx,
      opportunityFlow,
      draft,
      plateKey(draft.values.vehicle?.domain) || null,
    );
    // Found by its plate from now on (issue 28), however it was typed.
    await storePlate(tx.db, draft.id, (computed.plate as string | null | undefined) ?? null);
    return String(stored.updated_at);
  });

export const opportunityFlowServer: FlowServer = { flow: opportunityFlow, load, check, commit };
