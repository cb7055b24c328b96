/**
 * Records still offered (an entity's `offeredWhile`): an insurer, branch or contact list that
 * is switched off stays, and the records citing it still name it, but a form's picker no
 * longer offers it and a write may not choose it anew. Keeping what a record already cites is
 * allowed, so switching a catalogue entry off never blocks editing the records that use it.
 */
import type { Entity } from './entity';
import type { Field } from './fields';
import { validationMessage } from './messages';

/** The filter a form's picker of `target` adds: only the records still in use. */
export const offeredFilter = (target: Entity): Record<string, true> =>
  target.offeredWhile ? { [target.offeredWhile]: true } : {};

const idsOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/** The ids a write chooses that the record did not cite before (one reference or a list). */
export function newlyChosen(value: unknown, before: unknown): unknown[] {
  const kept = new Set(idsOf(before).map(String));
  return idsOf(value).filter((id) => !kept.has(String(id)));
}

/** The refusal of a record no longer in use, on the field that chose it. */
export const retiredMessage = (field: Field, name: string) =>
  validationMessage('retired', { attribute: field.label, name });
