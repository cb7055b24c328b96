/**
 * Users, roles and assignments (cargos) of auth-admin (spec sections 2.3, 4, 5, 6). A user's
 * session access is derived from these: the permissions of their roles and of their
 * assignments' roles, plus any permission given to the user directly.
 */
import { prepareAccess } from '../engine/access';
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { organizations } from '../enums/catalogues';
import { userState } from '../enums/statuses';
import {
  boolean,
  choiceList,
  choicesOf,
  email,
  integer,
  password,
  phone,
  reference,
  referenceList,
  status,
  text,
} from '../engine/fields';
import { passwordMessages } from '../passwords';
import { permissionCatalogue } from '../permissions';

/** Product messages of spec section 5 for the auth-admin screens. */
export const authMessages = {
  roleNameTaken: 'El nombre del rol ya está en uso.',
  primaryRole: 'Los roles primarios no pueden ser modificados.',
  assignmentNameTaken: 'El nombre del cargo ya está en uso.',
  assignmentNeedsRole: 'Debe seleccionar un rol para el cargo.',
  roleAndAssignment: 'El usuario necesita al menos un rol y un cargo.',
  organizationRequired: 'Elija al menos una organización; la primera es la del usuario.',
  ownAccount: 'No puede desactivar ni eliminar su propio usuario.',
  ownAdminAccess:
    'No puede quitarse a sí mismo el acceso a la administración de usuarios; pídaselo a otro administrador.',
} as const;

/** Names used in access lists: lower case, digits and underscores, like the spec's codes. */
const identifier = {
  regex: /^[a-z][a-z0-9_]*$/,
  message: 'El campo :attribute solo admite minúsculas, números y guiones bajos (ej.: suscriptor).',
};

export const role = defineEntity({
  name: 'auth-admin/role',
  table: 'roles',
  label: { one: 'Rol', many: 'Roles' },
  menuGroup: 'organization',
  // Each organization's own roles, plus the global ones every organization shares.
  scope: 'organizations',
  sharedRows: true,
  fields: {
    name: text({
      label: 'Identificador',
      required: true,
      unique: true,
      uniqueMessage: authMessages.roleNameTaken,
      max: 60,
      pattern: identifier,
      helperText: 'Usado en los permisos, p. ej. ejecutivo_call',
    }),
    label: text({
      label: 'Nombre',
      required: true,
      max: 120,
      helperText: 'Como lo leen las personas',
    }),
    permissions: choiceList({
      label: 'Permisos',
      choices: permissionCatalogue,
      hiddenInList: true,
    }),
    primary: boolean({ label: 'Rol primario', system: true, filter: true }),
  },
  // People read the Spanish name; the identifier of permission rules stays in the form.
  list: ['label', 'primary'],
  search: ['name', 'label'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'label',
  locked: { field: 'primary', message: authMessages.primaryRole },
});

/** Named assignments of spec section 6, with their fixed numbers. */
export const namedAssignments = { subscriber: 4, subscriber_back: 81 } as const;

export const assignment = defineEntity({
  name: 'auth-admin/assigment',
  table: 'assignments',
  label: { one: 'Cargo', many: 'Cargos' },
  menuGroup: 'organization',
  idKind: 'uuid',
  scope: 'organizations',
  sharedRows: true,
  fields: {
    name: text({
      label: 'Identificador',
      required: true,
      unique: true,
      uniqueMessage: authMessages.assignmentNameTaken,
      max: 60,
      pattern: identifier,
      helperText: 'Usado en los permisos, p. ej. subscriber',
    }),
    label: text({
      label: 'Nombre',
      required: true,
      max: 120,
      helperText: 'Como lo leen las personas',
    }),
    number: integer({
      label: 'Número de cargo',
      unique: true,
      min: 1,
      max: 99999,
      helperText: 'Número fijo del cargo (4 = suscriptor, 81 = suscriptor back office)',
    }),
    role: reference({
      label: 'Rol',
      target: 'auth-admin/role',
      required: true,
      requiredMessage: authMessages.assignmentNeedsRole,
    }),
  },
  list: ['label', 'number', 'role'],
  search: ['name', 'label'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'label',
});

/** Organization 1 is everyone's when none is given (spec sections 6 and 9). */
export const DEFAULT_ORGANIZATION = 1;

/** A user's organizations in order; the first is the one they work in. */
export const organizationsOf = (organizations: number[]) =>
  organizations.length ? organizations : [DEFAULT_ORGANIZATION];

const stateId = (code: string) => optionByCode(userState, code).id;

/** States that may hold a session (spec section 4): not deactivated, not deleted. */
export const LOGIN_STATES: readonly number[] = ['active', 'confirmed', 'unconfirmed'].map(stateId);
export const canLogIn = (state: number) => LOGIN_STATES.includes(state);
export const ACTIVE_STATE = stateId('active');
/** Self-registered users: they may log in, with no permission, until an administrator acts. */
export const UNCONFIRMED_STATE = stateId('unconfirmed');
export const DELETED_STATE = stateId('deleted');

export const user = defineEntity({
  name: 'auth-admin/user',
  table: 'users',
  label: { one: 'Usuario', many: 'Usuarios' },
  menuGroup: 'organization',
  // Managed only by an administrator who belongs to every one of the user's organizations.
  membersOf: 'organizations',
  fields: {
    name: text({ label: 'Nombre y apellido', required: true, max: 120 }),
    email: email({
      label: 'Correo electrónico',
      required: true,
      unique: true,
      uniqueMessage: passwordMessages.emailTaken,
    }),
    password: password({ label: 'Contraseña' }),
    phone: phone({ label: 'Teléfono', hiddenInList: true }),
    state: status({
      label: 'Estado',
      enumeration: userState,
      required: true,
      default: ACTIVE_STATE,
      helperText: 'Un usuario desactivado o eliminado no puede ingresar',
    }),
    roles: referenceList({
      label: 'Roles',
      target: 'auth-admin/role',
      required: true,
      requiredMessage: authMessages.roleAndAssignment,
    }),
    assignments: referenceList({
      label: 'Cargos',
      target: 'auth-admin/assigment',
      required: true,
      requiredMessage: authMessages.roleAndAssignment,
    }),
    organizations: choiceList({
      label: 'Organizaciones',
      choices: choicesOf(organizations),
      required: true,
      requiredMessage: authMessages.organizationRequired,
      default: [DEFAULT_ORGANIZATION],
      hiddenInList: true,
      helperText: 'La primera es la organización con la que trabaja',
    }),
    permissions: choiceList({
      label: 'Permisos adicionales',
      choices: permissionCatalogue,
      hiddenInList: true,
      helperText: 'Además de los que otorgan sus roles y cargos',
    }),
  },
  list: ['id', 'name', 'email', 'state', 'roles', 'assignments'],
  search: ['name', 'email'],
  globalSearch: true,
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  softDelete: { field: 'state', value: DELETED_STATE },
});

type GrantRow = Record<string, unknown>;

/**
 * Who a user is to a session (spec section 3), from their row, their roles (their own and
 * their assignments', by name) and their assignments: the permissions of those roles plus the
 * user's own, role and assignment names, their organizations. The server's session
 * (server/auth/users.ts) and fixtures mode's (fixtures/server/session.ts) read it alike;
 * `listOf` reads a stored list (JSON text in the database, an array in the fixtures).
 */
export function sessionProfile(
  row: GrantRow,
  roles: readonly GrantRow[],
  assignments: readonly GrantRow[],
  listOf: (value: unknown) => unknown[],
) {
  const permissions = new Set(listOf(row.permissions).map(String));
  for (const r of roles) for (const p of listOf(r.permissions)) permissions.add(String(p));
  const named = (r: GrantRow) => ({ name: String(r.name), label: String(r.label) });
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    access: prepareAccess({
      permission: [...permissions],
      role: roles.map((r) => String(r.name)),
      assigment: assignments.map((a) => String(a.name)),
    }),
    grants: { role: roles.map(named), assigment: assignments.map(named) },
    organizations: organizationsOf(listOf(row.organizations).map(Number)).map((id) => ({
      organization_id: id,
    })),
  };
}
