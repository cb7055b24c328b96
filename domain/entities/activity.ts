import { defineEntity } from '../engine/entity';
import { activityKinds } from '../enums/operations';
import { enumeration, reference, text } from '../engine/fields';

/** The activity entity's number in the spec's catalogue of entities (spec 9). */
export const ACTIVITY_ENTITY_ID = 258;

/**
 * The activity log (spec 2.3 admin/activity, list only): logins, logouts, failed logins,
 * exports, imports and password changes, with who, from where and when. Written only by the
 * product (server/activity/recordActivity.ts). A row belongs to the organization of the person
 * it concerns; a failed login for an unknown address to the product's own.
 */
export const activity = defineEntity({
  name: 'admin/activity',
  table: 'activity_log',
  label: { one: 'Actividad', many: 'Actividad' },
  readOnly: true,
  scope: 'organizations',
  menuGroup: 'system',
  fields: {
    kind: enumeration({
      label: 'Actividad',
      enumeration: activityKinds,
      required: true,
      filter: true,
    }),
    // The person also by name and address: viewers may not be allowed to list users.
    user_id: reference({ label: 'Usuario', target: 'auth-admin/user', hiddenInList: true }),
    user_name: text({ label: 'Usuario', max: 120 }),
    email: text({ label: 'Correo electrónico', max: 255, filter: true }),
    ip: text({ label: 'Dirección IP', max: 64, filter: true }),
    user_agent: text({ label: 'Navegador', max: 500, hiddenInList: true }),
    detail: text({ label: 'Detalle', max: 500 }),
  },
  list: ['id', 'created_at', 'kind', 'user_name', 'email', 'ip', 'detail'],
  search: ['user_name', 'email', 'ip', 'detail'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'kind',
});
