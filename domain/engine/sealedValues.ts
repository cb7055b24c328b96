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

export interface Sealer {
  seal(plain: string): string;
  /** The plain text, or null when it cannot be opened (another key, a damaged value). */
  open(sealed: string): string | null;
}

export const sealedMessages = {
  retype: 'Volvé a escribir este dato: el que estaba guardado ya no coincide.',
} as const;

const MASK_DOTS = '••••';

/** A sealed value as anyone sees it: its last four characters, spaces and dashes left out. */
export const maskOf = (plain: string) => `${MASK_DOTS} ${plain.replace(/[\s-]/g, '').slice(-4)}`;

/** Whether a value is a mask (`•••• 4905`): what a form sends back for "unchanged". */
export const isMask = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(MASK_DOTS);

const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX);

export const sealedFields = (form: Entity) =>
  Object.keys(form.fields).filter((name) => form.fields[name].sealed === true);

const openedOf = (stored: unknown, sealer: Sealer) =>
  isSealed(stored) ? sealer.open(stored) : null;

/**
 * The step's values with each mask replaced by the stored value it stands for, opened, for the
 * step's checks; a mask of anything else is refused (the stored value changed meanwhile).
 */
export function revealed(
  form: Entity,
  incoming: Row,
  stored: Row | undefined,
  sealer: Sealer,
): { values: Row } | { errors: FieldErrors } {
  const values = { ...incoming };
  const errors: FieldErrors = {};
  for (const name of sealedFields(form)) {
    if (!isMask(values[name])) continue;
    const plain = openedOf(stored?.[name], sealer);
    if (plain !== null && maskOf(plain) === values[name]) values[name] = plain;
    else errors[name] = [sealedMessages.retype];
  }
  return Object.keys(errors).length ? { errors } : { values };
}

/**
 * The step's values as kept: each sealed field's text sealed; the stored value's own mask, or
 * its text, keeps the stored value (an autosave of an untouched card audits no change).
 */
export function sealedStep(form: Entity, values: Row, stored: Row | undefined, sealer: Sealer) {
  const kept = { ...values };
  for (const name of sealedFields(form)) {
    const value = kept[name];
    if (typeof value !== 'string' || value === '' || isSealed(value)) continue;
    const plain = openedOf(stored?.[name], sealer);
    // The stored value again (its mask, or the same text): kept as stored, not sealed anew.
    if (plain !== null && (value === plain || value === maskOf(plain))) kept[name] = stored![name];
    else if (!isMask(value)) kept[name] = sealer.seal(value);
  }
  return kept;
}

/** A draft's steps as the browser gets them: every sealed value as its mask. */
export function maskedSteps(
  flow: Flow,
  branchId: number,
  values: FlowDraft['values'],
  sealer: Sealer,
): FlowDraft['values'] {
  const masked = { ...values };
  for (const step of flow.stepsFor(branchId)) {
    const own = values[step.name];
    if (!step.form || !own) continue;
    const names = sealedFields(step.form).filter((name) => isSealed(own[name]));
    if (!names.length) continue;
    masked[step.name] = { ...own };
    for (const name of names) {
      const plain = sealer.open(own[name] as string);
      masked[step.name][name] = plain === null ? MASK_DOTS : maskOf(plain);
    }
  }
  return masked;
}
