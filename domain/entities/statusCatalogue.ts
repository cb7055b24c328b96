/**
 * The status catalogue (spec 2.3 admin/status and admin/status_substatus, list only): every
 * status and substatus of spec 4 with its entity, Spanish name and colour. The rows come from
 * domain/enums (domain/statusCatalogue.ts) and are written into these tables at every start
 * (server/callers/statusSync.ts), so lists, filters, search and exports work as for any entity
 * while domain stays the only source. A product catalogue, the same for every organization:
 * not scoped.
 */
import { defineEntity } from '../engine/entity';
import { statusFamilies } from '../enums/operations';
import { colour, enumeration, text } from '../engine/fields';

const statusFields = {
  family: enumeration({
    label: 'Entidad',
    enumeration: statusFamilies,
    required: true,
    filter: true,
  }),
  name: text({ label: 'Nombre', required: true, max: 120 }),
  colour: colour({ label: 'Color', required: true }),
};

export const statusCatalogue = defineEntity({
  name: 'admin/status',
  table: 'status_catalogue',
  label: { one: 'Estado', many: 'Estados' },
  readOnly: true,
  menuGroup: 'catalogues',
  fields: statusFields,
  list: ['id', 'family', 'name', 'colour'],
  search: ['name'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'name',
});

export const substatusCatalogue = defineEntity({
  name: 'admin/status_substatus',
  table: 'substatus_catalogue',
  label: { one: 'Subestado', many: 'Subestados' },
  readOnly: true,
  menuGroup: 'catalogues',
  fields: statusFields,
  list: ['id', 'family', 'name', 'colour'],
  search: ['name'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'name',
});
