/**
 * The status machine of a contract (spec 4: emitted_with_endorsement 251 … not_validity 256).
 * Spec 4 shows no transitions; ours, for a brokerage: a policy is born in force (validity 252)
 * when its request is issued (server/contracts/issueContract.ts); its validity ending moves it
 * to not_validity (the daily job, server/contracts/contractExpiry.ts). Every other change is an
 * endorsement (domain/movements/): asked of the insurer and applied with its answer, or, for the
 * insurer's own annulment notice, recorded in one step by the subscriber or the section's full
 * access («Registrar anulación de la compañía», domain/movements/insurerAnnulment.ts): an
 * annulment endorsement already answered, applied as the answer's wizard applies one.
 */
import type { StatusMachine, StatusTransition } from '../engine/statusMachine';
import { either } from '../engine/routeRules';
import { optionByCode, optionById } from '../engine/defineEnum';
import { contractStatus, IN_FORCE } from '../enums/statuses';
import { SUBSCRIBER } from '../labors';
import {
  insurerAnnulmentInput,
  insurerAnnulmentTexts,
  openEndorsementRefusal,
  openEndorsementsOf,
} from '../movements/insurerAnnulment';

/** The insurer's annulment, an endorsement applied (server/movements/insurerAnnulment.ts). */
export const RECORD_ANNULMENT = 'recordInsurerAnnulment';

/** Whoever may move a policy: its issuers and the section's full access. */
export const CONTRACT_WRITERS = either('contracts: full_access', SUBSCRIBER);

/** A policy still covering (declared beside the statuses, which the endorsements' rules read too). */
export { IN_FORCE } from '../enums/statuses';

/** Where a policy's validity ending moves it (server/contracts/contractExpiry.ts). */
export const VALIDITY_ENDED_STATUS = 'not_validity';

/**
 * A policy as it stood on a day (its «Ver póliza al…»): one still in force in its version whose
 * «Vigencia hasta» is before that day had ended then, as the daily job moves it.
 */
export function policyOn(record: Readonly<Record<string, unknown>>, day: string) {
  const code = optionById(contractStatus, Number(record.status))?.code;
  const ended =
    (IN_FORCE as readonly string[]).includes(code ?? '') &&
    record.validity_to != null &&
    String(record.validity_to) < day;
  return ended
    ? { ...record, status: optionByCode(contractStatus, VALIDITY_ENDED_STATUS).id }
    : { ...record };
}

const transitions: StatusTransition[] = [
  {
    command: 'annul',
    label: 'Registrar anulación de la compañía',
    from: IN_FORCE,
    to: 'anulled',
    requires: [{ permission: CONTRACT_WRITERS }],
    handler: RECORD_ANNULMENT,
    handlerWrites: true,
    input: insurerAnnulmentInput,
    confirm: insurerAnnulmentTexts.confirm,
    // An endorsement of the policy still open is answered or withdrawn first (named by its
    // entity's route: contractMovements.ts reads this machine's writers).
    refusedWhile: {
      entity: 'contract_movement',
      filter: (policy) => openEndorsementsOf(policy.id),
      refusal: openEndorsementRefusal,
    },
  },
];

export const contractMachine: StatusMachine<'status' | 'annul_reason'> = {
  field: 'status',
  initial: 'validity',
  transitions,
  reasonField: 'annul_reason',
};
