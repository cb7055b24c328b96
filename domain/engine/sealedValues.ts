/**
 * Sealed fields (`Common.sealed`) in a wizard's steps: what the product must keep but nobody
 * should read back, a card's number. The wizard (flowEngine.ts) seals each one before a draft
 * or a record's steps are written, answers only its mask, and takes the mask sent back as
 * "unchanged": the stored value is opened again for the step's checks, so a card typed once is
 * still Luhn-checked when the step is completed later. The cipher is the store's (the server's
 * key from configuration); this file only decides where it applies.
 */
import type { Entity } from './entity';
import type { Flow, FlowDraft } from './flows';
import type { FieldErrors } from './validate';

type Row = Record<string, unknown>;

/** Every sealed text starts with this, so a value is never sealed twice. */
export const SEALED_PREFIX = 'sealed:v1:';

/**
 * The store's cipher. `bound` names where the value belongs (flow, record, field): a value
 * sealed for one record does not open on another, so a copied ciphertext moves no card.
 */
export interface Sealer {
  seal(plain: string, bound: string): string;
  /** The plain text, or null when it cannot be opened (another key or place, a damaged value). */
  open(sealed: string, bound: string): string | null;
}

/** Where a sealed value belongs: its flow, its record and its field. */
export const sealedPlace = (flow: string, recordId: string, field: string) =>
  `${flow}:${recordId}:${field}`;

export const sealedMessages = {
  retype: 'No pudimos leer el dato guardado: volvé a escribirlo completo.',
  notText: 'Escribí este dato como texto, tal como figura (por ejemplo 4507 9900 0000 4905).',
} as const;

const MASK_DOTS = '••••';

/** A sealed value as anyone sees it: its last four characters, spaces and dashes left out. */
export const maskOf = (plain: string) => `${MASK_DOTS} ${plain.replace(/[\s-]/g, '').slice(-4)}`;

/** Whether a value is a mask (`•••• 4905`): what a form sends back for "unchanged". */
export const isMask = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(MASK_DOTS);

export const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX);

export const sealedFields = (form: Entity) =>
  Object.keys(form.fields).filter((name) => form.fields[name].sealed === true);

/** A step's sealed values with the place each belongs to. */
interface SealedStep {
  form: Entity;
  sealer: Sealer;
  /** The place of a field's value (`sealedPlace` of the flow and record). */
  place: (field: string) => string;
}

const openedOf = (stored: unknown, name: string, { sealer, place }: SealedStep) =>
  isSealed(stored) ? sealer.open(stored, place(name)) : null;

/**
 * What a client may send in a sealed field: a text as typed, or the mask it was given. Anything
 * else (a number, a list, a sealed text copied from elsewhere) is refused before it is kept.
 */
export function sealedInputErrors(form: Entity, values: Row): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of sealedFields(form)) {
    const value = values[name];
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string' || isSealed(value)) errors[name] = [sealedMessages.notText];
  }
  return errors;
}

/**
 * The step's values with each mask replaced by the stored value it stands for, opened, for the
 * step's checks; a mask of anything else is refused (the stored value changed meanwhile).
 */
export function revealed(
  step: SealedStep,
  incoming: Row,
  stored: Row | undefined,
): { values: Row } | { errors: FieldErrors } {
  const values = { ...incoming };
  const errors: FieldErrors = {};
  for (const name of sealedFields(step.form)) {
    if (!isMask(values[name])) continue;
    const plain = openedOf(stored?.[name], name, step);
    if (plain !== null && maskOf(plain) === values[name]) values[name] = plain;
    else errors[name] = [sealedMessages.retype];
  }
  return Object.keys(errors).length ? { errors } : { values };
}

/**
 * The step's values as kept: each sealed field's text sealed; the stored value's own mask, or
 * its text, keeps the stored value (an autosave of an untouched card audits no change).
 */
export function sealedStep(step: SealedStep, values: Row, stored: Row | undefined) {
  const kept = { ...values };
  for (const name of sealedFields(step.form)) {
    const value = kept[name];
    if (typeof value !== 'string' || value === '' || isSealed(value)) continue;
    const plain = openedOf(stored?.[name], name, step);
    // The stored value again (its mask, or the same text): kept as stored, not sealed anew.
    if (plain !== null && (value === plain || value === maskOf(plain))) kept[name] = stored![name];
    else if (!isMask(value)) kept[name] = step.sealer.seal(value, step.place(name));
  }
  return kept;
}

/** A draft's steps as the browser gets them: every sealed value as its mask. */
export function maskedSteps(
  flow: Flow,
  draft: Pick<FlowDraft, 'id' | 'branch_id' | 'values'>,
  sealer: Sealer,
): FlowDraft['values'] {
  const { values } = draft;
  const masked = { ...values };
  for (const step of flow.stepsFor(draft.branch_id, values)) {
    const own = values[step.name];
    if (!step.form || !own) continue;
    const names = sealedFields(step.form).filter((name) => isSealed(own[name]));
    if (!names.length) continue;
    masked[step.name] = { ...own };
    for (const name of names) {
      const plain = sealer.open(own[name] as string, sealedPlace(flow.name, draft.id, name));
      masked[step.name][name] = plain === null ? MASK_DOTS : maskOf(plain);
    }
  }
  return masked;
}
