import { defineEntity } from '../engine/entity';
import { reference, text } from '../engine/fields';

export const country = defineEntity({
  name: 'admin/locations/country',
  table: 'countries',
  sharedRows: true,
  label: { one: 'País', many: 'Países' },
  menuGroup: 'locations',
  fields: {
    name: text({ label: 'Nombre', required: true, unique: true, max: 80 }),
    iso_code: text({
      label: 'Código ISO',
      required: true,
      unique: true,
      max: 2,
      pattern: {
        regex: /^[A-Z]{2}$/,
        message: 'El campo :attribute debe tener dos letras mayúsculas, p. ej. AR.',
      },
    }),
  },
  search: ['name', 'iso_code'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
});

export const state = defineEntity({
  name: 'admin/locations/state',
  table: 'states',
  sharedRows: true,
  label: { one: 'Provincia', many: 'Provincias' },
  menuGroup: 'locations',
  fields: {
    country_id: reference({ label: 'País', target: 'admin/locations/country', required: true }),
    name: text({
      label: 'Nombre',
      required: true,
      max: 80,
      unique: { within: ['country_id'] },
      uniqueMessage: 'La provincia ya existe en el país seleccionado.',
    }),
    code: text({ label: 'Código', max: 6, helperText: 'Código ISO 3166-2, p. ej. AR-B' }),
  },
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
});

export const locality = defineEntity({
  name: 'admin/locations/locality',
  table: 'localities',
  sharedRows: true,
  label: { one: 'Localidad', many: 'Localidades' },
  menuGroup: 'locations',
  fields: {
    state_id: reference({ label: 'Provincia', target: 'admin/locations/state', required: true }),
    // Optional: "La Puntilla" is a place in two departments of Catamarca.
    department: text({
      label: 'Departamento o partido',
      max: 80,
      filter: true,
      helperText: 'Como lo nombra el INDEC, p. ej. General Pueyrredón',
    }),
    name: text({
      label: 'Nombre',
      required: true,
      max: 120,
      unique: { within: ['state_id', 'department'] },
      uniqueMessage: 'La localidad ya existe en ese departamento de la provincia seleccionada.',
    }),
  },
  search: ['name', 'department'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  // "San Martín" exists in many provinces: pickers and references show which one.
  recordQualifier: 'state_id',
});

export const zipcode = defineEntity({
  name: 'admin/locations/zipcode',
  table: 'zipcodes',
  sharedRows: true,
  label: { one: 'Código postal', many: 'Códigos postales' },
  menuGroup: 'locations',
  fields: {
    locality_id: reference({
      label: 'Localidad',
      target: 'admin/locations/locality',
      required: true,
    }),
    code: text({
      label: 'Código postal',
      required: true,
      max: 8,
      pattern: {
        regex: /^(\d{4}|[A-Z]\d{4}[A-Z]{3})$/,
        message: 'El campo :attribute debe tener 4 dígitos (1425) o el formato CPA (C1425DKF).',
      },
      unique: { within: ['locality_id'] },
      uniqueMessage: 'El código postal ya existe en la localidad seleccionada.',
      helperText: '4 dígitos (1425) o CPA (C1425DKF)',
      upperCase: true,
    }),
  },
  // The locality is searched by its name: the zip codes of "Palermo" are found by typing it.
  search: ['code', 'locality_id'],
  sort: { field: 'code', order: 'ASC' },
  recordLabel: 'code',
});
