/**
 * Bindings (spec 2.3 `bindings`: list, create, {id}/edit; administrators, spec 6): which users
 * serve which client, in what role and since when. Our reading: the history of who served a
 * client. Changing a client's executive closes the executive's binding that day and opens the
 * new one's (server/clients/bindingHooks.ts), so "who was this client's executive in March" has
 * an answer; support, collections or subscription staff are bound by hand.
 */
import { defineEntity } from '../engine/entity';
import { bindingRoles } from '../enums/clients';
import { date, enumeration, reference, text } from '../engine/fields';

export const bindingMessages = {
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
} as const;

export const binding = defineEntity({
  name: 'bindings',
  table: 'account_bindings',
  label: { one: 'Vinculación', many: 'Vinculaciones' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      required: true,
      filter: true,
      // On the economic group's page: who serves (and served) each of its clients.
      detailTab: {
        tab: 'users',
        label: 'Usuarios',
        through: [{ via: 'economic_group_id', tab: 'executives', label: 'Ejecutivos' }],
      },
      deletedWith: true,
    }),
    user_id: reference({
      label: 'Usuario',
      target: 'auth-admin/user',
      required: true,
      filter: true,
    }),
    role: enumeration({ label: 'Rol', enumeration: bindingRoles, required: true, filter: true }),
    starts_on: date({ label: 'Desde', required: true }),
    ends_on: date({ label: 'Hasta', helperText: 'Vacío: sigue vigente' }),
    notes: text({ label: 'Observaciones', max: 500, hiddenInList: true }),
  },
  list: ['account_id', 'user_id', 'role', 'starts_on', 'ends_on'],
  sort: { field: 'starts_on', order: 'DESC' },
  recordLabel: 'user_id',
  recordQualifier: 'account_id',
  ranges: [{ from: 'starts_on', to: 'ends_on', message: bindingMessages.endBeforeStart }],
  assignedTo: { through: 'account_id' },
});
