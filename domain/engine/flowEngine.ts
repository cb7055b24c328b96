/**
 * The generic wizard (domain/engine/flows.ts) over any store of drafts and records: the server's
 * (server/flows/flowService.ts, its tables) and fixtures mode's (fixtures/server/flows.ts,
 * json-server's collections) run this same code. A user's draft of a record is saved as they
 * type (autosave) and step by step (each step validated with the same declaration the form
 * uses, then the store's checks), and the record is stored once the steps before the last are
 * done. A draft exists only while it differs from the stored record: storing the record deletes
 * it, and opening a stored record without one starts from the record.
 */
import { branches } from '../enums/branches';
import { optionById } from './defineEnum';
import {
  autosaved,
  baseMatches,
  checkedStep,
  completed,
  draftView,
  newDraft,
  seededDraft,
  stepForm,
  type DraftKey,
  type DraftProblem,
  type StoredDraft,
} from './flowDrafts';
import { flowMessages, mayUseFlow, type Flow, type FlowAction, type FlowDraft } from './flows';
import type { AccessLists } from './access';
import { errorMessages } from './messages';
import { hasErrors, type FieldErrors } from './validate';
import {
  maskedSteps,
  revealed,
  sealedInputErrors,
  sealedPlace,
  sealedStep,
  type Sealer,
} from './sealedValues';

type Row = Record<string, unknown>;

/** A stored record as the wizard opens it for `edit`. */
export interface StoredRecord {
  branchId: number;
  values: FlowDraft['values'];
  /** The record's version: storing the steps again over a newer one is a 409. */
  updatedAt: string;
  /** The step its link opens (spec 2.4 for opportunities). */
  step: string;
  record: Row;
  /** Steps proposed while none are stored (`Flow.proposedValues`): in the forms, not done. */
  proposed?: FlowDraft['values'];
}

/**
 * A stored record as its wizard opens it: its steps as the flow reads them (else as stored),
 * at the step its link opens (else the last). The server and fixtures mode each find the
 * record and its stored steps; this is the rest.
 */
export function openedRecord(
  flow: Flow,
  record: Row,
  steps: FlowDraft['values'] | null,
  branchId = Number(record.branch_id),
  /** The steps of the record `flow.proposedFrom` names (read by the caller's store). */
  cited: FlowDraft['values'] | null = null,
): StoredRecord {
  return {
    branchId,
    values: flow.storedValues?.(steps, record) ?? structuredClone(steps ?? {}),
    updatedAt: String(record.updated_at),
    step: flow.openStep?.(record) ?? flow.stepsFor(branchId, steps ?? {}).at(-1)!.name,
    record,
    proposed: steps ? undefined : flow.proposedValues?.(record, cited),
  };
}

/**
 * `openedRecord` with the steps a store keeps (`stepsOf`: a flow's, by record id), and those of
 * the record `flow.proposedFrom` names while the record has none.
 */
export async function openedFromSteps(
  flow: Flow,
  record: Row,
  stepsOf: (flow: string, recordId: string) => Promise<FlowDraft['values'] | null>,
  branchId?: number,
): Promise<StoredRecord> {
  const steps = await stepsOf(flow.name, String(record.id));
  const from = flow.proposedFrom;
  const cited = steps || !from ? null : await stepsOf(from.flow, String(record[from.field]));
  return openedRecord(flow, record, steps, branchId, cited);
}

/** What a store gives the wizard, for one user. */
export interface FlowPort {
  readDraft(key: DraftKey): Promise<StoredDraft | null>;
  /** `next` over the version read (0: none stored yet); false when another save came first. */
  writeDraft(key: DraftKey, next: StoredDraft, readVersion: number): Promise<boolean>;
  deleteDraft(key: DraftKey): Promise<void>;
  draftIdTaken(recordId: string): Promise<boolean>;
  /** The record, when the user sees it; null otherwise (a 404, as for any record). */
  load(recordId: string): Promise<StoredRecord | null>;
  /** Checks of a step's validated values that read the store (references, the guide). */
  check(draft: FlowDraft, step: string, values: Row): Promise<FieldErrors>;
  /**
   * Stores the record from the draft's steps and drops the draft read at `readVersion`; false
   * when another save claimed it first (two tabs moving on at once store the record once).
   */
  commit(key: DraftKey, draft: StoredDraft, readVersion: number): Promise<boolean>;
  /** The store's cipher for sealed fields (a card's number): drafts and records keep them sealed. */
  sealer: Sealer;
}

/** How the caller words a refusal (its own error class). */
export interface FlowRefusals {
  problem(status: number, message: string): Error;
  unprocessable(errors: FieldErrors): Error;
}

export interface FlowUser {
  id: number;
  access: AccessLists;
  /** The organization a new draft belongs to (the working one). */
  organizationId: number;
}

/** The wizard's requests for one user on one flow. */
export function flowEngine(flow: Flow, user: FlowUser, port: FlowPort, refuse: FlowRefusals) {
  const keyOf = (id: string): DraftKey => ({ userId: user.id, flow: flow.name, recordId: id });
  const stale = () => refuse.problem(409, flowMessages.staleDraft);
  const answerOf = (problem: DraftProblem) =>
    problem.errors
      ? refuse.unprocessable(problem.errors)
      : refuse.problem(problem.status, problem.message);

  /** New needs creating the flow's records; any other visit editing them (403 otherwise). */
  const mayUse = (action: FlowAction) => {
    if (!mayUseFlow(user.access, flow, action)) throw refuse.problem(403, errorMessages.forbidden);
  };

  /** The stored record as an `edit` draft not saved yet (version 0). */
  const seeded = (id: string, stored: StoredRecord) =>
    ({
      ...seededDraft(flow, { id, ...stored }),
      organization_id: user.organizationId,
      record_updated_at: stored.updatedAt,
    }) satisfies StoredDraft;

  /**
   * The user's draft of the record, or one started from the stored record; 404 for neither.
   * `working`: the flow's own rule applies (a draft is discarded whatever became of its record).
   */
  async function current(id: string, working = true) {
    const draft = await port.readDraft(keyOf(id));
    if (draft?.action === 'new') {
      mayUse('new');
      return { draft, stale: false };
    }
    mayUse('edit');
    const stored = await port.load(id);
    if (!stored) throw refuse.problem(404, errorMessages.notFound);
    // Seen is not worked: the flow's own rule (a request only its subscriber completes).
    const refusal = working ? flow.workRefusal?.(stored.record, user) : null;
    if (refusal) throw refuse.problem(refusal.status, refusal.message);
    if (draft) return { draft, stale: draft.record_updated_at !== stored.updatedAt };
    return { draft: seeded(id, stored), stale: false };
  }

  /** A save over another version of the draft (409), or of the record it was read from. */
  function refuseStale(draft: StoredDraft, body: { version: number; base?: string | null }) {
    if (draft.version !== body.version) throw stale();
    if (!baseMatches(draft, body.base)) throw refuse.problem(409, errorMessages.stale);
  }

  /** What the browser gets: sealed values only as their masks. */
  const view = (draft: StoredDraft, old = false) => {
    const shown = draftView(draft, old);
    return { ...shown, values: maskedSteps(flow, draft, port.sealer) };
  };
  /** A step's sealed fields, bound to the draft's record. */
  const sealing = (draft: StoredDraft, step: string) => {
    const form = stepForm(flow, draft, step);
    const place = (field: string) => sealedPlace(flow.name, draft.id, field);
    return form ? { form, sealer: port.sealer, place } : null;
  };
  /** A step's values as kept: sealed fields sealed, an untouched mask keeping what it hides. */
  const kept = (draft: StoredDraft, step: string, values: Row) => {
    const sealed = sealing(draft, step);
    if (!sealed) return values;
    const refused = sealedInputErrors(sealed.form, values);
    if (hasErrors(refused)) throw refuse.unprocessable(refused);
    return sealedStep(sealed, values, draft.values[step]);
  };

  /** Stores the autosaved draft over the version it was read at (409 when another came first). */
  async function save(draft: StoredDraft, step: string, values: Row) {
    const result = autosaved(flow, draft, step, kept(draft, step, values));
    if ('problem' in result) throw answerOf(result.problem);
    const next: StoredDraft = { ...draft, ...result.draft };
    if (!(await port.writeDraft(keyOf(draft.id), next, draft.version))) throw stale();
    return view(next);
  }

  return {
    mayUse,
    async open(id: string) {
      const { draft, stale: old } = await current(id);
      return view(draft, old);
    },
    /** A new record's draft under a fresh id, with what the first screen already holds. */
    async start(body: { branch_id: number; step?: string; values?: Row }) {
      mayUse('new');
      // After the access check: who may not create hears 403 whatever branch they name.
      if (!optionById(branches, body.branch_id))
        throw refuse.unprocessable({ branch_id: [flowMessages.branchUnknown] });
      let id = crypto.randomUUID();
      while (await port.draftIdTaken(id)) id = crypto.randomUUID();
      const draft: StoredDraft = {
        ...newDraft(flow, id, body.branch_id),
        organization_id: user.organizationId,
        record_updated_at: null,
      };
      return save(draft, body.step ?? draft.step, body.values ?? {});
    },
    /** Autosave: the step's values as typed, at the version the browser read (409 otherwise). */
    async save(
      id: string,
      body: { step: string; values: Row; version: number; base?: string | null },
    ) {
      const { draft } = await current(id);
      refuseStale(draft, body);
      return save(draft, body.step, body.values);
    },
    /**
     * Moving on from a step: its values validated (422 per field), the steps before it done,
     * then the next step; once every form step is done the record is stored, the draft
     * deleted, and the answer is the stored record's, on the step after this one.
     */
    async complete(
      id: string,
      step: string,
      body: { values: Row; version: number; base?: string | null },
    ) {
      const { draft } = await current(id);
      refuseStale(draft, body);
      // A sealed field's mask stands for what is stored: checked as if typed again.
      const sealed = sealing(draft, step);
      const refused = sealed ? sealedInputErrors(sealed.form, body.values) : {};
      if (hasErrors(refused)) throw refuse.unprocessable(refused);
      const open = sealed ? revealed(sealed, body.values, draft.values[step]) : body;
      if ('errors' in open) throw refuse.unprocessable(open.errors);
      const checked = checkedStep(flow, draft, step, open.values);
      if ('problem' in checked) throw answerOf(checked.problem);
      const found = await port.check(draft, step, checked.values);
      if (hasErrors(found)) throw refuse.unprocessable(found);
      const result = completed(flow, draft, step, kept(draft, step, checked.values));
      const next: StoredDraft = { ...draft, ...result.draft };
      if (!result.store) {
        if (!(await port.writeDraft(keyOf(id), next, draft.version))) throw stale();
        return view(next);
      }
      if (!(await port.commit(keyOf(id), next, draft.version))) throw stale();
      // Not through `current`: storing it needed create access only, reading it back must not
      // ask for edit access.
      const stored = await port.load(id);
      if (!stored) throw refuse.problem(404, errorMessages.notFound);
      return { ...view(seeded(id, stored)), step: next.step };
    },
    /** Drops the user's draft: a new record's is gone, an edit starts again from the record. */
    async discard(id: string) {
      await current(id, false);
      await port.deleteDraft(keyOf(id));
    },
  };
}
