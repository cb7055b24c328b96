import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { teamRoles } from '../enums/clients';
import { boolean, embeddedList, enumeration, longText, reference, text } from '../engine/fields';

/**
 * A user in a team, with their role in it: who sees whose clients (domain/engine/recordScope.ts).
 * Edited inside the team's form (an embedded list).
 */
export const teamMember = defineEntity({
  name: 'admin/team/member',
  table: 'team_members',
  label: { one: 'Integrante', many: 'Integrantes' },
  fields: {
    team_id: reference({ label: 'Equipo', target: 'admin/team', required: true, system: true }),
    user_id: reference({ label: 'Usuario', target: 'auth-admin/user', required: true }),
    role: enumeration({
      label: 'Rol en el equipo',
      enumeration: teamRoles,
      required: true,
      default: optionByCode(teamRoles, 'member').id,
    }),
  },
  recordLabel: 'user_id',
});

/**
 * A team of the brokerage (executives, call center, subscription). Teams belong to an
 * organization: each organization sees and names only its own. Its members decide record
 * scope: a supervisor sees the clients assigned to the team's members, and a team sharing its
 * portfolio (a call center working one pool) lets every member see them too.
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
      uniqueMessage: 'Ya existe un equipo con ese nombre en tu organización.',
      max: 120,
    }),
    description: longText({ label: 'Descripción', hiddenInList: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
    shared_portfolio: boolean({
      label: 'Cartera compartida',
      default: false,
      helperText: 'Cada integrante ve los clientes de los demás (un call center, por ejemplo)',
    }),
    members: embeddedList({
      label: 'Integrantes',
      of: teamMember,
      parentField: 'team_id',
      max: 100,
      uniqueBy: { field: 'user_id', message: 'Esa persona ya integra el equipo.' },
    }),
  },
  list: ['id', 'name', 'shared_portfolio', 'active'],
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
});
