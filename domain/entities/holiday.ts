import { defineEntity } from '../engine/entity';
import { defineEnum, options } from '../engine/defineEnum';
import { date, enumeration, text } from '../engine/fields';

export const holidayTypes = defineEnum(
  'holidayTypes',
  options([
    ['national', 1, 'Feriado nacional'],
    ['bridge', 2, 'Feriado puente turístico'],
    ['non_working', 3, 'Día no laborable'],
    ['local', 4, 'Feriado provincial o local'],
  ]),
);

/** Holidays move due dates of charges and checks to the next business day. */
export const holiday = defineEntity({
  name: 'admin/holiday',
  table: 'holidays',
  sharedRows: true,
  label: { one: 'Feriado', many: 'Feriados' },
  menuGroup: 'catalogues',
  fields: {
    date: date({
      label: 'Fecha',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un feriado en esa fecha.',
      filter: true,
    }),
    name: text({ label: 'Motivo', required: true, max: 120 }),
    type: enumeration({
      label: 'Tipo',
      enumeration: holidayTypes,
      required: true,
      default: 1,
      filter: true,
    }),
  },
  search: ['name'],
  sort: { field: 'date', order: 'DESC' },
  recordLabel: 'name',
});
