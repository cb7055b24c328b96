/**
 * Status machines (entity option `statusMachine`): a record's status changes only through its
 * declared transitions, each a command served as `POST /{resource}/{id}/{command}` and shown as
 * a button to whoever may run it from the current status. The generic create starts a record
 * in the initial status and the generic update refuses to move it, so every change of status
 * passes one rule, with its permission, its reason and its audit row.
 */
import type { AccessLists } from './access';
import type { Entity } from './entity';
import type { EnumDef } from './enums/define';
import { canAccess, type Action } from './routes';
import { interpolate, validationMessage } from './messages';
import { checkValue } from './validate';

export interface StatusTransition {
  /** The command's path segment: `POST /lead/{id}/discard`. */
  command: string;
  /** What the button says and the audit names: 'Descartar'. */
  label: string;
  /** Status codes it applies from. */
  from: readonly string[];
  /** The status code it leaves the record in. */
  to: string;
  /** Besides editing the record, what the user must be able to do (convert: create clients). */
  requires?: readonly { entity: string; action: Action }[];
  /** A reason is asked for and kept in `reasonField` (a discarded lead's motive). */
  reason?: boolean;
  /** Asked before running it. */
  confirm?: string;
  /** The server runs the entity's handler of this name in the same transaction (commands.ts). */
  handler?: string;
}

export interface StatusMachine<Name extends string = string> {
  /** The status field (an enumeration). */
  field: Name;
  /** The status a new record starts in. */
  initial: string;
  transitions: readonly StatusTransition[];
  /** An enumeration field where a transition's reason is kept. */
  reasonField?: Name;
}

export const statusMessages = {
  notByEdit:
    'El estado cambia solo con sus acciones (:actions); no se modifica desde el formulario.',
  initial: 'Un registro nuevo empieza en estado «:status».',
  notFrom: 'No se puede «:action» desde el estado «:status».',
  reasonRequired: 'Indicá el motivo.',
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
    (transition.requires ?? []).every((r) => canAccess(access, r.entity, r.action))
  );
}

/** The transitions a record in `status` offers the user (its buttons). */
export function availableTransitions(
  access: AccessLists | null | undefined,
  entity: Entity,
  status: unknown,
): StatusTransition[] {
  const code = codeOf(entity, status);
  return (entity.statusMachine?.transitions ?? []).filter(
    (t) => code !== undefined && t.from.includes(code) && mayRun(access, entity, t),
  );
}

/** Why the transition cannot run from `status`, or null when it can. */
export function refusalFrom(entity: Entity, transition: StatusTransition, status: unknown) {
  const code = codeOf(entity, status);
  if (code !== undefined && transition.from.includes(code)) return null;
  return interpolate(statusMessages.notFrom, {
    action: transition.label,
    status: code ? labelOf(entity, code) : String(status),
  });
}

/** The message of a generic update that tries to move the status: which actions do. */
export function notByEditMessage(entity: Entity, status: unknown): string {
  const code = codeOf(entity, status);
  const actions = (entity.statusMachine?.transitions ?? [])
    .filter((t) => code !== undefined && t.from.includes(code))
    .map((t) => t.label);
  return interpolate(statusMessages.notByEdit, {
    actions: actions.length ? actions.join(', ') : statusMessages.none,
  });
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
 * one cleared: a reason explains the status it came with), or the field errors that refuse it:
 * a status it does not apply from, a missing or unknown reason. Server and fixtures mode alike.
 */
export function transitionChanges(
  entity: Entity,
  transition: StatusTransition,
  current: Values,
  reason: unknown,
): { changes: Record<string, unknown> } | { errors: Record<string, string[]> } {
  const machine = entity.statusMachine!;
  const refusal = refusalFrom(entity, transition, current[machine.field]);
  if (refusal) return { errors: { [machine.field]: [refusal] } };
  const changes: Record<string, unknown> = {
    [machine.field]: statusIdOf(entity, transition.to),
  };
  const field = machine.reasonField;
  if (!field) return { changes };
  if (!transition.reason) {
    if (current[field] != null) changes[field] = null;
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
  return { changes };
}
