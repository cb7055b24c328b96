import { defineEntity } from '../engine/entity';
import { cardTypes, paymentCompanyKinds } from '../enums/insurersVehiclesPayments';
import {
  IMAGE_TYPES,
  boolean,
  enumeration,
  file,
  longText,
  reference,
  text,
  url,
} from '../engine/fields';

/**
 * Payment types (medios de pago): the twelve of spec 3 keep ids 1 to 12 and their codes;
 * each says what a payment with it requires. Not scoped: the product's catalogue.
 */
export const paymentType = defineEntity({
  name: 'admin/payment/payment_type',
  table: 'payment_types',
  sharedRows: true,
  label: { one: 'Medio de pago', many: 'Medios de pago' },
  menuGroup: 'payments',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un medio de pago con ese nombre.',
      max: 80,
    }),
    code: text({
      label: 'Código',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un medio de pago con ese código.',
      max: 40,
      pattern: {
        regex: /^[a-z0-9]+(?:_[a-z0-9]+)*$/,
        message:
          'El campo :attribute solo admite minúsculas, números y guiones bajos, p. ej. pago_facil.',
      },
      hiddenInList: true,
      helperText: 'Identifica el medio en integraciones, p. ej. pago_facil',
    }),
    requires_card: boolean({ label: 'Pide tarjeta', filter: true }),
    requires_cbu: boolean({ label: 'Pide CBU', filter: true }),
    requires_bank_account: boolean({ label: 'Pide cuenta bancaria', filter: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
    notes: longText({ label: 'Observaciones', max: 1000, hiddenInList: true }),
  },
  list: ['id', 'name', 'requires_card', 'requires_cbu', 'requires_bank_account', 'active'],
  search: ['name', 'code'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'name',
});

/**
 * Card brands, processors and collection networks (Visa, Mastercard, Naranja, Mercado Pago…).
 * A brand's BIN ranges are the bincode rows pointing at it, listed on its page. Not scoped.
 */
export const paymentCompany = defineEntity({
  name: 'admin/payment/payment_company',
  table: 'payment_companies',
  sharedRows: true,
  label: { one: 'Empresa de pago', many: 'Empresas de pago' },
  menuGroup: 'payments',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una empresa de pago con ese nombre.',
      max: 80,
    }),
    kind: enumeration({
      label: 'Tipo',
      enumeration: paymentCompanyKinds,
      required: true,
      filter: true,
    }),
    logo: file({
      label: 'Logo',
      accept: IMAGE_TYPES,
      maxBytes: 512 * 1024,
      helperText: 'PNG, JPG o WebP de hasta 512 KB',
    }),
    website: url({ label: 'Sitio web', max: 200, hiddenInList: true }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  list: ['id', 'logo', 'name', 'kind', 'active'],
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
  children: [
    { entity: 'admin/bincode', field: 'payment_company_id', label: 'Rangos BIN', tab: 'bins' },
  ],
});

/**
 * Card BINs (the first 6 to 8 digits of a card number): which brand and bank issued the card,
 * credit or debit, and where. The card-number checks and general/bincode/validate read it. Not
 * scoped: a BIN means the same for every organization.
 */
export const bincode = defineEntity({
  name: 'admin/bincode',
  table: 'bincodes',
  sharedRows: true,
  label: { one: 'BIN de tarjeta', many: 'BIN de tarjetas' },
  menuGroup: 'payments',
  fields: {
    bin: text({
      label: 'BIN',
      required: true,
      unique: true,
      uniqueMessage: 'Ese BIN ya está cargado.',
      max: 8,
      pattern: {
        regex: /^\d{6,8}$/,
        message: 'El campo :attribute debe tener entre 6 y 8 dígitos.',
      },
      helperText: 'Primeros 6 a 8 dígitos de la tarjeta',
    }),
    payment_company_id: reference({
      label: 'Marca',
      target: 'admin/payment/payment_company',
      required: true,
      filter: true,
    }),
    bank: text({ label: 'Banco emisor', required: true, max: 120, filter: true }),
    card_type: enumeration({ label: 'Tipo', enumeration: cardTypes, required: true, filter: true }),
    country_id: reference({ label: 'País', target: 'admin/locations/country', required: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'bin', 'payment_company_id', 'bank', 'card_type', 'country_id', 'active'],
  search: ['bin', 'bank'],
  sort: { field: 'bin', order: 'ASC' },
  recordLabel: 'bin',
  recordQualifier: 'payment_company_id',
});
