import { defineEntity } from '../engine/entity';
import { defineEnum, options } from '../engine/defineEnum';
import { enumeration, integer, longText, text } from '../engine/fields';

export const auditActions = defineEnum(
  'auditActions',
  options([
    ['create', 1, 'Alta'],
    ['update', 2, 'Modificación'],
    ['delete', 3, 'Baja'],
    // A status machine's command (statusMachine.ts): which one, and from and to what status.
    ['transition', 4, 'Cambio de estado'],
    // Two records merged into the kept one, and that merge undone (domain/engine/merge.ts).
    ['merge', 5, 'Fusión'],
    ['unmerge', 6, 'Fusión deshecha'],
  ]),
);

/** Who changed what and when: every write through the API leaves a row (spec 2.3 admin/audit). */
export const audit = defineEntity({
  name: 'admin/audit',
  table: 'audit_log',
  label: { one: 'Auditoría', many: 'Auditoría' },
  menuGroup: 'system',
  readOnly: true,
  // Each row belongs to the organization of the record it concerns (a user's first one, an
  // e-mail's recipient's, the writer's for shared catalogues); members of it read it.
  scope: 'organizations',
  fields: {
    user_id: integer({ label: 'Usuario (id)', filter: true }),
    resource: text({ label: 'Sección', required: true, max: 120, filter: true }),
    record_id: text({ label: 'Registro', required: true, max: 64, filter: true }),
    action: enumeration({
      label: 'Acción',
      enumeration: auditActions,
      required: true,
      filter: true,
    }),
    changes: longText({ label: 'Cambios', required: true, max: 100_000, hiddenInList: true }),
  },
  list: ['id', 'created_at', 'user_id', 'resource', 'record_id', 'action'],
  search: ['resource', 'record_id'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'record_id',
  // A record's history (the client timeline) reads its rows by section and record.
  indexes: [['resource', 'record_id']],
});
