import { defineEntity } from '../engine/entity';
import { boolean, text } from '../engine/fields';

/** Insurance branch (ramo). Ids 1-41 are fixed by the spec; 8, 9 and 10 are common branches. */
export const branch = defineEntity({
  name: 'admin/branch',
  table: 'branches',
  sharedRows: true,
  label: { one: 'Ramo', many: 'Ramos' },
  menuGroup: 'catalogues',
  fields: {
    name: text({ label: 'Nombre', required: true, unique: true, max: 120 }),
    code: text({
      label: 'Código',
      unique: true,
      max: 40,
      helperText: 'Identificador interno, p. ej. car',
    }),
    common: boolean({ label: 'Ramo común', filter: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  search: ['name', 'code'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
});
