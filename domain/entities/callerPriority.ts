/**
 * Caller priority (spec 2.3 admin/caller_priority, caller_priority/group and
 * caller_priority_opportunity): which opportunities the call executives phone first. A rule
 * matches opportunities by branch, campaign and source and hands them to a group of executives
 * with a priority and a time to call within; the queue is rebuilt from the rules
 * (server/callers/rebuildQueue.ts, `set_stocks_job` and the scheduler).
 */
import { defineEntity } from '../engine/entity';
import {
  boolean,
  datetime,
  integer,
  longText,
  reference,
  referenceList,
  text,
} from '../engine/fields';

/** Priority 1 is called first. */
export const CALLER_PRIORITY_MIN = 1;
export const CALLER_PRIORITY_MAX = 99;

export const callerPriorityGroup = defineEntity({
  name: 'admin/caller_priority/group',
  table: 'caller_priority_groups',
  label: { one: 'Grupo de llamadas', many: 'Grupos de llamadas' },
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un grupo de llamadas con ese nombre en tu organización.',
      max: 120,
    }),
    executives: referenceList({
      label: 'Ejecutivos',
      target: 'auth-admin/user',
      helperText:
        'Las llamadas del grupo se reparten entre ellos, al que tenga menos; sin ejecutivos, sus reglas no se aplican',
    }),
    description: longText({ label: 'Descripción', max: 2000, hiddenInList: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'name', 'executives', 'active'],
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
});

export const callerPriority = defineEntity({
  name: 'admin/caller_priority',
  table: 'caller_priorities',
  label: { one: 'Prioridad de llamado', many: 'Prioridades de llamado' },
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una regla de prioridad con ese nombre en tu organización.',
      max: 120,
    }),
    group_id: reference({
      label: 'Grupo',
      target: 'admin/caller_priority/group',
      required: true,
    }),
    branch_id: reference({
      label: 'Ramo',
      target: 'admin/branch',
      helperText: 'Vacío: cualquier ramo',
    }),
    campaign_id: reference({
      label: 'Campaña',
      target: 'admin/campaign',
      helperText: 'Vacío: cualquier campaña',
    }),
    source: text({
      label: 'Origen',
      max: 120,
      filter: true,
      helperText: 'Por dónde llegó la oportunidad (p. ej. Web, Landing Hogar); vacío: cualquiera',
    }),
    priority: integer({
      label: 'Prioridad',
      required: true,
      min: CALLER_PRIORITY_MIN,
      max: CALLER_PRIORITY_MAX,
      default: 10,
      helperText: '1 se llama primero',
    }),
    response_minutes: integer({
      label: 'Llamar dentro de (minutos)',
      required: true,
      min: 1,
      max: 10_080,
      default: 60,
      helperText: 'Desde que llega la oportunidad; fija el vencimiento del llamado',
    }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  list: ['id', 'name', 'group_id', 'branch_id', 'campaign_id', 'source', 'priority', 'active'],
  search: ['name', 'source'],
  sort: { field: 'priority', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
});

/**
 * The call queue: one row per opportunity waiting for a call, with what the rules decided.
 * The product writes it, the API only lists it: a row per opportunity that waits for a call
 * (domain/calls.ts, kept in step by server/callers/syncCalls.ts), and calls imported from
 * another system, named by their code and client alone. "Siguiente llamado" takes the first
 * of those linked to an opportunity.
 */
export const callerQueue = defineEntity({
  name: 'admin/caller_priority_opportunity',
  table: 'caller_queue',
  label: { one: 'Llamado pendiente', many: 'Cola de llamados' },
  readOnly: true,
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    opportunity_id: reference({
      label: 'Oportunidad',
      target: 'opportunity',
      unique: true,
      uniqueMessage: 'La oportunidad ya está en la cola de llamados.',
      deletedWith: true,
    }),
    opportunity_code: text({ label: 'Código importado', max: 40, hiddenInList: true }),
    client_name: text({ label: 'Cliente', required: true, max: 160 }),
    phone: text({ label: 'Teléfono', max: 30, hiddenInList: true }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch' }),
    campaign_id: reference({ label: 'Campaña', target: 'admin/campaign', hiddenInList: true }),
    source: text({ label: 'Origen', max: 120, filter: true }),
    received_at: datetime({ label: 'Llegó', required: true }),
    rule_id: reference({ label: 'Regla', target: 'admin/caller_priority', hiddenInList: true }),
    executive_id: reference({ label: 'Ejecutivo asignado', target: 'auth-admin/user' }),
    priority: integer({ label: 'Prioridad', min: CALLER_PRIORITY_MIN, max: CALLER_PRIORITY_MAX }),
    due_at: datetime({ label: 'Llamar antes de' }),
  },
  list: [
    'id',
    'opportunity_id',
    'client_name',
    'branch_id',
    'source',
    'executive_id',
    'priority',
    'due_at',
  ],
  search: ['opportunity_code', 'client_name', 'source'],
  sort: { field: 'due_at', order: 'ASC' },
  recordLabel: 'client_name',
});
