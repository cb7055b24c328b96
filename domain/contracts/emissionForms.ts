/**
 * The forms of the emission wizard's steps (spec 2.5, issue 31): the contract's people with
 * their roles, the insured items with their types, and the payment method, whose fields are
 * those of its type (paymentMethods.ts).
 */
import { defineEntity } from '../engine/entity';
import { contractPersonTypes, itemTypes, paymentTypes, accountTypes } from '../enums/catalogues';
import { date, embeddedList, enumeration, money, text } from '../engine/fields';
import { optionByCode } from '../engine/defineEnum';
import { argentineToday } from '../engine/format';
import { isBlank } from '../engine/display';
import type { EntityRule, RecordValues } from '../engine/rules';
import { isValidCuit, onlyDigits } from '../validators/cuit';
import {
  paymentFieldLabels,
  paymentFieldsOf,
  paymentMethodErrors,
  type PaymentField,
} from './paymentMethods';

export const emissionFormMessages = {
  document: 'Ingresá un DNI (7 u 8 dígitos) o un CUIT o CUIL válido.',
  roles: 'Indicá al menos un tomador y un asegurado (puede ser la misma persona en los dos roles).',
  unknownBin:
    'No conocemos ese BIN: revisá el número o pedile a un administrador que lo cargue en «BIN de tarjetas».',
  vehicleIdentifier: 'Indicá la patente del vehículo o, si es 0 km, su número de chasis.',
} as const;

const role = (code: string) => optionByCode(contractPersonTypes, code).id;

/** A DNI (7 or 8 digits) or a CUIT/CUIL with its check digit. */
const documentRule: EntityRule<'document'> = {
  field: 'document',
  uses: [],
  check: (v) => {
    const text = String(v.document ?? '').trim();
    if (/^\d{7,8}$/.test(onlyDigits(text)) && /^[\d.\s]+$/.test(text)) return null;
    return isValidCuit(text) ? null : emissionFormMessages.document;
  },
};

/** One person of the contract in one role (the same person twice: policyholder and assured). */
/** A person of the contract as the wizard asks it and the policy keeps it (contractParts.ts). */
export const contractPersonFields = {
  role: enumeration({ label: 'Rol', enumeration: contractPersonTypes, required: true }),
  full_name: text({ label: 'Apellido y nombre o razón social', required: true, max: 200 }),
  document: text({ label: 'CUIT, CUIL o DNI', required: true, max: 13 }),
  birthdate: date({ label: 'Fecha de nacimiento', helperText: 'Solo de personas humanas' }),
};

export const contractPerson = defineEntity({
  name: 'flows/contract_request/person_item',
  table: '',
  label: { one: 'Persona', many: 'Personas' },
  fields: contractPersonFields,
  recordLabel: 'full_name',
  rules: [documentRule],
});

const hasRoles = (v: RecordValues) => {
  const roles = new Set(((v.people as RecordValues[] | null) ?? []).map((p) => Number(p.role)));
  return roles.has(role('policyholder')) && roles.has(role('assured'));
};

export const peopleForm = defineEntity({
  name: 'flows/contract_request/person',
  table: '',
  label: { one: 'Personas del contrato', many: 'Personas del contrato' },
  fields: {
    people: embeddedList({
      label: 'Personas del contrato',
      of: contractPerson,
      parentField: 'contract_request_id',
      max: 50,
      required: true,
    }),
  },
  recordLabel: 'people',
  rules: [
    { field: 'people', uses: [], check: (v) => (hasRoles(v) ? null : emissionFormMessages.roles) },
  ],
});

/** An insured item as the wizard asks it and the policy keeps it (contractParts.ts). */
export const contractItemFields = {
  item_type: enumeration({ label: 'Tipo', enumeration: itemTypes, required: true }),
  description: text({ label: 'Descripción', required: true, max: 200 }),
  identifier: text({
    label: 'Identificación',
    max: 40,
    helperText: 'Patente, número de chasis, DNI o número de serie',
  }),
  sum_insured: money({ label: 'Suma asegurada', min: 0, max: 1e13 }),
};

/** One insured item: a vehicle with its plate, a person, a building, a bond… */
export const contractItem = defineEntity({
  name: 'flows/contract_request/item',
  table: '',
  label: { one: 'Bien asegurado', many: 'Bienes asegurados' },
  fields: contractItemFields,
  recordLabel: 'description',
  rules: [
    {
      field: 'identifier',
      uses: ['item_type'],
      check: (v) =>
        Number(v.item_type) === optionByCode(itemTypes, 'vehicle').id && isBlank(v.identifier)
          ? emissionFormMessages.vehicleIdentifier
          : null,
    },
  ],
});

export const itemsForm = defineEntity({
  name: 'flows/contract_request/object',
  table: '',
  label: { one: 'Bienes asegurados', many: 'Bienes asegurados' },
  fields: {
    items: embeddedList({
      label: 'Bienes asegurados',
      of: contractItem,
      parentField: 'contract_request_id',
      max: 200,
      required: true,
    }),
  },
  recordLabel: 'items',
});

/**
 * A payment field is shown for the types that ask it, and whenever it holds a value (the
 * type changed after it was typed): then its message says to clear it, nothing is dropped.
 */
const shownFor = (name: PaymentField) => (v: RecordValues) =>
  paymentFieldsOf(Number(v.payment_type)).includes(name) || !isBlank(v[name]);

/** Each payment field's problem, as the whole method's check words it. */
const paymentRule = (name: PaymentField): EntityRule<PaymentField | 'payment_type'> => ({
  field: name,
  uses: ['payment_type'],
  check: (v) => paymentMethodErrors(v, argentineToday())[name]?.[0] ?? null,
});

export const paymentForm = defineEntity({
  name: 'flows/contract_request/payment_method',
  table: '',
  label: { one: 'Medio de pago', many: 'Medios de pago' },
  fields: {
    payment_type: enumeration({
      label: 'Medio de pago',
      enumeration: paymentTypes,
      required: true,
    }),
    holder: text({
      label: paymentFieldLabels.holder,
      max: 120,
      shownWhen: shownFor('holder'),
      helperText: 'Como figura en la tarjeta o la cuenta',
    }),
    card_number: text({
      label: paymentFieldLabels.card_number,
      max: 23,
      sealed: true,
      shownWhen: shownFor('card_number'),
      helperText: 'Se guarda cifrado; después solo se ven los últimos 4 dígitos',
    }),
    expiration: text({
      label: paymentFieldLabels.expiration,
      max: 7,
      shownWhen: shownFor('expiration'),
    }),
    bank: text({ label: paymentFieldLabels.bank, max: 80, shownWhen: shownFor('bank') }),
    account_type: enumeration({
      label: paymentFieldLabels.account_type,
      enumeration: accountTypes,
      shownWhen: shownFor('account_type'),
    }),
    cbu: text({ label: paymentFieldLabels.cbu, max: 26, shownWhen: shownFor('cbu') }),
    ticket_code: text({
      label: paymentFieldLabels.ticket_code,
      max: 40,
      shownWhen: shownFor('ticket_code'),
    }),
  },
  recordLabel: 'payment_type',
  rules: (Object.keys(paymentFieldLabels) as PaymentField[]).map(paymentRule),
});
