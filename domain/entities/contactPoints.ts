/**
 * A person's phones and addresses (spec 3): children edited inside the client's form and
 * saved with it (fields.ts `embeddedList`). The field sets are shared so a contact or a lead
 * gets the same inputs and rules by declaring its own child with them.
 */
import { defineEntity } from '../engine/entity';
import { addressClasses, phoneTypes } from '../enums/clients';
import { optionByCode } from '../engine/defineEnum';
import { boolean, enumeration, phone, reference, text } from '../engine/fields';
import type { EntityRule, RecordValues } from '../engine/rules';
import {
  EXTENSION_MARK,
  formatArgentinePhone,
  internationalArgentinePhone,
  readArgentinePhone,
} from '../validators/argentinePhone';
import { dialLink } from '../validators/phone';
import { isBlank } from '../engine/display';

const MOBILE = optionByCode(phoneTypes, 'mobile').id;
/** Argentina's id in the countries catalogue (a new address's default). */
export const ARGENTINA = 1;

export const phoneFields = {
  phone_type: enumeration({
    label: 'Tipo',
    enumeration: phoneTypes,
    required: true,
    default: MOBILE,
  }),
  area_code: text({
    label: 'Código de área',
    required: true,
    max: 5,
    helperText: 'Con o sin 0: 011, 351, 2944',
  }),
  number: text({
    label: 'Número',
    required: true,
    max: 14,
    helperText: 'Un celular, con o sin 15',
  }),
  extension: text({
    label: 'Interno',
    max: 8,
    pattern: { regex: /^\d+$/, message: 'El interno lleva solo dígitos.' },
  }),
  whatsapp: boolean({ label: 'WhatsApp', default: false }),
  // A phone as the search box and duplicates read it (its national digits: searchTerms.ts).
  display: phone({ label: 'Teléfono', max: 40, system: true }),
};

type PhoneField = keyof typeof phoneFields;

function readPhone(v: RecordValues) {
  return readArgentinePhone(
    String(v.area_code ?? ''),
    String(v.number ?? ''),
    v.phone_type === MOBILE,
  );
}

/** The number read as ENACOM's plan says: each message on the box to fix. */
export const phoneRules: readonly EntityRule<PhoneField>[] = (['area_code', 'number'] as const).map(
  (field) => ({
    field,
    uses: ['area_code', 'number', 'phone_type'] as PhoneField[],
    check: (v: RecordValues) => {
      const reading = readPhone(v);
      if ('phone' in reading) return null;
      return (reading.field === 'area' ? 'area_code' : 'number') === field ? reading.message : null;
    },
  }),
);

/** As staff read it, "(011) 15 5555-1234 int. 12", from what was typed. */
export function phoneDisplay(v: RecordValues): string | null {
  const reading = readPhone(v);
  if (!('phone' in reading)) return null;
  const extension = isBlank(v.extension) ? '' : ` ${EXTENSION_MARK} ${String(v.extension)}`;
  return `${formatArgentinePhone(reading.phone)}${extension}`;
}

/**
 * The `tel:` link that calls a client: its main phone, else the first of its phones that reads
 * as a whole number (dialled as +54, with the 9 of a mobile); null when it has none.
 */
export function clientDialLink(v: RecordValues): string | null {
  if (typeof v.phone === 'string' && !isBlank(v.phone.trim())) return dialLink(v.phone);
  const items = Array.isArray(v.phones) ? (v.phones as RecordValues[]) : [];
  for (const item of items) {
    const reading = readPhone(item);
    if ('phone' in reading) return `tel:${internationalArgentinePhone(reading.phone)}`;
  }
  return null;
}

const LOCATIONS = 'admin/locations';

export const addressFields = {
  address_class: enumeration({
    label: 'Clase de domicilio',
    enumeration: addressClasses,
    required: true,
    default: optionByCode(addressClasses, 'home').id,
  }),
  street: text({ label: 'Calle', required: true, max: 120 }),
  street_number: text({ label: 'Número', max: 10, helperText: 'S/N si no tiene' }),
  detail: text({ label: 'Piso, depto. u otro dato', max: 80 }),
  country_id: reference({
    label: 'País',
    target: `${LOCATIONS}/country`,
    required: true,
    default: ARGENTINA,
  }),
  state_id: reference({
    label: 'Provincia',
    target: `${LOCATIONS}/state`,
    required: true,
    dependsOn: {
      field: 'country_id',
      via: 'country_id',
      message: 'La provincia elegida no pertenece al país.',
    },
  }),
  locality_id: reference({
    label: 'Localidad',
    target: `${LOCATIONS}/locality`,
    required: true,
    dependsOn: {
      field: 'state_id',
      via: 'state_id',
      message: 'La localidad elegida no pertenece a la provincia.',
    },
  }),
  zipcode_id: reference({
    label: 'Código postal',
    target: `${LOCATIONS}/zipcode`,
    dependsOn: {
      field: 'locality_id',
      via: 'locality_id',
      message: 'El código postal elegido no es de la localidad.',
    },
  }),
  display: text({ label: 'Domicilio', max: 240, system: true }),
};

/** "Av. Corrientes 1234, piso 3 B": the line a letter carries; the place comes from its pickers. */
export function addressLine(v: RecordValues): string | null {
  if (isBlank(v.street)) return null;
  const number = isBlank(v.street_number) ? '' : ` ${String(v.street_number)}`;
  const detail = isBlank(v.detail) ? '' : `, ${String(v.detail)}`;
  return `${String(v.street)}${number}${detail}`;
}

export const accountPhone = defineEntity({
  name: 'account/phone',
  table: 'account_phones',
  label: { one: 'Teléfono', many: 'Teléfonos' },
  fields: {
    account_id: reference({ label: 'Cliente', target: 'account', required: true, system: true }),
    ...phoneFields,
  },
  recordLabel: 'display',
  // Searched as part of its client (the account's `search` lists `phones`).
  search: ['display'],
  rules: phoneRules,
  computed: [
    {
      field: 'display',
      from: ['area_code', 'number', 'phone_type', 'extension'],
      compute: phoneDisplay,
    },
  ],
});

export const accountAddress = defineEntity({
  name: 'account/address',
  table: 'account_addresses',
  label: { one: 'Domicilio', many: 'Domicilios' },
  fields: {
    account_id: reference({ label: 'Cliente', target: 'account', required: true, system: true }),
    ...addressFields,
  },
  recordLabel: 'display',
  computed: [
    { field: 'display', from: ['street', 'street_number', 'detail'], compute: addressLine },
  ],
});
