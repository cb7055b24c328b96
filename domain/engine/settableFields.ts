/**
 * What a request may not write, whatever its route (server and fixtures mode alike): a field
 * the product sets itself (`system`: computed names, a call's time set by its commands) is
 * never taken from it, and a `readOnly` one only when the record is created. React-admin sends
 * the whole record back on an edit, so an unchanged value passes.
 */
import { flagWriteProblems } from './duplicateReview';
import type { Entity } from './entity';
import { validationMessage } from './messages';
import type { FieldErrors } from './validate';

type Row = Readonly<Record<string, unknown>>;

/**
 * Fields the product sets itself (`system`) are never taken from a request, nor the mark of a
 * duplicate waiting for review (duplicateReview.ts).
 */
export function checkSystemFields(entity: Entity, input: Row): FieldErrors {
  const errors: FieldErrors = flagWriteProblems(entity, null, input);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.system && name in input && input[name] !== null && input[name] !== false)
      errors[name] = [validationMessage('readOnly', { attribute: field.label })];
  }
  return errors;
}

/** Read-only fields may be sent back unchanged (react-admin sends the whole record), not changed. */
export function checkReadOnly(entity: Entity, current: Row, changes: Row): FieldErrors {
  const errors: FieldErrors = flagWriteProblems(entity, current, changes);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (
      (field.readOnly || field.system) &&
      name in changes &&
      JSON.stringify(changes[name]) !== JSON.stringify(current[name])
    ) {
      errors[name] = [validationMessage('readOnly', { attribute: field.label })];
    }
  }
  return errors;
}
