import { defineEntity } from '../engine/entity';
import {
  boolean,
  enumeration,
  integer,
  longText,
  reference,
  text,
  typedValue,
} from '../engine/fields';
import { variableTypes } from '../enums/catalogues';

/** Lower-case key the product looks a list or setting up by. */
export const KEY_PATTERN = {
  regex: /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*$/,
  message:
    'El campo :attribute solo admite minúsculas sin acentos, números, guiones bajos y puntos entre palabras, p. ej. canales_de_contacto.',
};

/**
 * A generic list of values the product and its forms offer (contact channels, reasons for
 * loss…). Its values are records of `globalTypeValue`, each with its own type, listed on the
 * type's page (`admin/global_type/{id}`). Rows of no organization are the product's lists.
 */
export const globalType = defineEntity({
  name: 'admin/global_type',
  table: 'global_types',
  label: { one: 'Lista de valores', many: 'Listas de valores' },
  scope: 'organization',
  sharedRows: true,
  menuGroup: 'catalogues',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una lista con ese nombre.',
      max: 120,
    }),
    code: text({
      label: 'Clave',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una lista con esa clave.',
      max: 80,
      pattern: KEY_PATTERN,
      helperText: 'Con ella la busca el sistema, p. ej. canales_de_contacto',
    }),
    description: longText({ label: 'Descripción', max: 1000, hiddenInList: true }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  list: ['id', 'name', 'code', 'active'],
  search: ['name', 'code'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
  children: [
    { entity: 'admin/global_type/value', field: 'global_type_id', label: 'Valores', tab: 'values' },
  ],
});

/** One value of a list of values: its name, its type and the value itself. */
export const globalTypeValue = defineEntity({
  name: 'admin/global_type/value',
  table: 'global_type_values',
  label: { one: 'Valor de lista', many: 'Valores de listas' },
  scope: 'organization',
  sharedRows: true,
  menuGroup: 'catalogues',
  fields: {
    global_type_id: reference({ label: 'Lista', target: 'admin/global_type', required: true }),
    name: text({
      label: 'Nombre',
      required: true,
      unique: { within: ['global_type_id'] },
      uniqueMessage: 'Ya existe un valor con ese nombre en la lista.',
      max: 120,
    }),
    value_type: enumeration({
      label: 'Tipo',
      enumeration: variableTypes,
      required: true,
      default: 2,
      filter: true,
    }),
    value: typedValue({ label: 'Valor', typeField: 'value_type', required: true }),
    position: integer({ label: 'Orden', min: 1, max: 9999, default: 1 }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'global_type_id', 'position', 'name', 'value_type', 'value', 'active'],
  search: ['name'],
  sort: { field: 'position', order: 'ASC' },
  recordLabel: 'name',
  recordQualifier: 'global_type_id',
});
