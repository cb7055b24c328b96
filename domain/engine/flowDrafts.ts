/**
 * How a wizard's draft changes (domain/engine/flows.ts), the same on the server and in fixtures mode,
 * which only store it: autosave of a step, moving on from a step (checked with the step's
 * declaration), a draft started from a stored record. Each returns the next draft or the
 * problem to answer; none reads a database.
 */
import {
  resolveStep,
  flowMessages,
  formSteps,
  MAX_DRAFT_BYTES,
  type Flow,
  type FlowDraft,
  type FlowDraftView,
} from './flows';
import { validationMessage } from './messages';
import { hasErrors, validateRecord, type FieldErrors } from './validate';

type Values = Record<string, unknown>;

/** A draft refused: the status to answer and its per-field messages. */
export interface DraftProblem {
  status: 404 | 422;
  message: string;
  errors?: FieldErrors;
}

const problem = (errors: FieldErrors): DraftProblem => ({
  status: 422,
  message: Object.values(errors)[0][0],
  errors,
});

/** The steps of the draft's branch, on the path its values take. */
export const draftSteps = (flow: Flow, draft: Pick<FlowDraft, 'branch_id' | 'values'>) =>
  flow.stepsFor(draft.branch_id, draft.values);

/** The form of a step of the draft's branch, or the 404 of a step it does not have. */
export function stepForm(
  flow: Flow,
  draft: Pick<FlowDraft, 'branch_id'> & { values?: FlowDraft['values'] },
  step: string,
) {
  return flow.stepsFor(draft.branch_id, draft.values).find((s) => s.name === step)?.form ?? null;
}

/**
 * A draft's done steps and values once a step's values change the flow's path (`stepsFor`
 * reading them): a step the new path drops, or holds under another form (an endorsement's
 * expected premium becoming its insurer's quote), is neither done nor kept.
 */
function keptSteps(flow: Flow, draft: FlowDraft, values: FlowDraft['values']) {
  const before = new Map(draftSteps(flow, draft).map((s) => [s.name, s.form]));
  const after = new Map(flow.stepsFor(draft.branch_id, values).map((s) => [s.name, s.form]));
  const same = (name: string) => after.has(name) && after.get(name) === before.get(name);
  return {
    done: draft.done.filter(same),
    values: Object.fromEntries(
      Object.entries(values).filter(([name]) => !before.has(name) || same(name)),
    ),
  };
}

/** Values of fields the step does not have, or a draft too big to keep. */
function shapeProblem(flow: Flow, draft: FlowDraft, step: string, values: Values) {
  const form = stepForm(flow, draft, step);
  if (!form) return { status: 404, message: flowMessages.stepUnknown } as const;
  const errors: FieldErrors = {};
  for (const key of Object.keys(values))
    if (!Object.hasOwn(form.fields, key))
      // An own property even for `__proto__`, which plain assignment would not create.
      Object.defineProperty(errors, key, {
        value: [validationMessage('unknown', { attribute: key })],
        enumerable: true,
      });
  if (hasErrors(errors)) return problem(errors);
  if (JSON.stringify({ ...draft.values, [step]: values }).length > MAX_DRAFT_BYTES)
    return problem({ values: [flowMessages.tooLarge] });
  return null;
}

/**
 * Autosave: the step's values as typed. A step already accepted and typed again must be
 * checked again before the user moves past it, so it leaves `done`.
 */
export function autosaved(
  flow: Flow,
  draft: FlowDraft,
  step: string,
  values: Values,
): { draft: FlowDraft } | { problem: DraftProblem } {
  const refused = shapeProblem(flow, draft, step, values);
  if (refused) return { problem: refused };
  const kept = keptSteps(flow, draft, { ...draft.values, [step]: values });
  return {
    draft: {
      ...draft,
      step,
      done: kept.done.filter((s) => s !== step),
      values: kept.values,
      version: draft.version + 1,
    },
  };
}

/**
 * The step's values checked by its declaration (the earlier form steps must be done): the
 * normalised values, or the problem. The caller adds its database checks, then `completed`.
 */
export function checkedStep(
  flow: Flow,
  draft: FlowDraft,
  step: string,
  values: Values,
): { values: Values } | { problem: DraftProblem } {
  const refused = shapeProblem(flow, draft, step, values);
  if (refused) return { problem: refused };
  const steps = draftSteps(flow, draft);
  const before = steps.slice(
    0,
    steps.findIndex((s) => s.name === step),
  );
  if (before.some((s) => s.form && !draft.done.includes(s.name)))
    return { problem: problem({ step: [flowMessages.stepNotReady] }) };
  const checked = validateRecord(stepForm(flow, draft, step)!, values);
  if (hasErrors(checked.errors)) return { problem: problem(checked.errors) };
  return { values: checked.values };
}

/** The draft after a step was accepted, and whether the record is now to be stored. */
export function completed(flow: Flow, draft: FlowDraft, step: string, values: Values) {
  const kept = keptSteps(flow, draft, { ...draft.values, [step]: values });
  const steps = flow.stepsFor(draft.branch_id, kept.values);
  const done = [...kept.done.filter((s) => s !== step), step];
  const next: FlowDraft = {
    ...draft,
    done,
    values: kept.values,
    // The next step in order (an edit with every step told goes through each), unless one
    // before it is still to be told.
    step: resolveStep(steps, steps[steps.findIndex((s) => s.name === step) + 1]?.name, done).name,
    version: draft.version + 1,
  };
  return { draft: next, store: formSteps(steps).every((s) => done.includes(s.name)) };
}

/** A stored record opened in its wizard: its steps' values, those it has counted as done. */
export function seededDraft(
  flow: Flow,
  record: {
    id: string;
    branchId: number;
    values: FlowDraft['values'];
    step: string;
    proposed?: FlowDraft['values'];
  },
): FlowDraft {
  const steps = formSteps(flow.stepsFor(record.branchId, record.values));
  // Only the steps of the record's branch: a record moved to another branch in its plain form
  // keeps no vehicle of the branch it left.
  const ofBranch = (from: FlowDraft['values']) =>
    Object.fromEntries(
      steps.filter((s) => Object.hasOwn(from, s.name)).map((s) => [s.name, from[s.name]]),
    );
  const stored = ofBranch(record.values);
  const done = Object.keys(stored);
  // What the flow proposes fills the steps not stored yet, which stay to be told.
  const values = { ...ofBranch(record.proposed ?? {}), ...stored };
  return {
    id: record.id,
    flow: flow.name,
    branch_id: record.branchId,
    action: 'edit',
    // The link's step, unless a step before it still has to be told (one typed outside it).
    step: resolveStep(flow.stepsFor(record.branchId, stored), record.step, done).name,
    done,
    values,
    version: 0,
  };
}

/**
 * A stored record opened without a draft row is read afresh on every request: a save must name
 * the record's version the browser saw (`base`), or another user's change in between would be
 * overwritten by a draft built from it without anyone seeing it.
 */
export const baseMatches = (
  draft: { version: number; record_updated_at: string | null },
  base: string | null | undefined,
) => draft.version > 0 || draft.record_updated_at === null || draft.record_updated_at === base;

/** A new record's first draft (version 0: not stored yet). */
export function newDraft(flow: Flow, id: string, branchId: number): FlowDraft {
  return {
    id,
    flow: flow.name,
    branch_id: branchId,
    action: 'new',
    step: formSteps(flow.stepsFor(branchId))[0].name,
    done: [],
    values: {},
    version: 0,
  };
}

/** Where a draft is kept: one per user, flow and record. */
export interface DraftKey {
  userId: number;
  flow: string;
  recordId: string;
}

/** A draft as kept: its organization, and the record's version it was read from (edit). */
export interface StoredDraft extends FlowDraft {
  organization_id: number;
  /** The record's version when the draft was seeded from it (edit): its update is a 409 after. */
  record_updated_at: string | null;
}

/** What the browser gets of a kept draft. */
export const draftView = (draft: StoredDraft, stale = false): FlowDraftView => ({
  id: draft.id,
  flow: draft.flow,
  branch_id: draft.branch_id,
  action: draft.action,
  step: draft.step,
  done: draft.done,
  values: draft.values,
  version: draft.version,
  stale,
  base: draft.record_updated_at,
});
