/**
 * A stored record's steps (`flow_records`), written by each flow's server once its steps are
 * done: every step's changes audited under its form's name (sealed and secret values only as
 * "changed", by the audit's own redaction), then the steps kept with the record's lookup key.
 */
import { formSteps, type Flow, type FlowDraft } from '../../domain/engine/flows';
import { recordAudit } from '../rest/auditTrail';
import type { Row, Store, WriteContext } from '../rest/store';
import { readFlowRecord, writeFlowRecord } from './draftStore';

export async function storeSteps(
  tx: Store,
  ctx: WriteContext,
  flow: Flow,
  draft: FlowDraft,
  /** What the record is found by among the organization's (a vehicle's plate), or null. */
  lookupKey: string | null = null,
) {
  const before = (await readFlowRecord(tx, flow.name, draft.id)) ?? {};
  for (const step of formSteps(flow.stepsFor(draft.branch_id, draft.values))) {
    const after = draft.values[step.name] ?? {};
    const changes = changesOf(before[step.name] ?? {}, after, !before[step.name]);
    if (Object.keys(changes).length)
      await recordAudit(tx, ctx, {
        entity: step.form!,
        recordId: draft.id,
        action: before[step.name] ? 'update' : 'create',
        changes,
        organizations: [ctx.organizationId ?? 0],
      });
  }
  await writeFlowRecord(tx, {
    flow: flow.name,
    recordId: draft.id,
    organizationId: ctx.organizationId ?? 0,
    branchId: draft.branch_id,
    values: draft.values,
    lookupKey,
  });
}

/** What an audit row says of a step: every value when new, `{from, to}` per change after. */
function changesOf(before: Row, after: Row, created: boolean): Row {
  if (created) return after;
  const changes: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  return changes;
}
