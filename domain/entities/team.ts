import { defineEntity } from '../entity';
import { boolean, longText, text } from '../fields';

/**
 * A team of the brokerage (executives, call center, subscription). Teams belong to an
 * organization: each organization sees and names only its own.
 */
export const team = defineEntity({
  name: 'admin/team',
  table: 'teams',
  label: { one: 'Equipo', many: 'Equipos' },
  menuGroup: 'organization',
  scope: 'organization',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un equipo con ese nombre en su organización.',
      max: 120,
    }),
    description: longText({ label: 'Descripción', hiddenInList: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'name', 'active'],
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
});
