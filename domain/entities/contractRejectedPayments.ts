/**
 * Rejected payments (issue 32 §5, spec 2.3 `contract_rejected_payment`, spec 4: pending 2001 …
 * closed 2005): a quota whose debit the bank or the card processor bounced. The collections desk
 * records it on the policy (its «Pagos rechazados» tab): the quota, the amount (the quota's when
 * left empty), the day and the reason. The product completes it with the policy's payment type
 * and executive, tells the executive and opens them a task to call the client, all in the
 * create's transaction (server/contracts/rejectedPayments.ts). It is its policy's: whoever sees
 * the policy sees it.
 *
 * Spec 4 shows no transitions; ours, as a collections desk works a rejection:
 * - «Gestionar» (pending → managing): someone is on it, calling the client or re-debiting;
 * - «Cobrado» (pending or managing → charged): the client paid; the quota becomes «Pagada»;
 * - «Anular» (pending or managing → annulled), with the reason: the rejection was not real
 *   (loaded by mistake, repeated, reverted, the policy annulled);
 * - «Cerrar» (managing → closed): worked and given up without collecting, the policy left for
 *   annulment for falta de pago.
 * Once charged, annulled or closed it no longer changes.
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { isBlank } from '../engine/display';
import { date, enumeration, longText, money, reference, text } from '../engine/fields';
import { argentineToday } from '../engine/format';
import type { StatusMachine } from '../engine/statusMachine';
import { paymentTypes } from '../enums/catalogues';
import { quotaStatuses } from '../enums/contracts';
import { contractRejectedPaymentStatus } from '../enums/statuses';
import { paymentRejectionReasons, rejectedPaymentAnnulReasons } from '../enums/rejectedPayments';

/** «Cobrado» marks the quota paid (server/contracts/rejectedPayments.ts). */
export const CHARGE_QUOTA = 'chargeQuota';

/** How a rejection is named: its policy's number and its quota's. */
export const rejectedPaymentTitle = (policyNumber: unknown, quotaNumber: unknown) =>
  `${String(policyNumber)}, cuota ${String(quotaNumber)}`;

/** The quotas a rejection may be recorded on: an annulled one has no payment to bounce. */
export const REJECTABLE_QUOTAS = ['pending', 'paid'].map(
  (code) => optionByCode(quotaStatuses, code).id,
);

export const rejectedPaymentMessages = {
  otherPolicy: 'La cuota elegida no es de esta póliza: elegí una de sus cuotas.',
  quotaAnnulled: 'La cuota está anulada: no tiene un cobro que se pueda rechazar.',
  future: 'La fecha de rechazo no puede ser posterior a hoy.',
  finished: 'El pago rechazado ya está cobrado, anulado o cerrado: no se modifica.',
} as const;

const rejectedPaymentMachine: StatusMachine<'status' | 'annul_reason' | 'annul_note'> = {
  field: 'status',
  initial: 'pending',
  reasonField: 'annul_reason',
  reasonNote: 'annul_note',
  transitions: [
    { command: 'manage', label: 'Gestionar', from: ['pending'], to: 'managing' },
    {
      command: 'charge',
      label: 'Cobrado',
      from: ['pending', 'managing'],
      to: 'charged',
      handler: CHARGE_QUOTA,
      confirm: 'El cliente pagó: la cuota queda «Pagada» y el rechazo, cobrado. ¿Continuamos?',
    },
    {
      command: 'annul',
      label: 'Anular',
      from: ['pending', 'managing'],
      to: 'annulled',
      reason: true,
    },
    {
      command: 'close',
      label: 'Cerrar',
      from: ['managing'],
      to: 'closed',
      confirm:
        'El rechazo se cierra sin cobrar; si el cliente no va a pagar, pedí la anulación de la póliza por falta de pago. ¿Continuamos?',
    },
  ],
};

export const contractRejectedPayment = defineEntity({
  name: 'contract_rejected_payment',
  table: 'contract_rejected_payments',
  label: { one: 'Pago rechazado', many: 'Pagos rechazados' },
  scope: 'organization',
  menuGroup: 'contracts',
  fields: {
    // How it is named wherever it is cited (its page's title): «001-01-8334351, cuota 5».
    title: text({ label: 'Pago rechazado', max: 120, system: true, hiddenInList: true }),
    contract_id: reference({
      label: 'Póliza',
      target: 'contract',
      required: true,
      readOnly: true,
      filter: true,
      detailTab: { tab: 'contract_rejected_payments', label: 'Pagos rechazados' },
    }),
    quota_id: reference({
      label: 'Cuota',
      target: 'contract/quota',
      required: true,
      readOnly: true,
      dependsOn: {
        field: 'contract_id',
        via: 'contract_id',
        message: rejectedPaymentMessages.otherPolicy,
      },
      offeredWhen: { status: REJECTABLE_QUOTAS },
    }),
    amount: money({
      label: 'Importe rechazado',
      min: 0.01,
      max: 1e13,
      helperText: 'Vacío: el importe de la cuota',
    }),
    rejected_on: date({ label: 'Fecha de rechazo', required: true, filter: true }),
    rejection_reason: enumeration({
      label: 'Motivo del rechazo',
      enumeration: paymentRejectionReasons,
      required: true,
      filter: true,
    }),
    // The policy's, copied by the product: what bounced, a card or a CBU debit.
    payment_type: enumeration({
      label: 'Medio de pago',
      enumeration: paymentTypes,
      system: true,
      filter: true,
    }),
    executive_id: reference({
      label: 'Ejecutivo',
      target: 'auth-admin/user',
      system: true,
      filter: true,
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: contractRejectedPaymentStatus,
      required: true,
      default: optionByCode(contractRejectedPaymentStatus, 'pending').id,
      filter: true,
    }),
    // Written by «Anular» alone.
    annul_reason: enumeration({
      label: 'Motivo de anulación',
      enumeration: rejectedPaymentAnnulReasons,
      system: true,
      hiddenInList: true,
    }),
    annul_note: text({ label: 'Detalle del motivo', max: 400, system: true, hiddenInList: true }),
    notes: longText({ label: 'Notas', max: 4000, hiddenInList: true }),
  },
  list: [
    'rejected_on',
    'contract_id',
    'quota_id',
    'amount',
    'rejection_reason',
    'executive_id',
    'status',
  ],
  // By the desk's notes, and by the policy's number in any of the insurers' spellings (the
  // policy's own search text).
  search: ['notes', 'contract_id'],
  sort: { field: 'rejected_on', order: 'DESC' },
  recordLabel: 'title',
  rules: [
    {
      field: 'rejected_on',
      uses: [],
      check: (v) =>
        !isBlank(v.rejected_on) && String(v.rejected_on) > argentineToday()
          ? rejectedPaymentMessages.future
          : null,
    },
  ],
  assignedTo: { through: 'contract_id' },
  locked: {
    field: 'status',
    codes: ['charged', 'annulled', 'closed'],
    message: rejectedPaymentMessages.finished,
  },
  statusMachine: rejectedPaymentMachine,
  indexes: [['status', 'rejected_on']],
});
