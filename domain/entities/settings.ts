import { defineEntity } from '../engine/entity';
import { enumeration, longText, text, typedValue } from '../engine/fields';
import { variableTypes } from '../enums/catalogues';
import { KEY_PATTERN } from './globalType';

/**
 * A typed setting (tax rates, grace days, business hours…): DOMAIN.md asks for such figures
 * as settings, not constants. Rows of no organization are the product's defaults, seen by
 * every organization and changed only by a product administrator.
 */
export const settings = defineEntity({
  name: 'admin/settings',
  table: 'settings',
  label: { one: 'Parámetro', many: 'Parámetros' },
  scope: 'organization',
  sharedRows: true,
  menuGroup: 'system',
  fields: {
    key: text({
      label: 'Clave',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un parámetro con esa clave.',
      max: 120,
      pattern: KEY_PATTERN,
      helperText: 'p. ej. impuestos.iva_general',
    }),
    value_type: enumeration({
      label: 'Tipo',
      enumeration: variableTypes,
      required: true,
      default: 2,
      filter: true,
    }),
    value: typedValue({
      label: 'Valor',
      typeField: 'value_type',
      required: true,
      helperText: 'Se carga según el tipo: 1.465,50 para números, dd/mm/aaaa para fechas',
    }),
    description: longText({ label: 'Descripción', max: 1000 }),
  },
  list: ['id', 'key', 'value_type', 'value', 'description'],
  search: ['key', 'description'],
  sort: { field: 'key', order: 'ASC' },
  recordLabel: 'key',
});
