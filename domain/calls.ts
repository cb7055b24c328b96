/**
 * The call queue's rules (issue 13 section 5): which opportunities wait for a call and from
 * when, who works the queue ("Siguiente llamado"), and the order calls are taken in. The server
 * keeps the queue table in step with the opportunities (server/callers/syncCalls.ts) and the
 * caller-priority rules give each call its priority, due time and executive (rebuildQueue.ts);
 * fixtures mode takes calls in the same order without that table.
 */
import { ADMINISTRATOR, hasAccess, type AccessLists } from './engine/access';
import { isBlank } from './engine/display';
import { EXECUTIVE_CALL } from './labors';
import { canAccess } from './engine/routeAccess';
import { interactionDirections, interactionKinds, interactionOutcomes } from './enums/clients';
import { opportunityCloseReasons } from './enums/opportunities';
import { opportunityStatus, opportunitySubstatus } from './enums/statuses';
import { optionByCode, optionById } from './engine/defineEnum';
import { formatArgentineDateTime } from './engine/format';

export { EXECUTIVE_CALL };

/**
 * Whether the user works the call queue ("Siguiente llamado"): edits opportunities and holds
 * the call labor. The server's route, fixtures mode and the button ask this one rule.
 */
export const worksCallQueue = (access: AccessLists | null | undefined) =>
  canAccess(access, 'opportunity', 'edit') &&
  hasAccess(access, { permission: [`${ADMINISTRATOR}|${EXECUTIVE_CALL}`] });

/** The queue's button and the audit's name for taking a call. */
export const NEXT_CALL_LABEL = 'Siguiente llamado';

/** The transition "Siguiente llamado" runs on the opportunity it takes (to in_call, 115). */
export const CALL_COMMAND = 'call';

export const callMessages = {
  none: 'No tenés llamados pendientes: la cola está al día.',
  future: 'Elegí una fecha y hora posteriores a este momento.',
  taken: (title: string) => `Llamado en curso: ${title}.`,
} as const;

const status = (code: string) => optionByCode(opportunityStatus, code).id;
/** A request flagged as a lead's duplicate waits for its review, not for a call. */
const DUPLICATE = optionByCode(opportunitySubstatus, 'lead_duplicate').id;

/**
 * Statuses that wait for a call, and the field saying from when: a new request as it arrives,
 * a call back or an appointment at the time the executive chose.
 */
const CALL_FROM = new Map<number, 'requested_at' | 'next_call_at'>([
  [status('active'), 'requested_at'],
  [status('re_call'), 'next_call_at'],
  [status('scheduled'), 'next_call_at'],
]);

/**
 * When the opportunity is due a call (an ISO instant), or null when it waits for none: its
 * status asks for no call, it waits for a duplicates review, or its call has no time.
 */
export function callFrom(opportunity: Readonly<Record<string, unknown>>): string | null {
  const field = CALL_FROM.get(Number(opportunity.status));
  if (!field || Number(opportunity.substatus) === DUPLICATE) return null;
  const at = opportunity[field];
  return typeof at === 'string' && !isBlank(at) ? at : null;
}

/** A call as the queue keeps it (its priority, due_at and received_at). */
export type QueuedCall = Readonly<Record<string, unknown>>;

const instant = (value: unknown) =>
  typeof value === 'string' && value ? Date.parse(value) : Number.POSITIVE_INFINITY;
const rank = (value: unknown) =>
  value === null || value === undefined ? Number.POSITIVE_INFINITY : Number(value);

/**
 * The order calls are taken in: the rule's priority (1 first; calls no rule covers last), then
 * the one that must be made soonest, then the one that has waited longest. The server's queue is
 * ordered by the database to this rule (server/callers/dueCalls.ts, checked by its test).
 */
export const byCallOrder = (a: QueuedCall, b: QueuedCall) =>
  rank(a.priority) - rank(b.priority) ||
  instant(a.due_at) - instant(b.due_at) ||
  instant(a.received_at) - instant(b.received_at);

/** Whether a call can be made now: its time has come. */
export const callIsDue = (call: QueuedCall, now: Date) =>
  instant(call.received_at) <= now.getTime();

/** The check of a call-back or appointment time: strictly after `now`. */
export function futureCallProblem(value: unknown, now: Date): string | null {
  return typeof value === 'string' && Date.parse(value) > now.getTime()
    ? null
    : callMessages.future;
}

/**
 * The commands that end a call attempt, and the interaction outcome each logs (issue 28 item
 * 30): a call back or an appointment, whatever status they come from (the executive dialled to
 * set them); a quote or "No aplica" only when they close a call in course (in_call).
 */
const CALL_ENDINGS: Readonly<Record<string, { outcome: string; fromCallOnly: boolean }>> = {
  recall: { outcome: 'callback', fromCallOnly: false },
  schedule: { outcome: 'reached', fromCallOnly: false },
  quote: { outcome: 'reached', fromCallOnly: true },
  not_apply: { outcome: 'reached', fromCallOnly: true },
};

type Values = Readonly<Record<string, unknown>>;

/**
 * The interaction a transition of an opportunity logs on its client's or lead's history, or null
 * when it ends no call: a call, its outcome, the command's name and the opportunity as subject,
 * and the next call's time or the reason as detail. `before`/`after`: the opportunity.
 */
export function callInteraction(
  command: { command: string; label: string },
  before: Values,
  after: Values,
): Record<string, unknown> | null {
  const ending = CALL_ENDINGS[command.command];
  if (!ending) return null;
  if (ending.fromCallOnly && Number(before.status) !== status('in_call')) return null;
  if (isBlank(after.account_id) && isBlank(after.lead_id)) return null;
  const reason = optionById(opportunityCloseReasons, Number(after.close_reason))?.label;
  const next = typeof after.next_call_at === 'string' ? after.next_call_at : null;
  const notes =
    command.command === 'not_apply'
      ? reason && `Motivo: ${reason}`
      : command.command === 'quote'
        ? null
        : next && `Próximo llamado: ${formatArgentineDateTime(next)}`;
  return {
    account_id: isBlank(after.account_id) ? null : after.account_id,
    lead_id: isBlank(after.lead_id) ? null : after.lead_id,
    kind: optionByCode(interactionKinds, 'call').id,
    direction: optionByCode(interactionDirections, 'outbound').id,
    outcome: optionByCode(interactionOutcomes, ending.outcome).id,
    subject: `${command.label} · ${String(after.title ?? '')}`.slice(0, 200),
    occurred_at: new Date().toISOString(),
    notes: notes || null,
  };
}
