/**
 * Notifications (spec sections 2.3, 3 and 7): written by the product (an administrator's
 * message, a password change, a deactivation), each visible only to its recipient, pushed live
 * on the recipient's channel and listed at /notifications, unread first.
 */
import { defineEntity } from '../engine/entity';
import { notificationTypes } from '../enums/catalogues';
import { optionByCode } from '../engine/defineEnum';
import {
  boolean,
  datetime,
  enumeration,
  longText,
  reference,
  referenceList,
  text,
} from '../engine/fields';
import { validateRecord, type FieldErrors } from '../engine/validate';

const content = {
  title: text({ label: 'Título', required: true, max: 120 }),
  text: longText({ label: 'Mensaje', required: true, max: 2000 }),
  type: enumeration({
    label: 'Tipo',
    enumeration: notificationTypes,
    required: true,
    default: 1,
    filter: true,
  }),
  link: text({
    label: 'Enlace',
    max: 300,
    hiddenInList: true,
    pattern: {
      regex: /^\/(?![/\\])\S*$/,
      message:
        'El campo :attribute debe ser una dirección de BrokerDesk que empiece con / (ej.: /admin/company).',
    },
    helperText: 'Pantalla que abre la notificación, p. ej. /admin/company',
  }),
};

export const notification = defineEntity({
  name: 'notifications',
  table: 'notifications',
  label: { one: 'Notificación', many: 'Notificaciones' },
  readOnly: true,
  ownedBy: 'recipient',
  fields: {
    recipient: reference({
      label: 'Destinatario',
      target: 'auth-admin/user',
      required: true,
      hiddenInList: true,
    }),
    ...content,
    read: boolean({ label: 'Leída', filter: true }),
    read_at: datetime({ label: 'Leída el', hiddenInList: true }),
  },
  list: ['id', 'title', 'type', 'read', 'created_at'],
  search: ['title', 'text'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'title',
});

export const notificationMessages = {
  noRecipient: 'Elija al menos un destinatario: un usuario, un rol o un cargo.',
  nobodyThere: 'Ningún usuario activo tiene los roles o cargos elegidos.',
  sent: 'Notificación enviada a :count usuario(s).',
  allRead: 'Todas sus notificaciones quedaron leídas.',
} as const;

/**
 * What an administrator sends (notifications/send): the content plus recipients chosen as
 * users, roles (their users, directly or through an assignment) or assignments. Not a table.
 */
export const notificationDraft = defineEntity({
  name: 'notifications/send',
  table: '',
  label: { one: 'Notificación', many: 'Notificaciones' },
  fields: {
    ...content,
    users: referenceList({ label: 'Usuarios', target: 'auth-admin/user' }),
    roles: referenceList({ label: 'Roles', target: 'auth-admin/role' }),
    assignments: referenceList({ label: 'Cargos', target: 'auth-admin/assigment' }),
  },
  recordLabel: 'title',
});

/** The draft's field rules plus "someone must receive it" (shown under the users field). */
export function validateDraft(input: Record<string, unknown>) {
  const result = validateRecord(notificationDraft, input);
  const recipients = ['users', 'roles', 'assignments'].flatMap(
    (name) => (result.values[name] as unknown[] | undefined) ?? [],
  );
  const errors: FieldErrors = { ...result.errors };
  if (recipients.length === 0 && !errors.users) errors.users = [notificationMessages.noRecipient];
  return { values: result.values, errors };
}

/** Notices the product sends on its own (issue: password change and deactivation notify). */
export const accountNotices = {
  passwordChanged: {
    title: 'Se cambió su contraseña',
    text: 'La contraseña de su usuario se cambió y las demás sesiones se cerraron. Si no fue usted, avise a un administrador.',
    type: optionByCode(notificationTypes, 'warning').id,
    link: '/profile',
  },
  deactivated: {
    title: 'Su usuario fue desactivado',
    text: 'Un administrador desactivó su usuario y sus sesiones se cerraron.',
    type: optionByCode(notificationTypes, 'danger').id,
    link: null,
  },
} as const;
