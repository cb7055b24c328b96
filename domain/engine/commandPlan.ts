/**
 * Running a status machine's command (domain/engine/statusMachine.ts): the input it takes and
 * its checks, what it writes, and the plan the server and fixtures mode both follow (the
 * checks in the server's order, then the changes).
 */
import { type AccessLists } from './access';
import { type Entity } from './entity';
import { type Field } from './fields';
import { interpolate, validationMessage } from './messages';
import { checkValue } from './validate';
import {
  type StatusTransition,
  reasonNeedsNote,
  statusMessages,
  statusIdOf,
  holderField,
  heldByAnother,
  takeFirst,
  takenAlready,
  refusalFrom,
} from './statusMachine';

type Values = Readonly<Record<string, unknown>>;

/**
 * What running `transition` on `current` writes (the new status, the reason given or the old
 * one cleared: a reason explains the status it came with; the runner as holder when it
 * `takes` the record), or what refuses it: someone else holding it, or a record that moved on
 * past a command declaring `movedOn` (`conflict`, a 409), or the field errors of a status it
 * does not apply from, a record to take first, a missing or
 * unknown reason. `runner` and `access`: who runs it (null and undefined: the product
 * itself). Server and fixtures mode alike.
 */
export function transitionChanges(
  entity: Entity,
  transition: StatusTransition,
  current: Values,
  reason: unknown,
  runner: number | null = null,
  access?: AccessLists | null,
  note?: unknown,
):
  | { changes: Record<string, unknown> }
  | { errors: Record<string, string[]> }
  | { conflict: string } {
  const machine = entity.statusMachine!;
  if (heldByAnother(entity, transition, current, runner))
    return { conflict: transition.takes!.taken };
  const refusal = refusalFrom(entity, transition, current[machine.field], access);
  if (refusal && transition.movedOn) return { conflict: transition.movedOn };
  if (refusal) return { errors: { [machine.field]: [refusal] } };
  if (takenAlready(entity, transition, current)) {
    const held = interpolate(statusMessages.alreadyHeld, { action: transition.label });
    return { errors: { [machine.field]: [held] } };
  }
  const first = access === undefined ? undefined : takeFirst(access, entity, transition, current);
  if (first) {
    const words = { action: transition.label, take: first.label };
    return { errors: { [machine.field]: [interpolate(statusMessages.takeFirst, words)] } };
  }
  const changes: Record<string, unknown> = transition.to
    ? { [machine.field]: statusIdOf(entity, transition.to) }
    : {};
  if (transition.takes && runner !== null) changes[holderField(entity)] = runner;
  const field = machine.reasonField;
  if (!field) return { changes };
  const noteField = machine.reasonNote;
  if (!transition.reason) {
    if (current[field] != null) changes[field] = null;
    if (noteField && current[noteField] != null) changes[noteField] = null;
    return { changes };
  }
  if (reason === undefined || reason === null || reason === '')
    return { errors: { reason: [statusMessages.reasonRequired] } };
  const checked = checkValue(entity.fields[field], reason);
  if (!('value' in checked))
    return {
      errors: { reason: [validationMessage('in', { attribute: entity.fields[field].label })] },
    };
  changes[field] = checked.value;
  if (!noteField) return { changes };
  const words = typeof note === 'string' ? note.trim() : '';
  if (reasonNeedsNote(entity, checked.value) && !words)
    return { errors: { reason_note: [statusMessages.noteRequired] } };
  if (!reasonNeedsNote(entity, checked.value)) {
    changes[noteField] = null;
    return { changes };
  }
  const noted = checkValue(entity.fields[noteField], words);
  if (!('value' in noted)) {
    const words = { attribute: entity.fields[noteField].label, ...noted.params };
    return { errors: { reason_note: [validationMessage(noted.rule, words)] } };
  }
  changes[noteField] = noted.value;
  return { changes };
}

/**
 * A command's input as sent (`transition.input`): each field checked as a record's, the
 * required ones present. Values keyed by field; errors keyed the same, in Spanish.
 */
export function commandInput(
  transition: StatusTransition,
  body: Readonly<Record<string, unknown>>,
  now = new Date(),
): { values: Record<string, unknown> } | { errors: Record<string, string[]> } {
  const checked = checkInput(transition.input ?? {}, body);
  if ('errors' in checked) return checked;
  const problems = transition.inputCheck?.(checked.values, now);
  if (problems && Object.keys(problems).length)
    return {
      errors: Object.fromEntries(Object.entries(problems).map(([name, m]) => [name, [m]])),
    };
  return checked;
}

/**
 * Input that is not a record (a command's, a discount's percent and reason): each field checked
 * as a record's, the required ones present. Values keyed by field; errors keyed the same.
 */
export function checkInput(
  fields: Readonly<Record<string, Field>>,
  body: Readonly<Record<string, unknown>>,
): { values: Record<string, unknown> } | { errors: Record<string, string[]> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(fields)) {
    const raw = Object.hasOwn(body, name) ? body[name] : undefined;
    if (raw === undefined || raw === null || raw === '') {
      if (field.required)
        errors[name] = [
          field.requiredMessage ?? validationMessage('required', { attribute: field.label }),
        ];
      continue;
    }
    const checked = checkValue(field, raw);
    if ('value' in checked) values[name] = checked.value;
    else
      errors[name] = [
        validationMessage(checked.rule, { attribute: field.label, ...checked.params }),
      ];
  }
  return Object.keys(errors).length ? { errors } : { values };
}

/** The part of a command's checked input that names fields of the record: written to it. */
export const inputWrites = (entity: Entity, values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(entity.fields, name)));

/**
 * A command's checks on the stored record, in the order the server (server/rest/commands.ts)
 * and fixtures mode (fixtures/server/recordRoutes.ts) both make them, and what it writes: someone
 * else took it (`conflict`), the body's `updated_at` is not the record's (`stale`), the move or
 * the input is refused (`errors`); else the record's changes and the checked input.
 */
export function planCommand(
  entity: Entity,
  transition: StatusTransition,
  current: Values,
  body: Readonly<Record<string, unknown>>,
  runner: number | null,
  access: AccessLists | null | undefined,
):
  | { conflict: string }
  | { stale: true }
  | { errors: Record<string, string[]> }
  | { changes: Record<string, unknown>; input: Record<string, unknown> } {
  const { reason, reason_note: note } = body;
  const outcome = transitionChanges(entity, transition, current, reason, runner, access, note);
  if ('conflict' in outcome) return outcome;
  if (body.updated_at !== undefined && body.updated_at !== current.updated_at)
    return { stale: true };
  if ('errors' in outcome) return outcome;
  const input = commandInput(transition, body);
  if ('errors' in input) return input;
  return {
    changes: { ...outcome.changes, ...inputWrites(entity, input.values) },
    input: input.values,
  };
}
