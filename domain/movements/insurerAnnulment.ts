/**
 * The insurer's annulment recorded in one step (issue 32: every change to an issued policy is an
 * endorsement): the brokerage gets the insurer's notice (the policy annulled, most often for
 * falta de pago) and records it from the policy with «Registrar anulación de la compañía»
 * (domain/entities/contractMachine.ts). What it asks, what it refuses, and the endorsement it
 * becomes: a movement of type annulment already answered (emitted 203, processed 222), with the
 * news flow's and the response flow's steps as if asked and answered, applied to the policy by
 * the response flow's own path (server/movements/insurerAnnulment.ts).
 */
import { optionByCode } from '../engine/defineEnum';
import { date, enumeration, text } from '../engine/fields';
import { annulmentMotives } from '../enums/catalogues';
import { contractRequestStatus } from '../enums/statuses';
import { movementType, OPEN_MOVEMENT } from './movementKinds';
import { movementName } from './movementTexts';

type Row = Record<string, unknown>;

/** The command's input: the motive (kept on the policy as `annul_reason`), date and number. */
export const insurerAnnulmentInput = {
  annul_reason: enumeration({
    label: 'Motivo de anulación',
    enumeration: annulmentMotives,
    required: true,
    requiredMessage: 'Indicá el motivo de anulación que informó la compañía.',
  }),
  effective_date: date({
    label: 'Anulada desde',
    helperText: 'Vacía: hoy. Las cuotas pendientes que vencen desde ese día quedan anuladas.',
  }),
  endorsement_number: text({
    label: 'Número de endoso de la compañía',
    max: 40,
    helperText: 'Si la compañía lo informó.',
  }),
} as const;

export const insurerAnnulmentTexts = {
  description: 'La compañía informó la anulación de la póliza.',
  confirm:
    'La póliza queda anulada desde la fecha indicada, con un endoso de anulación ya aplicado: sus cuotas pendientes desde ese día dejan de cobrarse.',
  /** An annulment asked of the insurer and still unanswered: its answer is recorded there. */
  annulmentSent:
    'La póliza ya tiene una anulación pedida a la compañía (endoso :numeration) esperando respuesta: registrá la respuesta de la compañía en ese endoso.',
  annulmentAsked:
    'La póliza ya tiene una anulación pedida (endoso :numeration) sin enviar a la compañía: enviala y registrá la respuesta en ese endoso, o anulá ese pedido.',
  /** Another endorsement still open: answered or withdrawn before the annulment is recorded. */
  otherSent:
    'La póliza tiene un endoso de «:type» (endoso :numeration) esperando respuesta de la compañía: registrá esa respuesta o anulá ese pedido antes de registrar la anulación.',
  otherAsked:
    'La póliza tiene un endoso de «:type» pedido (endoso :numeration) sin enviar a la compañía: anulá ese pedido antes de registrar la anulación.',
} as const;

const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;

/**
 * The policy's endorsements still open (asked or sent to the insurer), as a list filter of
 * `contract_movement`: what the server reads with the policy held and the page reads to offer
 * the command (contractMachine.ts `refusedWhile`).
 */
export const openEndorsementsOf = (contractId: unknown) => ({
  contract_id: contractId,
  status: OPEN_MOVEMENT.map(requestIs),
});

/**
 * The 409 of an endorsement of the policy still open, or null. Its annulment is recorded in
 * that endorsement; any other waits for an answer that the annulment would leave with no
 * policy to apply to (its «Aplicar respuesta» refused), so it is answered or withdrawn first.
 * One at a time per policy (movementKinds.ts `OPEN_MOVEMENT`): the last numbered, if several.
 */
export function openEndorsementRefusal(open: readonly Row[]): string | null {
  const last = [...open].sort((a, b) => Number(b.numeration) - Number(a.numeration))[0];
  if (!last) return null;
  const sent = Number(last.status) === requestIs('pending_cia');
  const annulment = Number(last.movement_type) === movementType('annulment');
  const texts = insurerAnnulmentTexts;
  const text = annulment
    ? sent
      ? texts.annulmentSent
      : texts.annulmentAsked
    : sent
      ? texts.otherSent
      : texts.otherAsked;
  return text
    .replace(':numeration', String(last.numeration ?? ''))
    .replace(':type', movementName(last));
}

/**
 * The request's problems (movementKinds.ts `requestProblems`: the date within the policy's
 * validity and not before its last change) on the command's own fields.
 */
export function annulmentInputErrors(
  problems: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (problems.annulment_motive) errors.annul_reason = [problems.annulment_motive];
  if (problems.effective_date) errors.effective_date = [problems.effective_date];
  // The type refused (the policy no longer in force): the status says so, as a refused move.
  if (problems.movement_type) errors.status = [problems.movement_type];
  return errors;
}

/**
 * The endorsement's steps as the two wizards store them: asked (motive, data, the premium
 * expected: none) and answered by the insurer (its number if given, no premium, no quotas).
 */
export function insurerAnnulmentSteps(input: {
  contractId: string;
  motive: number;
  effective: string;
  endorsementNumber: string | null;
  today: string;
}): { request: Record<string, Row>; response: Record<string, Row> } {
  return {
    request: {
      motive: {
        contract_id: input.contractId,
        movement_type: movementType('annulment'),
        annulment_motive: input.motive,
        modification_motive: null,
        effective_date: input.effective,
      },
      data: { description: insurerAnnulmentTexts.description },
      totals: { expected_premium: null, notes: null },
    },
    response: {
      general: {
        endorsement_number: input.endorsementNumber,
        issue_date: input.today,
        insurer_message: insurerAnnulmentTexts.description,
      },
      totals: { net_premium: null, surcharges: null, taxes: null, premium_change: null },
      quotas: { quota_quantity: 0, first_due_date: null },
    },
  };
}
