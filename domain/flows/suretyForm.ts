/**
 * The object step of a surety bond (caución, branches 8 and 29–31): who takes the bond (the
 * tomador, at first the client: domain/flows/clientCopies.ts), in whose favour (the asegurado:
 * a landlord, a public agency, customs, a court), what it guarantees, for how much and how
 * long, and the contract, tender or file it backs. The insurer weighs the tomador's credit, so
 * its CUIT is asked; a beneficiary's CUIT is often not known when quoting, so it is optional.
 */
import { defineEntity } from '../engine/entity';
import { suretyBondTypes } from '../enums/risks';
import { cuit, date, enumeration, integer, longText, money, text } from '../engine/fields';
import type { RecordValues } from '../engine/rules';
import { isBlank } from '../engine/display';

export const suretyMessages = {
  noTerm: 'Indicá el plazo en meses o las fechas de vigencia.',
  endWithoutStart: 'Indicá también desde cuándo rige.',
  reversed: 'La vigencia debe terminar después de empezar.',
} as const;

export const suretyForm = defineEntity({
  name: 'flows/opportunity/surety/object',
  table: '',
  label: { one: 'Caución', many: 'Cauciones' },
  fields: {
    bond_type: enumeration({
      label: 'Tipo de garantía',
      enumeration: suretyBondTypes,
      required: true,
    }),
    holder_name: text({
      label: 'Tomador',
      required: true,
      max: 200,
      helperText: 'Quien contrata la garantía: de entrada, el cliente',
    }),
    holder_cuit: cuit({ label: 'CUIT del tomador', required: true }),
    insured_name: text({
      label: 'Asegurado (beneficiario)',
      required: true,
      max: 200,
      helperText: 'A favor de quién: el locador, el organismo, el comitente',
    }),
    insured_cuit: cuit({ label: 'CUIT del asegurado' }),
    sum_insured: money({ label: 'Suma asegurada', required: true, min: 1, max: 1e13 }),
    term_months: integer({ label: 'Plazo (meses)', min: 1, max: 120 }),
    valid_from: date({ label: 'Vigencia desde' }),
    valid_to: date({ label: 'Vigencia hasta' }),
    description: longText({
      label: 'Obra, contrato o expediente',
      required: true,
      max: 2000,
      helperText:
        'P. ej. locación de Av. Corrientes 1234, licitación pública 12/2026, expediente 4567/2025',
    }),
  },
  recordLabel: 'description',
  ranges: [{ from: 'valid_from', to: 'valid_to', message: suretyMessages.reversed }],
  rules: [
    {
      // How long it lasts: in months, or until a date (from a date).
      field: 'term_months',
      uses: ['valid_to'],
      check: (v: RecordValues) =>
        isBlank(v.term_months) && isBlank(v.valid_to) ? suretyMessages.noTerm : null,
    },
    {
      field: 'valid_from',
      uses: ['valid_to'],
      check: (v: RecordValues) =>
        !isBlank(v.valid_to) && isBlank(v.valid_from) ? suretyMessages.endWithoutStart : null,
    },
  ],
});
