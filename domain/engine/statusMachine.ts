/**
 * Status machines (entity option `statusMachine`): a record's status changes only through its
 * declared transitions, each a command served as `POST /{resource}/{id}/{command}` and shown as
 * a button to whoever may run it from the current status. The generic create starts a record
 * in the initial status and the generic update refuses to move it, so every change of status
 * passes one rule, with its permission, its reason and its audit row. Running a command (its
 * input, its checks, what it writes): ./commandPlan.ts.
 */
import { ADMINISTRATOR, hasAccess, type AccessLists } from './access';
import type { Entity } from './entity';
import type { Field } from './fields';
import type { EnumDef } from './defineEnum';
import { canAccess, type Action } from './routeAccess';
import { interpolate } from './messages';
import { poolAssignment, seesOnlyAssigned } from './recordScope';

export interface StatusTransition {
  /** The command's path segment: `POST /lead/{id}/discard`. */
  command: string;
  /** What the button says and the audit names: 'Descartar'. */
  label: string;
  /** Status codes it applies from. */
  from: readonly string[];
  /** The status code it leaves the record in; none: it stays (a reassignment). */
  to?: string;
  /**
   * The 409's message once the record has left every status of `from`: the command was run
   * already (a second «Emitir»), or another move came first. Without it, running it from
   * another status is a 422 naming the actions possible there.
   */
  movedOn?: string;
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
   * The handler writes the record's move itself, audited under its own name (the insurer's
   * annulment, applied to the policy as an endorsement: server/movements/insurerAnnulment.ts).
   * The runner checks and plans the command as any other, then answers the record as the
   * handler left it, writing and auditing nothing more; the handler refuses a record changed
   * since it was read (409). `to` still says where it leaves the record (buttons, fixtures).
   */
  handlerWrites?: boolean;
  /**
   * Records of another entity that refuse the command while there are any (a policy's open
   * endorsement, its annulment): `filter`, a list filter of `entity` for the record; `refusal`,
   * the Spanish why over those rows, or null. The page shows the button disabled with it; the
   * command's transaction reads them, the record held, and answers a 409 (server/rest/commands.ts).
   */
  refusedWhile?: {
    entity: string;
    filter: (record: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>;
    refusal: (rows: readonly Readonly<Record<string, unknown>>[]) => string | null;
  };
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
   * Where the runner's screen goes once it ran, from the record as the command left it (the
   * contract request a renewal's emission opened); null or absent: it stays.
   */
  opens?: (record: Readonly<Record<string, unknown>>) => string | null;
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
  alreadyHeld: 'Ya está a tu nombre: no hay nada que «:action».',
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
export function holderField(entity: Entity): string {
  const pool = poolAssignment(entity);
  if (!pool) throw new Error(`${entity.name}: a transition that takes a record needs its pool`);
  return pool.field;
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
      !(record && takenAlready(entity, t, record.values)) &&
      !(record && takeFirst(access, entity, t, record.values)),
  );
}

/** A take that keeps the status (a request into a subscriber's hands) does nothing once held. */
export const takenAlready = (
  entity: Entity,
  transition: StatusTransition,
  values: Readonly<Record<string, unknown>>,
) => !!transition.takes && !transition.to && !isEmpty(values[holderField(entity)]);

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

/**
 * Which stored rows of `refusedWhile`'s entity refuse the command on `record`: each field of its
 * filter holds the value, or one of a list (a number and its text alike; an empty list, none).
 * Fixtures mode reads rows in memory; the server asks the same filter in SQL (commands.ts).
 */
export function refusingRows(
  rule: NonNullable<StatusTransition['refusedWhile']>,
  record: Readonly<Record<string, unknown>>,
) {
  const wanted = Object.entries(rule.filter(record)).map(
    ([field, value]) => [field, [value].flat().map(String)] as const,
  );
  return (row: Readonly<Record<string, unknown>>) =>
    wanted.every(([field, values]) => values.includes(String(row[field])));
}
