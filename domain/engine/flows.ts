/**
 * Flows (spec 2.5): a wizard declared once, as a list of steps per branch. Each step is a form
 * (a table-less entity: its fields, rules and computed values, validated by `validateRecord` on
 * both sides) or the flow's own last screen (no form: quotation, detail). The server keeps a
 * draft per user and record, validates a step when the user moves on and records it as done;
 * the browser shows the steps with the same states and opens the step the rules allow.
 * Used by opportunities (domain/flows/opportunityFlow.ts); contract requests, claims and news
 * declare theirs the same way.
 */
import type { AccessLists } from './access';
import type { Entity } from './entity';
import type { EmbeddedListField } from './fields';
import { canAccess } from './routeAccess';

/** Spec 2.5: every flow is entered to create (`new`) or to change a stored record (`edit`). */
export const FLOW_ACTIONS = ['new', 'edit'] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

export interface FlowStep {
  /** In the address (`/opportunity/car/{uuid}/new/vehicle`) and in the draft. */
  name: string;
  label: string;
  /** The step's fields; none for a step that shows what the earlier ones built. */
  form?: Entity;
}

/** The step indicators of spec 2.5. */
export type StepState = 'wait' | 'process' | 'success' | 'error';

export interface Flow {
  /** Its routes' name (`/api/v1/flows/opportunity/...`). */
  name: string;
  /** The entity whose records the flow creates and edits. */
  entity: string;
  /**
   * The steps of one branch, in order (spec 2.5's tables). A flow whose path depends on what
   * an earlier step holds (an endorsement that needs new prices is quoted) reads the draft's
   * `values`; a step of one path that another path holds under another form is not done there
   * (flowDrafts.ts `keptSteps`). Called without values, the path of an empty draft.
   */
  stepsFor: (branchId: number, values?: FlowDraft['values']) => FlowStep[];
  /** The record's values from the steps (else: the entity's fields the steps hold). */
  recordOf?: (branchId: number, values: FlowDraft['values']) => Record<string, unknown>;
  /** What a new record gets besides its steps (its branch, who made it and when). */
  newRecord?: (actorId: number | null, branchId: number) => Record<string, unknown>;
  /** A stored record's steps as its wizard opens them (else: its stored steps). */
  storedValues?: (
    steps: FlowDraft['values'] | null,
    record: Record<string, unknown>,
  ) => FlowDraft['values'];
  /** Only for records that exist (a request opened by a command): no draft starts as `new`. */
  editsOnly?: boolean;
  /** The step a stored record's wizard opens at (else: the last). */
  openStep?: (record: Record<string, unknown>) => string;
  /**
   * Steps a stored record's wizard proposes while it has none stored (the client's data as the
   * contract's people): shown in the forms, not counted as done.
   */
  proposedValues?: (
    record: Record<string, unknown>,
    /** The stored steps of the record `proposedFrom` names, when it has any. */
    cited: FlowDraft['values'] | null,
  ) => FlowDraft['values'];
  /**
   * Another flow's record the proposal reads: its flow and the field of this record naming it
   * (a request's opportunity, whose quoting wizard holds the vehicle, the fleet, the people).
   */
  proposedFrom?: { flow: string; field: string };
  /**
   * Who may work a stored record they see, and when: a refusal (403, or 409 for a record past
   * its wizard), else null. The server and fixtures mode answer it; the record page hides its
   * link to the wizard by it.
   */
  workRefusal?: (
    record: Record<string, unknown>,
    user: { id: number; access: AccessLists },
  ) => { status: 403 | 409; message: string } | null;
}

/** What a draft holds: the values typed per step and the steps the server accepted. */
export interface FlowDraft {
  id: string;
  flow: string;
  branch_id: number;
  action: FlowAction;
  /** The step the user was on when the draft was last saved. */
  step: string;
  /** Steps validated by the server, in the order they were completed. */
  done: string[];
  /** Per step, its values as typed (autosave) or as the server normalised them (done). */
  values: Record<string, Record<string, unknown>>;
  /** Moves on each save; a save naming another version is a 409 (two tabs, two devices). */
  version: number;
}

/**
 * What the browser gets: the draft, whether it was started over an older version of the record
 * (`stale`), and the record's version it was read from (`base`, null for a new record), which
 * a save sends back.
 */
export type FlowDraftView = FlowDraft & { stale: boolean; base: string | null };

/** Steps that hold fields: the ones a draft stores and the server validates. */
export const formSteps = (steps: FlowStep[]) => steps.filter((s) => s.form);

/**
 * The record a draft's steps store: the flow's `recordOf`, else its entity's fields the steps
 * hold; split into what a write takes (`own`) and what the product computes (`system`
 * fields such as a plate), which a write would refuse and each store keeps its own way.
 */
export function recordFromSteps(flow: Flow, entity: Entity, draft: FlowDraft) {
  let values: Record<string, unknown> = {};
  if (flow.recordOf) values = flow.recordOf(draft.branch_id, draft.values);
  else
    for (const step of formSteps(flow.stepsFor(draft.branch_id, draft.values)))
      for (const [name, value] of Object.entries(draft.values[step.name] ?? {}))
        if (Object.hasOwn(entity.fields, name)) values[name] = value;
  const system = (name: string) => entity.fields[name]?.system === true;
  const pick = (keep: boolean) =>
    Object.fromEntries(Object.entries(values).filter(([name]) => system(name) === keep));
  return { own: pick(false), computed: pick(true) };
}

/** The first step whose form is not done yet; the last step when all are. */
export function firstIncompleteStep(steps: FlowStep[], done: readonly string[]): FlowStep {
  return steps.find((s) => s.form && !done.includes(s.name)) ?? steps[steps.length - 1];
}

/**
 * The step an address may open: the one it names when every step before it is done, else the
 * first incomplete one (a step skipped by typing its address). No name: where the user left.
 */
export function resolveStep(
  steps: FlowStep[],
  requested: string | undefined,
  done: readonly string[],
  lastStep?: string,
): FlowStep {
  const wanted = requested ?? lastStep;
  const index = steps.findIndex((s) => s.name === wanted);
  const firstOpen = firstIncompleteStep(steps, done);
  if (index < 0) return firstOpen;
  return index <= steps.indexOf(firstOpen) ? steps[index] : firstOpen;
}

/**
 * Each step's indicator: the one on screen is `process` (or `error` when its last check
 * failed), a done step `success`, the rest `wait`.
 */
export function stepStates(
  steps: FlowStep[],
  current: string,
  done: readonly string[],
  failed: readonly string[] = [],
): StepState[] {
  return steps.map((s) => {
    if (failed.includes(s.name)) return 'error';
    if (s.name === current) return 'process';
    return done.includes(s.name) ? 'success' : 'wait';
  });
}

/**
 * Who may use a flow: `new` needs creating its records, `edit` changing them; without an
 * action, either (a step's spreadsheet serves both visits).
 */
export function mayUseFlow(
  access: AccessLists | null | undefined,
  flow: Pick<Flow, 'entity' | 'editsOnly'>,
  action?: FlowAction,
): boolean {
  const may = (a: FlowAction) =>
    a === 'new'
      ? !flow.editsOnly && canAccess(access, flow.entity, 'create')
      : canAccess(access, flow.entity, 'edit');
  return action ? may(action) : may('new') || may('edit');
}

/** The form-step names of a branch, and every field a draft of that branch may hold per step. */
export function draftShape(
  flow: Flow,
  branchId: number,
  values?: FlowDraft['values'],
): Map<string, Set<string>> {
  return new Map(
    formSteps(flow.stepsFor(branchId, values)).map((s) => [
      s.name,
      new Set(Object.keys(s.form!.fields)),
    ]),
  );
}

/** Largest draft the server keeps (the JSON text): a fleet of 200 vehicles fits several times. */
export const MAX_DRAFT_BYTES = 256 * 1024;

export const flowMessages = {
  stepUnknown: 'Ese paso no existe en este asistente.',
  stepNotReady: 'Completá primero los pasos anteriores.',
  fieldUnknown: 'El campo :attribute no es de este paso.',
  tooLarge: 'El borrador es demasiado grande para guardarlo.',
  branchUnknown: 'Ese ramo no existe.',
  staleDraft:
    'Este borrador se guardó desde otra pestaña o dispositivo. Recargá la página para seguir desde ahí; lo último que escribiste acá no se guardó.',
} as const;

/**
 * The embedded list of a branch's step that a spreadsheet may fill (`sheet`), or null: the
 * upload and the model workbook are found by flow, branch, step and field, never by a path.
 */
export function sheetFieldOf(
  flow: Flow,
  branchId: number,
  stepName: string,
  fieldName: string,
): EmbeddedListField | null {
  const form = flow.stepsFor(branchId).find((s) => s.name === stepName)?.form;
  const field = form && Object.hasOwn(form.fields, fieldName) ? form.fields[fieldName] : null;
  return field?.kind === 'embeddedList' && field.sheet ? field : null;
}
