/**
 * Rules over several fields of a declaration (`rules` in entity.ts) that no single field can
 * check: a CUIL that must match the DNI and gender, a date that depends on a flag. Each rule
 * names the fields it reads and the one its message goes on (where the user fixes it); it runs
 * only when none of them already has an error, on values already checked and normalised.
 * validateRecord runs them, so the server (final word) and every form share each rule.
 *
 * Proposals (`proposals`) are the other half: a value computed from others that the form
 * offers while the user has not typed their own (the CUIL from the DNI and gender). The server
 * never fills them in: what the user sends is what is saved.
 */
import type { Entity } from './entity';

type FieldErrors = Record<string, string[]>;
export type RecordValues = Readonly<Record<string, unknown>>;

export interface EntityRule<Name extends string = string> {
  /** The field the message is shown on. */
  field: Name;
  /** The other fields the rule reads (an error on any of them skips it). */
  uses: readonly Name[];
  /** The Spanish message when the values break the rule, or null. */
  check: (values: RecordValues) => string | null;
}

export interface EntityProposal<Name extends string = string> {
  /** The field the form fills in while the user has not typed their own value. */
  field: Name;
  /** The fields it is computed from: a change in any of them computes it again. */
  from: readonly Name[];
  /** The proposed value, or null when the values give none. */
  compute: (values: RecordValues) => string | number | null;
}

export function checkRules(entity: Entity, values: RecordValues, errors: FieldErrors): void {
  // A field with an error of its own, or of one of its items (`people.0.document`), is skipped.
  const failed = (name: string) =>
    Object.hasOwn(errors, name) || Object.keys(errors).some((key) => key.startsWith(`${name}.`));
  for (const rule of entity.rules ?? []) {
    if ([rule.field, ...rule.uses].some(failed)) continue;
    const message = rule.check(values);
    if (message) (errors[rule.field] ??= []).push(message);
  }
}

/**
 * Computed fields (`computed`): set from their sources on every validated write, once the
 * sources are free of errors. A system field: no request may set it (integrity.ts refuses a
 * value that differs from the stored one), and every write computes it again.
 */
export function applyComputed(
  entity: Entity,
  values: Record<string, unknown>,
  errors: FieldErrors,
): void {
  for (const computed of entity.computed ?? []) {
    if (computed.from.some((name) => Object.hasOwn(errors, name))) continue;
    values[computed.field] = computed.compute(values);
  }
}

/**
 * What the form should put in each proposed field after `values` changed from `previous`:
 * only where a source changed and the field is empty or still holds the earlier proposal
 * (the user's own value is never overwritten).
 */
export function proposedChanges(
  entity: Entity,
  previous: RecordValues,
  values: RecordValues,
): Record<string, string | number | null> {
  const changes: Record<string, string | number | null> = {};
  for (const proposal of entity.proposals ?? []) {
    if (!proposal.from.some((name) => previous[name] !== values[name])) continue;
    const current = values[proposal.field];
    const earlier = proposal.compute(previous);
    const untouched = current === null || current === undefined || current === '';
    if (!untouched && current !== earlier) continue;
    const next = proposal.compute(values);
    if (next !== current && !(next === null && untouched)) changes[proposal.field] = next;
  }
  return changes;
}
