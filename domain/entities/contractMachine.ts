/**
 * The status machine of a contract (spec 4: emitted_with_endorsement 251 … not_validity 256).
 * Spec 4 shows no transitions; ours, for a brokerage: a policy is born in force (validity 252)
 * when its request is issued (server/contracts/issueContract.ts); its validity ending moves it
 * to not_validity (the daily job, server/contracts/contractExpiry.ts); the
 * subscriber, or the section's full access, annuls it with the insurer's motive («Anular
 * póliza»), and its pending quotas with it. The endorsement statuses (251, 253) and pending_cia (254) are the endorsements'
 * area's, which lands later with the moves that reach them.
 */
import type { StatusMachine, StatusTransition } from '../engine/statusMachine';
import { either } from '../engine/routeRules';
import { SUBSCRIBER } from '../labors';
import { optionById } from '../engine/defineEnum';
import { annulmentMotives } from '../enums/catalogues';

/** Annulling a policy annuls its pending quotas (server/contracts/annulContract.ts). */
export const ANNUL_QUOTAS = 'annulQuotas';

/** The cause of the version an annulment leaves (domain/engine/history.ts): «Anulación: Falta de pago». */
export const annulmentCause = (reason: unknown) =>
  `Anulación: ${optionById(annulmentMotives, Number(reason))?.label ?? 'sin motivo'}`;

/** Whoever may move a policy: its issuers and the section's full access. */
export const CONTRACT_WRITERS = either('contracts: full_access', SUBSCRIBER);

/** A policy still covering: in force, or issued with an endorsement or an adjustment. */
export const IN_FORCE = [
  'validity',
  'emitted_with_endorsement',
  'emitted_with_adjustment',
] as const;

const transitions: StatusTransition[] = [
  {
    command: 'annul',
    label: 'Anular póliza',
    from: [...IN_FORCE, 'pending_cia'],
    to: 'anulled',
    reason: true,
    requires: [{ permission: CONTRACT_WRITERS }],
    handler: ANNUL_QUOTAS,
    confirm:
      'La póliza queda anulada con el motivo que indique la compañía; sus cuotas pendientes dejan de cobrarse. ¿Continuamos?',
  },
];

export const contractMachine: StatusMachine<'status' | 'annul_reason'> = {
  field: 'status',
  initial: 'validity',
  transitions,
  reasonField: 'annul_reason',
};
