/**
 * The status machine of a contract request (spec 4: pending 201 … processed 208). Spec 4 shows no
 * transitions; ours, for a brokerage: the executive's «Confirmar para emisión» on an accepted
 * opportunity opens the request in pending, with no subscriber, in the subscribers' queue
 * («Sin asignar»); a subscriber takes it («Tomar») and it stays pending, now theirs («Mis
 * solicitudes»); the subscribers' supervisor, who may also take one (a permission matches its
 * prefixes: `subscriber_supervisor` holds `subscriber`), hands it to another subscriber
 * («Reasignar») whatever its status while open; before it reaches the insurer, the executive or
 * its subscriber annuls it when the client desists («Anular solicitud»), which cancels its
 * opportunity. «Emitir» sends it to the insurer (pending_emit), whose answers move it on
 * (server/contracts/emissionRunner.ts): pending_cia, then emitted, emitted_pending_billing and
 * processed, or pending_sac, whose outcome the subscriber records («Registrar póliza emitida»,
 * «Registrar rechazo de la compañía»).
 */
import type { StatusMachine, StatusTransition } from '../engine/statusMachine';
import { hasAccess, type AccessLists } from '../engine/access';
import { reference, text } from '../engine/fields';
import { either } from '../engine/routeRules';
import { SUBSCRIBER, SUBSCRIBER_SUPERVISOR } from '../labors';

/** Still to be issued: someone works it. */
export const OPEN_REQUEST = [
  'pending',
  'pending_emit',
  'pending_cia',
  'pending_sac',
  'emitted_pending_billing',
] as const;

export const contractRequestMessages = {
  taken: 'Otro suscriptor tomó esta solicitud hace un momento: ya no está sin asignar.',
  takenDone: 'La solicitud es tuya (está en «Mis solicitudes»)',
  subscriberHelp: 'Quien la emite; vacía: espera en «Sin asignar» a que un suscriptor la tome',
  notSubscriber: 'Elegí a alguien de tu organización que trabaje como suscriptor.',
  notPending:
    'Esta solicitud ya no está pendiente: ya se envió a la compañía o se anuló, y no se emite de nuevo.',
} as const;

/** Whether a user with `access` may hold contract requests as their subscriber. */
export const worksAsSubscriber = (access: AccessLists | null | undefined) =>
  hasAccess(access, {
    permission: [either('contract_requests: full_access', SUBSCRIBER_SUPERVISOR, SUBSCRIBER)],
  });

/** Reassigning checks the new subscriber works as one (server/contracts/reassignRequest.ts). */
export const REASSIGN_REQUEST = 'reassignRequest';
/** Sending a request to its insurer (server/contracts/emitRequest.ts). */
export const EMIT_REQUEST = 'emitRequest';
/** Recording the policy the insurer's subscription desk issued (server/contracts/recordEmission.ts). */
export const RECORD_EMISSION = 'recordEmission';
/** Withdrawing a request cancels its opportunity (server/contracts/withdrawRequest.ts). */
export const WITHDRAW_OPPORTUNITY = 'withdrawOpportunity';

const transitions: StatusTransition[] = [
  {
    command: 'take',
    label: 'Tomar',
    from: ['pending'],
    requires: [{ permission: SUBSCRIBER }],
    takes: { taken: contractRequestMessages.taken, done: contractRequestMessages.takenDone },
  },
  {
    command: 'reassign',
    label: 'Reasignar',
    from: [...OPEN_REQUEST],
    requires: [{ permission: SUBSCRIBER_SUPERVISOR }],
    handler: REASSIGN_REQUEST,
    input: {
      subscriber_id: reference({
        label: 'Suscriptor',
        target: 'auth-admin/user',
        required: true,
      }),
    },
  },
  // «Emitir»: sent to the insurer from its wizard's detail, where the card's security code is
  // asked (an input never stored, logged or audited); the insurer's answer moves it on. A
  // service that fails brings it back to pending, with «Emitir» to retry.
  {
    command: 'emit',
    label: 'Emitir',
    from: ['pending'],
    to: 'pending_emit',
    requires: [{ permission: SUBSCRIBER }],
    handler: EMIT_REQUEST,
    // Sent once: a second «Emitir» (a double click, another tab) is a conflict, not a mistake.
    movedOn: contractRequestMessages.notPending,
    input: {
      cvc: text({
        label: 'Código de seguridad de la tarjeta',
        max: 4,
        secret: true,
        helperText: 'Solo para pagos con tarjeta: viaja a la compañía y no se guarda',
      }),
    },
    runOn: (record) => `/contract_request/emission/${String(record.id)}/detail`,
  },
  // Sent to the insurer's subscription desk (SAC), the answer comes by mail or phone: the
  // subscriber records the policy it issued, or its refusal with the reason it gave.
  {
    command: 'record_emission',
    label: 'Registrar póliza emitida',
    from: ['pending_sac'],
    to: 'emitted',
    requires: [{ permission: SUBSCRIBER }],
    handler: RECORD_EMISSION,
    input: {
      policy_number: text({ label: 'Número de póliza', required: true, max: 40 }),
    },
  },
  {
    command: 'record_rejection',
    label: 'Registrar rechazo de la compañía',
    from: ['pending_sac'],
    to: 'rejected',
    requires: [{ permission: SUBSCRIBER }],
    input: {
      insurer_message: text({ label: 'Motivo que dio la compañía', required: true, max: 400 }),
    },
  },
  // The client desists before the request reaches the insurer: the request is closed as
  // rejected with the reason, and its opportunity cancelled with it (its fate is the request's).
  {
    command: 'withdraw',
    label: 'Anular solicitud',
    from: ['pending'],
    to: 'rejected',
    reason: true,
    confirm:
      'La solicitud se anula y su oportunidad queda cancelada con el mismo motivo. ¿Continuamos?',
    handler: WITHDRAW_OPPORTUNITY,
  },
];

export const contractRequestMachine: StatusMachine<'status' | 'close_reason'> = {
  field: 'status',
  initial: 'pending',
  transitions,
  reasonField: 'close_reason',
};
