/**
 * The sheet of an insurer's file of changes (issue 32 §5, import type «Novedades de compañías»
 * of domain/imports.ts, spec 2.3 `import_news`): one row per change the insurer reports on a
 * policy, in its own spelling of the policy number (policyNumbers.ts). A row is one of:
 * - an endorsement issued: the insurer's answer to the endorsement asked of it (its number and
 *   date, its amounts, how they are billed): the same fields as the contract response flow's
 *   steps (domain/movements/movementForms.ts), so each cell is read and checked as the wizard
 *   reads it;
 * - an endorsement refused, with the insurer's words;
 * - a rejected payment: the quota, the day and the reason, as a rejected payment is recorded
 *   (domain/entities/contractRejectedPayments.ts).
 * Not a table: a declaration the mapping, the model workbook and the cells follow; the server
 * (server/insurerNews/) finds the policy and applies the row, or keeps it for review.
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { isBlank } from '../engine/display';
import { enumeration, integer, text } from '../engine/fields';
import type { RecordValues } from '../engine/rules';
import { contractRejectedPayment } from '../entities/contractRejectedPayments';
import { insurerNewsKinds } from '../enums/insurerNews';
import {
  responseGeneralForm,
  responseQuotasForm,
  responseTotalsForm,
} from '../movements/movementForms';

type Row = Readonly<Record<string, unknown>>;
type Kind = 'endorsement' | 'endorsement_refused' | 'payment_rejected';

const general = responseGeneralForm.fields;
const totals = responseTotalsForm.fields;
const quotas = responseQuotasForm.fields;
const rejection = contractRejectedPayment.fields;

export const newsSheetMessages = {
  missing: 'Falta :field: una novedad «:kind» lo trae.',
} as const;

/** The columns each kind of row must fill, besides the company, policy and kind. */
export const NEWS_REQUIRED: Readonly<Record<Kind, readonly string[]>> = {
  endorsement: ['endorsement_number', 'issue_date', 'premium_change'],
  endorsement_refused: ['insurer_message'],
  payment_rejected: ['quota_number', 'rejected_on', 'rejection_reason'],
};

export const newsKindOf = (value: unknown): Kind | null =>
  (insurerNewsKinds.options.find((o) => o.id === Number(value))?.code as Kind | undefined) ?? null;

const fields = {
  company: text({
    label: 'Compañía',
    required: true,
    max: 200,
    helperText: 'La aseguradora por su nombre (sin importar mayúsculas ni acentos) o su CUIT.',
  }),
  policy_number: text({
    label: 'Número de póliza',
    required: true,
    max: 60,
    helperText:
      'Como lo escribe la compañía: con o sin guiones, puntos, espacios, ceros a la izquierda o su prefijo (SCS, FP, AZ…).',
  }),
  kind: enumeration({ label: 'Novedad', enumeration: insurerNewsKinds, required: true }),
  endorsement_number: {
    ...general.endorsement_number,
    required: false,
    helperText: 'Endoso emitido: el número que le dio la compañía.',
  },
  issue_date: { ...general.issue_date, required: false },
  net_premium: {
    ...totals.net_premium,
    required: false,
    helperText: 'Vacías prima, recargos e impuestos: el premio entero como prima.',
  },
  surcharges: { ...totals.surcharges, required: false },
  taxes: { ...totals.taxes, required: false },
  premium_change: { ...totals.premium_change, required: false },
  quota_quantity: {
    ...quotas.quota_quantity,
    required: false,
    helperText: 'Vacía o 0: el premio del endoso se suma a las cuotas pendientes.',
  },
  first_due_date: quotas.first_due_date,
  quota_number: integer({
    label: 'Cuota',
    min: 1,
    max: 120,
    helperText: 'Pago rechazado: el número de la cuota rechazada.',
  }),
  amount: rejection.amount,
  rejected_on: { ...rejection.rejected_on, required: false },
  rejection_reason: { ...rejection.rejection_reason, required: false },
  insurer_message: {
    ...general.insurer_message,
    helperText: 'Endoso rechazado: el motivo que dio la compañía.',
  },
};

type Field = keyof typeof fields;

/** A column a kind of row must fill: its message when empty. */
const requiredFor = (name: Field) => ({
  field: name,
  uses: ['kind'] as Field[],
  check: (v: RecordValues) => {
    const kind = newsKindOf(v.kind);
    if (!kind || !NEWS_REQUIRED[kind].includes(name) || !isBlank(v[name])) return null;
    return newsSheetMessages.missing
      .replace(':field', fields[name].label.toLowerCase())
      .replace(':kind', optionByCode(insurerNewsKinds, kind).label);
  },
});

export const newsSheet = defineEntity({
  name: 'imports/insurer_news',
  table: '',
  label: { one: 'Novedad de compañía', many: 'Novedades de compañías' },
  fields,
  recordLabel: 'policy_number',
  rules: [...new Set(Object.values(NEWS_REQUIRED).flat())].map((name) =>
    requiredFor(name as Field),
  ),
});

const amountOr = (value: unknown, fallback: number) => (isBlank(value) ? fallback : Number(value));

/**
 * An endorsement row as the contract response flow's steps (general, totals, quotas), which
 * «Aplicar respuesta» reads: without prima, recargos and impuestos the premium is all prima;
 * without quotas it goes onto the pending ones.
 */
export function responseStepsOf(values: Row) {
  const premium = Number(values.premium_change ?? 0);
  const parts = ['net_premium', 'surcharges', 'taxes'].some((name) => !isBlank(values[name]));
  return {
    general: {
      endorsement_number: values.endorsement_number ?? null,
      issue_date: values.issue_date ?? null,
      insurer_message: values.insurer_message ?? null,
    },
    totals: {
      net_premium: parts ? amountOr(values.net_premium, 0) : premium,
      surcharges: parts ? amountOr(values.surcharges, 0) : 0,
      taxes: parts ? amountOr(values.taxes, 0) : 0,
      premium_change: premium,
    },
    quotas: {
      quota_quantity: amountOr(values.quota_quantity, 0),
      first_due_date: values.first_due_date ?? null,
    },
  };
}

/**
 * What makes a row the same news as another, besides its insurer and policy: the kind and the
 * endorsement's number and date (with a refusal's words), or the quota and the day it bounced.
 * Importing a file again finds the rows it already brought by it (server/insurerNews/).
 */
export function newsIdentity(values: Row): string {
  const kind = newsKindOf(values.kind);
  const text = (value: unknown) => (isBlank(value) ? '' : String(value).trim().toUpperCase());
  const detail =
    kind === 'payment_rejected'
      ? [values.quota_number, values.rejected_on]
      : [
          values.endorsement_number,
          values.issue_date,
          kind === 'endorsement_refused' ? values.insurer_message : '',
        ];
  return [kind, ...detail.map(text)].join('|');
}
