/**
 * The status machine of an endorsement (contract request statuses of spec 4, which spec 2.4's
 * link rule also reads for endorsements): asked (pending 201) by the client's executive or a
 * subscriber, sent to the insurer (pending_cia 205), and once the insurer answers, applied to
 * the policy (emitted 203) or refused (rejected 204). Spec 4 shows no transitions; these are
 * ours. Sending, applying and refusing run handlers (server/movements/): the steps must be
 * complete, the answer recorded, the policy still able to take it.
 */
import type { StatusMachine } from '../engine/statusMachine';
import { boolean, text } from '../engine/fields';
import { CONTRACT_WRITERS } from '../entities/contractMachine';
import { responsePath } from './movementFlows';

/** The answer is recorded, applied or refused on the response wizard's last screen. */
const onResponse = (record: Readonly<Record<string, unknown>>) =>
  responsePath(String(record.contract_id), String(record.id), 'notification');

/** «Enviar a la compañía»: the news flow's steps are complete (server/movements/). */
export const SEND_MOVEMENT = 'sendMovement';
/** «Aplicar respuesta»: the response flow's steps change the policy. */
export const APPLY_MOVEMENT = 'applyMovement';
/** «Rechazada por la compañía». */
export const REFUSE_MOVEMENT = 'refuseMovement';

/** «Anular pedido»: nothing is awaited from the insurer any more. */
export const WITHDRAW_MOVEMENT = 'withdrawMovement';

export const movementMachine: StatusMachine<'status'> = {
  field: 'status',
  initial: 'pending',
  transitions: [
    {
      command: 'send',
      label: 'Enviar a la compañía',
      from: ['pending'],
      to: 'pending_cia',
      handler: SEND_MOVEMENT,
      movedOn: 'El endoso ya se envió a la compañía.',
    },
    {
      command: 'apply',
      label: 'Aplicar respuesta',
      from: ['pending_cia'],
      to: 'emitted',
      handler: APPLY_MOVEMENT,
      requires: [{ permission: CONTRACT_WRITERS }],
      movedOn: 'La respuesta de la compañía ya se registró para este endoso.',
      runOn: onResponse,
      input: {
        notify_client: boolean({
          label: 'Enviarle el endoso al cliente por correo',
          default: true,
        }),
      },
    },
    {
      command: 'refuse',
      label: 'Rechazada por la compañía',
      from: ['pending_cia'],
      to: 'rejected',
      handler: REFUSE_MOVEMENT,
      requires: [{ permission: CONTRACT_WRITERS }],
      movedOn: 'La respuesta de la compañía ya se registró para este endoso.',
      runOn: onResponse,
      input: {
        insurer_message: text({ label: 'Motivo que dio la compañía', required: true, max: 400 }),
      },
    },
    {
      command: 'withdraw',
      label: 'Anular pedido',
      from: ['pending', 'pending_cia'],
      to: 'rejected',
      handler: WITHDRAW_MOVEMENT,
      confirm: 'El pedido de endoso queda anulado y la póliza no cambia. ¿Continuamos?',
    },
  ],
};
