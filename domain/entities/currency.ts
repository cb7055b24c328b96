import { defineEntity } from '../engine/entity';
import { boolean, date, decimal, integer, reference, text } from '../engine/fields';

/** Currency (spec section 9: peso id 1 '$', dollar id 2 'u$s'). */
export const currency = defineEntity({
  name: 'admin/currencies/currency',
  table: 'currencies',
  sharedRows: true,
  label: { one: 'Moneda', many: 'Monedas' },
  menuGroup: 'payments',
  fields: {
    name: text({ label: 'Nombre', required: true, unique: true, max: 60 }),
    iso_code: text({
      label: 'Código ISO',
      required: true,
      unique: true,
      max: 3,
      pattern: {
        regex: /^[A-Z]{3}$/,
        message: 'El campo :attribute debe tener tres letras mayúsculas, p. ej. ARS.',
      },
      helperText: 'Tres letras, p. ej. ARS',
    }),
    symbol: text({ label: 'Símbolo', required: true, max: 5 }),
    decimals: integer({ label: 'Decimales', min: 0, max: 4, default: 2 }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  search: ['name', 'iso_code'],
  recordLabel: 'name',
  offeredWhile: 'active',
});

/** Exchange rate of a currency against the peso on a date (one quotation per currency and day). */
export const currencyQuotation = defineEntity({
  name: 'admin/currencies/currency_quotation',
  table: 'currency_quotations',
  sharedRows: true,
  // Not "Cotizaciones": that is an insurer's quote everywhere else.
  label: { one: 'Tipo de cambio', many: 'Tipos de cambio' },
  menuGroup: 'payments',
  fields: {
    currency_id: reference({
      label: 'Moneda',
      target: 'admin/currencies/currency',
      required: true,
    }),
    date: date({
      label: 'Fecha',
      required: true,
      unique: { within: ['currency_id'] },
      uniqueMessage: 'Ya existe un tipo de cambio de esa moneda para la fecha.',
      filter: true,
    }),
    rate: decimal({
      label: 'Tipo de cambio',
      scale: 4,
      required: true,
      min: 0.0001,
      helperText: 'Pesos por unidad',
    }),
    source: text({ label: 'Fuente', max: 60, helperText: 'p. ej. BNA vendedor' }),
  },
  sort: { field: 'date', order: 'DESC' },
  recordLabel: 'date',
});
