/**
 * Status machines (entity option `statusMachine`): a record's status changes only through its
 * declared transitions, each a command served as `POST /{resource}/{id}/{command}` and shown as
 * a button to whoever may run it from the current status. The generic create starts a record
 * in the initial status and the generic update refuses to move it, so every change of status
 * passes one rule, with its permission, its reason and its audit row.
 */
import { ADMINISTRATOR, hasAccess, type AccessLists } from './access';
import type { Entity } from './entity';
import type { Field } from './fields';
import type { EnumDef } from './defineEnum';
import { canAccess, type Action } from './routeAccess';
import { interpolate, validationMessage } from './messages';
import { checkValue } from './validate';
import { seesOnlyAssigned } from './recordScope';

export interface StatusTransition {
  /** The command's path segment: `POST /lead/{id}/discard`. */
  command: string;
  /** What the button says and the audit names: 'Descartar'. */
  label: string;
  /** Status codes it applies from. */
  from: readonly string[];
  /** The status code it leaves the record in. */
  to: string;
  /**
   * Besides editing the record, what the user must be able to do (convert: create clients), or
   * a permission of the catalogue they must hold (a supervisor's labor); administrators pass.
   */
  requires?: readonly ({ entity: string; action: Action } | { permission: string })[];
  /** A reason is asked for and kept in `reasonField` (a discarded lead's motive). */
  reason?: boolean;
  /** Asked before running it. */
  confirm?: string;
  /** The server runs the entity's handler of this name in the same transaction (commands.ts). */
  handler?: string;
  /**
   * The record becomes the runner's (its `assignedTo.field` takes their id): a request from
   * the pool. Whoever finds it held by someone else, even taken a moment before, gets a 409
   * saying `taken`. `done`: what the runner is told once it is theirs, with a link to it.
   */
  takes?: { taken: string; done?: string };
  /**
   * What the command needs besides the reason (the quote an acceptance chooses): checked like
   * a record's fields and given to the handler. Such a command is run where that input is
   * chosen, `runOn`'s address (the quotes' comparison), not from a bare button.
   */
  input?: Readonly<Record<string, Field>>;
  runOn?: (record: Readonly<Record<string, unknown>>) => string;
  /**
   * What the input's fields cannot say alone (a call back in the future): the message for a
   * field, or null. An input named after a field of the entity is written to it.
   */
  inputCheck?: (
    values: Readonly<Record<string, unknown>>,
    now: Date,
  ) => Record<string, string> | null;
}

export interface StatusMachine<Name extends string = string> {
  /** The status field (an enumeration). */
  field: Name;
  /** The status a new record starts in. */
  initial: string;
  transitions: readonly StatusTransition[];
  /** An enumeration field where a transition's reason is kept. */
  reasonField?: Name;
  /**
   * A text field for the reason in the user's own words, sent as `reason_note`: required when
   * the reason chosen is "Otro motivo" (code `other`), kept or cleared with the reason.
   */
  reasonNote?: Name;
}

/** The reason's code that asks for the user's own words (`reasonNote`). */
export const OTHER_REASON = 'other';

/** Whether `reason` (an option id of the machine's reason field) asks for its own words. */
export function reasonNeedsNote(entity: Entity, reason: unknown): boolean {
  const machine = entity.statusMachine;
  const field = machine?.reasonField && entity.fields[machine.reasonField];
  if (!machine?.reasonNote || !field || field.kind !== 'enumeration') return false;
  return field.enumeration.options.some((o) => o.id === Number(reason) && o.code === OTHER_REASON);
}

export const statusMessages = {
  notByEdit:
    'El estado cambia solo con sus acciones (:actions); no se modifica desde el formulario.',
  initial: 'Un registro nuevo empieza en estado «:status».',
  notFrom: 'No se puede «:action» desde el estado «:status». Acciones posibles: :actions.',
  reasonRequired: 'Indicá el motivo.',
  noteRequired: 'Contá el motivo con tus palabras.',
  takeFirst: 'Para «:action» primero usá «:take»: así queda a tu nombre.',
  takeBeforeEdit: 'Para modificarlo primero usá «:take»: así queda a tu nombre.',
  unknown: 'La acción no existe para este registro.',
  none: 'ninguna',
} as const;

/** The enumeration of the machine's status field. */
export function statusEnumeration(entity: Entity): EnumDef {
  const field = entity.fields[entity.statusMachine!.field];
  if (field.kind !== 'enumeration' && field.kind !== 'status')
    throw new Error(`${entity.name}: the status machine's field must be an enumeration`);
  return field.enumeration;
}

const codeOf = (entity: Entity, id: unknown) =>
  statusEnumeration(entity).options.find((o) => o.id === id)?.code;
const labelOf = (entity: Entity, code: string) =>
  statusEnumeration(entity).options.find((o) => o.code === code)?.label ?? code;
export const statusIdOf = (entity: Entity, code: string) =>
  statusEnumeration(entity).options.find((o) => o.code === code)!.id;

export function transitionOf(entity: Entity, command: string): StatusTransition | undefined {
  return entity.statusMachine?.transitions.find((t) => t.command === command);
}

/** Whether the user may run `transition` on the entity's records at all (any status). */
export function mayRun(
  access: AccessLists | null | undefined,
  entity: Entity,
  transition: StatusTransition,
): boolean {
  return (
    canAccess(access, entity.name, 'edit') &&
    (transition.requires ?? []).every((r) =>
      'permission' in r
        ? hasAccess(access, { permission: [`${ADMINISTRATOR}|${r.permission}`] })
        : canAccess(access, r.entity, r.action),
    )
  );
}

/** The user field a transition that `takes` the record fills (the entity's assignment). */
function holderField(entity: Entity): string {
  const rule = entity.assignedTo;
  if (!rule || !('field' in rule))
    throw new Error(`${entity.name}: a transition that takes a record needs assignedTo.field`);
  return rule.field;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Whether someone other than `runner` holds the record a taking transition would take. */
export function heldByAnother(
  entity: Entity,
  transition: StatusTransition,
  record: Readonly<Record<string, unknown>>,
  runner: number | null | undefined,
): boolean {
  if (!transition.takes) return false;
  const holder = record[holderField(entity)];
  return !isEmpty(holder) && Number(holder) !== runner;
}

/**
 * The taking command a user must run before working a record (an edit or another command):
 * the record may be taken (`takes`), is still nobody's, the user sees only their own records
 * and the pool, and may take it from its status. Otherwise it would leave the pool in another
 * status, or with other data, still nobody's. Whoever sees everything (full access, the
 * product), or may not take it (who only weeds out duplicates), works it as it is.
 */
export function takeBeforeWorking(
  access: AccessLists | null | undefined,
  entity: Entity,
  record: Readonly<Record<string, unknown>>,
): StatusTransition | undefined {
  const machine = entity.statusMachine;
  const take = machine?.transitions.find((t) => t.takes);
  if (!machine || !take || !isEmpty(record[holderField(entity)])) return undefined;
  const code = codeOf(entity, record[machine.field]);
  if (code === undefined || !take.from.includes(code) || !mayRun(access, entity, take))
    return undefined;
  return seesOnlyAssigned(entity, access) ? take : undefined;
}

/** `takeBeforeWorking` for a command: none before taking itself. */
export const takeFirst = (
  access: AccessLists | null | undefined,
  entity: Entity,
  transition: StatusTransition,
  record: Readonly<Record<string, unknown>>,
): StatusTransition | undefined =>
  transition.takes ? undefined : takeBeforeWorking(access, entity, record);

/**
 * The transitions a record in `status` offers the user (its buttons); given the record, not
 * those taking it from someone else (`takes`), nor those it must be taken for first.
 */
export function availableTransitions(
  access: AccessLists | null | undefined,
  entity: Entity,
  status: unknown,
  record?: { values: Readonly<Record<string, unknown>>; userId: number | null | undefined },
): StatusTransition[] {
  const code = codeOf(entity, status);
  return (entity.statusMachine?.transitions ?? []).filter(
    (t) =>
      code !== undefined &&
      t.from.includes(code) &&
      mayRun(access, entity, t) &&
      !(record && heldByAnother(entity, t, record.values, record.userId)) &&
      !(record && takeFirst(access, entity, t, record.values)),
  );
}

/**
 * The labels of the actions a record in `status` admits, for the messages that name them:
 * those `access` may run (undefined: the product itself, every one).
 */
function actionsFrom(entity: Entity, status: unknown, access?: AccessLists | null): string {
  const code = codeOf(entity, status);
  const actions = (entity.statusMachine?.transitions ?? [])
    .filter((t) => code !== undefined && t.from.includes(code))
    .filter((t) => access === undefined || mayRun(access, entity, t))
    .map((t) => t.label);
  return actions.length ? actions.join(', ') : statusMessages.none;
}

/** Why the transition cannot run from `status` (naming what the user can), or null when it can. */
export function refusalFrom(
  entity: Entity,
  transition: StatusTransition,
  status: unknown,
  access?: AccessLists | null,
) {
  const code = codeOf(entity, status);
  if (code !== undefined && transition.from.includes(code)) return null;
  return interpolate(statusMessages.notFrom, {
    action: transition.label,
    status: code ? labelOf(entity, code) : String(status),
    actions: actionsFrom(entity, status, access),
  });
}

/** The message of a generic update that tries to move the status: which actions do. */
export function notByEditMessage(entity: Entity, status: unknown): string {
  return interpolate(statusMessages.notByEdit, { actions: actionsFrom(entity, status) });
}

/** The message of a create that names another status than the initial one. */
export const initialMessage = (entity: Entity) =>
  interpolate(statusMessages.initial, { status: labelOf(entity, entity.statusMachine!.initial) });

/**
 * What a generic write may not do to the status (server and fixtures mode alike): a new record
 * starts in the initial status, an edit keeps the one it has. Null when the write is fine.
 */
export function statusMoveProblem(
  entity: Entity,
  current: Readonly<Record<string, unknown>> | null,
  values: Readonly<Record<string, unknown>>,
): Record<string, string[]> | null {
  const machine = entity.statusMachine;
  if (!machine || !(machine.field in values)) return null;
  const status = values[machine.field];
  if (current === null && status !== statusIdOf(entity, machine.initial))
    return { [machine.field]: [initialMessage(entity)] };
  if (current !== null && status !== current[machine.field])
    return { [machine.field]: [notByEditMessage(entity, current[machine.field])] };
  return null;
}

type Values = Readonly<Record<string, unknown>>;

/**
 * What running `transition` on `current` writes (the new status, the reason given or the old
 * one cleared: a reason explains the status it came with; the runner as holder when it
 * `takes` the record), or what refuses it: someone else holding it (`conflict`, a 409), or the
 * field errors of a status it does not apply from, a record to take first, a missing or
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
  if (refusal) return { errors: { [machine.field]: [refusal] } };
  const first = access === undefined ? undefined : takeFirst(access, entity, transition, current);
  if (first) {
    const words = { action: transition.label, take: first.label };
    return { errors: { [machine.field]: [interpolate(statusMessages.takeFirst, words)] } };
  }
  const changes: Record<string, unknown> = {
    [machine.field]: statusIdOf(entity, transition.to),
  };
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
 * and fixtures mode (fixtures/server/commands.ts) both make them, and what it writes: someone
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
