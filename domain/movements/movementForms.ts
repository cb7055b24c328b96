/**
 * The steps' forms of an endorsement's two wizards (spec 2.5): the news flow asks the motive,
 * the data of the change and the premium expected; the contract response flow records the
 * insurer's answer: its number and date, the endorsement's own amounts (which must add up, a
 * refund negative) and how its premium is billed.
 */
import { defineEntity } from '../engine/entity';
import {
  date,
  embeddedList,
  enumeration,
  integer,
  longText,
  money,
  reference,
  text,
} from '../engine/fields';
import { add, cents } from '../engine/money';
import { isBlank } from '../engine/display';
import type { EntityRule, RecordValues } from '../engine/rules';
import { annulmentMotives, modificationMotives } from '../enums/catalogues';
import { contractItem } from '../contracts/emissionForms';
import {
  MOTIVE_FIELD,
  movementCodeOf,
  motiveProblems,
  requestableMovementTypes,
} from './movementKinds';

const SIGNED = { min: -1e13, max: 1e13 } as const;
const motiveShown = (field: 'annulment_motive' | 'modification_motive') => (v: RecordValues) => {
  const code = movementCodeOf(v.movement_type);
  return (code !== null && MOTIVE_FIELD[code] === field) || !isBlank(v[field]);
};

export const motiveForm = defineEntity({
  name: 'flows/movement/motive',
  table: '',
  label: { one: 'Motivo', many: 'Motivos' },
  fields: {
    contract_id: reference({ label: 'Póliza', target: 'contract', required: true, readOnly: true }),
    movement_type: enumeration({
      label: 'Tipo de endoso',
      enumeration: requestableMovementTypes,
      required: true,
    }),
    annulment_motive: enumeration({
      label: 'Motivo de anulación',
      enumeration: annulmentMotives,
      shownWhen: motiveShown('annulment_motive'),
    }),
    modification_motive: enumeration({
      label: 'Motivo de modificación',
      enumeration: modificationMotives,
      shownWhen: motiveShown('modification_motive'),
    }),
    effective_date: date({
      label: 'Vigencia del endoso',
      required: true,
      helperText: 'Desde cuándo rige el cambio',
    }),
  },
  recordLabel: 'movement_type',
  rules: (['annulment_motive', 'modification_motive'] as const).map((field) => ({
    field,
    uses: ['movement_type'] as const,
    check: (v: RecordValues) => motiveProblems(v)[field] ?? null,
  })),
});

/** Every field a type may ask; the wizard shows those of the type (movementKinds.ts dataFieldsOf). */
export const dataForm = defineEntity({
  name: 'flows/movement/data',
  table: '',
  label: { one: 'Datos del endoso', many: 'Datos del endoso' },
  fields: {
    validity_from: date({ label: 'Nueva vigencia desde' }),
    validity_to: date({ label: 'Nueva vigencia hasta' }),
    new_number: text({ label: 'Nuevo número de póliza', max: 40 }),
    new_sum_insured: money({ label: 'Nueva suma asegurada', min: 1, max: 1e13 }),
    new_coverage_id: reference({
      label: 'Nueva cobertura',
      target: 'coverage',
      helperText: 'La del ramo de la póliza que pasa a tener',
    }),
    new_state_id: reference({
      label: 'Provincia donde pasa a estar el riesgo',
      target: 'admin/locations/state',
    }),
    added_items: embeddedList({
      label: 'Bienes que se agregan',
      of: contractItem,
      parentField: 'movement_id',
      max: 200,
    }),
    removed_identifiers: text({
      label: 'Bienes que se excluyen',
      max: 400,
      helperText: 'Sus patentes o identificaciones, separadas por comas',
    }),
    description: longText({ label: 'Qué cambia', max: 2000 }),
  },
  recordLabel: 'description',
});

export const expectedForm = defineEntity({
  name: 'flows/movement/totals',
  table: '',
  label: { one: 'Premio esperado', many: 'Premios esperados' },
  fields: {
    expected_premium: money({
      label: 'Premio anual esperado después del cambio',
      min: 0,
      max: 1e13,
      helperText: 'Si lo sabés: con él se propone el premio prorrateado del endoso',
    }),
    notes: longText({ label: 'Indicaciones para la compañía', max: 1000 }),
  },
  recordLabel: 'expected_premium',
});

export const responseGeneralForm = defineEntity({
  name: 'flows/contract_response/general',
  table: '',
  label: { one: 'Respuesta', many: 'Respuestas' },
  fields: {
    endorsement_number: text({ label: 'Número de endoso de la compañía', required: true, max: 40 }),
    issue_date: date({ label: 'Fecha de emisión del endoso', required: true }),
    insurer_message: text({ label: 'Observaciones de la compañía', max: 400 }),
  },
  recordLabel: 'endorsement_number',
});

export const responseMessages = {
  totalsDontAdd: 'Prima, recargos e impuestos del endoso tienen que sumar su premio (:sum).',
  firstDueRequired: 'Indicá el vencimiento de la primera cuota.',
} as const;

const amount = (value: unknown) => (isBlank(value) ? 0 : Number(value));

/**
 * Prima, recargos and impuestos add up to the premium `total` names, to the cent: the rule of
 * the insurer's answer and of a quoted endorsement's totals alike.
 */
export function partsAddUp<Name extends string>(
  total: Name,
  message: string = responseMessages.totalsDontAdd,
): EntityRule<Name | 'net_premium' | 'surcharges' | 'taxes'> {
  return {
    field: total,
    uses: ['net_premium', 'surcharges', 'taxes'],
    check: (v: RecordValues) => {
      const parts = add(
        cents(amount(v.net_premium)),
        cents(amount(v.surcharges)),
        cents(amount(v.taxes)),
      );
      return parts === cents(amount(v[total]))
        ? null
        : message.replace(':sum', (parts / 100).toFixed(2).replace('.', ','));
    },
  };
}

export const responseTotalsForm = defineEntity({
  name: 'flows/contract_response/totals',
  table: '',
  label: { one: 'Totales del endoso', many: 'Totales del endoso' },
  fields: {
    net_premium: money({ label: 'Prima del endoso', required: true, ...SIGNED }),
    surcharges: money({ label: 'Recargos y derecho de emisión', required: true, ...SIGNED }),
    taxes: money({ label: 'Impuestos y tasas', required: true, ...SIGNED }),
    premium_change: money({
      label: 'Premio del endoso',
      required: true,
      ...SIGNED,
      helperText: 'Negativo si la compañía devuelve premio',
    }),
  },
  recordLabel: 'premium_change',
  rules: [partsAddUp('premium_change')],
});

export const responseQuotasForm = defineEntity({
  name: 'flows/contract_response/quotas',
  table: '',
  label: { one: 'Cuotas del endoso', many: 'Cuotas del endoso' },
  fields: {
    quota_quantity: integer({
      label: 'Cuotas nuevas',
      min: 0,
      max: 12,
      required: true,
      helperText: '0: el premio del endoso se suma a las cuotas pendientes',
    }),
    first_due_date: date({ label: 'Vencimiento de la primera' }),
  },
  recordLabel: 'quota_quantity',
  rules: [
    {
      field: 'first_due_date',
      uses: ['quota_quantity'],
      check: (v) =>
        amount(v.quota_quantity) > 0 && isBlank(v.first_due_date)
          ? responseMessages.firstDueRequired
          : null,
    },
  ],
});
