import { defineEntity } from '../engine/entity';
import {
  fuelTypes,
  vehicleBodies,
  vehicleOtherKinds,
  vehicleTypes,
} from '../enums/insurersVehiclesPayments';
import { boolean, enumeration, integer, longText, money, reference, text } from '../engine/fields';

const YEAR = { min: 1950, max: 2030 } as const;

/**
 * The Infocar valuation guide: one row per guide code and model year with its value, as the
 * monthly guide file brings it (imported, rarely typed). Not scoped: the guide is the same for
 * every organization.
 */
export const infocar = defineEntity({
  name: 'admin/infocar',
  table: 'infocar',
  sharedRows: true,
  label: { one: 'Valor de guía Infocar', many: 'Guía Infocar' },
  menuGroup: 'vehicles',
  fields: {
    code: text({
      label: 'Código Infocar',
      required: true,
      max: 8,
      pattern: {
        regex: /^\d{5,8}$/,
        message: 'El campo :attribute debe tener entre 5 y 8 dígitos, p. ej. 0520345.',
      },
    }),
    year: integer({
      label: 'Año',
      required: true,
      ...YEAR,
      filter: true,
      unique: { within: ['code'] },
      uniqueMessage: 'La guía ya tiene un valor para ese código y año.',
    }),
    brand: text({ label: 'Marca', required: true, max: 60, filter: true }),
    model: text({ label: 'Modelo', required: true, max: 80 }),
    version: text({ label: 'Versión', required: true, max: 120 }),
    fuel: enumeration({
      label: 'Combustible',
      enumeration: fuelTypes,
      required: true,
      filter: true,
    }),
    body: enumeration({
      label: 'Carrocería',
      enumeration: vehicleBodies,
      required: true,
      filter: true,
    }),
    value: money({ label: 'Valor', required: true, min: 1, helperText: 'Valor de guía en pesos' }),
    zero_km: boolean({ label: '0 km', filter: true }),
  },
  list: ['id', 'code', 'brand', 'model', 'version', 'year', 'fuel', 'body', 'value'],
  search: ['code', 'brand', 'model', 'version'],
  sort: { field: 'brand', order: 'ASC' },
  recordLabel: 'version',
});

/**
 * Our vehicle catalogue: the guide models the brokerage quotes, with what the quoting forms
 * need beyond the guide (type group, whether it takes CNG, whether insurers accept it). Not
 * scoped, like the guide it points at.
 */
export const vehicle = defineEntity({
  name: 'admin/vehicle',
  table: 'vehicles',
  sharedRows: true,
  label: { one: 'Vehículo', many: 'Vehículos' },
  menuGroup: 'vehicles',
  fields: {
    // Not unique: the generated tests pick guide rows by seed and would collide with the demo
    // vehicles; one guide row twice is a data-quality matter, not a broken record.
    infocar_id: reference({ label: 'Guía Infocar', target: 'admin/infocar', required: true }),
    name: text({
      label: 'Nombre',
      required: true,
      max: 150,
      helperText: 'Como lo ven los ejecutivos, p. ej. Toyota Hilux 2.8 SRV 4x4 2022',
    }),
    type: enumeration({ label: 'Tipo', enumeration: vehicleTypes, required: true, filter: true }),
    seats: integer({ label: 'Asientos', min: 1, max: 60, hiddenInList: true }),
    cng_allowed: boolean({ label: 'Admite GNC', filter: true }),
    insurable: boolean({
      label: 'Asegurable',
      default: true,
      filter: true,
      helperText: 'Desmarcalo si las compañías no lo aceptan',
    }),
    notes: longText({ label: 'Observaciones', max: 1000, hiddenInList: true }),
  },
  list: ['id', 'name', 'infocar_id', 'type', 'cng_allowed', 'insurable'],
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
});

/**
 * Off-guide vehicles (fuera de guía): trailers, machinery, classics and imports the guide does
 * not value, entered by hand with a declared value. Not scoped, like the guide.
 */
export const vehicleOther = defineEntity({
  name: 'admin/vehicle_other',
  table: 'vehicle_others',
  sharedRows: true,
  label: { one: 'Vehículo fuera de guía', many: 'Vehículos fuera de guía' },
  menuGroup: 'vehicles',
  fields: {
    kind: enumeration({
      label: 'Tipo',
      enumeration: vehicleOtherKinds,
      required: true,
      filter: true,
    }),
    brand: text({ label: 'Marca', required: true, max: 60 }),
    model: text({ label: 'Modelo', required: true, max: 120 }),
    year: integer({ label: 'Año', required: true, ...YEAR, filter: true }),
    declared_value: money({ label: 'Valor declarado', required: true, min: 1 }),
    description: longText({
      label: 'Descripción',
      max: 1000,
      hiddenInList: true,
      helperText: 'Lo que la compañía necesita para cotizarlo: medidas, potencia, estado',
    }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'kind', 'brand', 'model', 'year', 'declared_value', 'active'],
  search: ['brand', 'model'],
  sort: { field: 'brand', order: 'ASC' },
  recordLabel: 'model',
  recordQualifier: 'brand',
});
