/**
 * Background work the administrator watches (issue 11): the scheduled jobs (`admin/cron`, one
 * row per job the server registers, kept in step at every start), each run of them, and the
 * files the product generates for someone (`admin/download`: big exports, failed import rows).
 * All three are written only by the product.
 */
import { defineEntity } from '../engine/entity';
import { cronRunResults, cronTriggers, downloadKinds, downloadStatuses } from '../enums/jobs';
import { datetime, enumeration, integer, longText, reference, text } from '../engine/fields';

const USER = 'auth-admin/user';

/**
 * Scheduled jobs are the product's own, the same for every organization: not scoped, and seen
 * and run only by a product administrator (domain/tenancy.ts), as are their runs.
 */
export const cron = defineEntity({
  name: 'admin/cron',
  table: 'cron_jobs',
  productOnly: true,
  label: { one: 'Tarea programada', many: 'Tareas programadas' },
  menuGroup: 'system',
  readOnly: true,
  fields: {
    name: text({ label: 'Código', required: true, unique: true, max: 64, hiddenInList: true }),
    label: text({ label: 'Tarea', required: true, max: 120 }),
    schedule: text({ label: 'Expresión cron', required: true, max: 64, hiddenInList: true }),
    schedule_text: text({ label: 'Frecuencia', max: 120 }),
    next_run_at: datetime({ label: 'Próxima ejecución' }),
    last_run_at: datetime({ label: 'Última ejecución' }),
    last_result: enumeration({ label: 'Resultado', enumeration: cronRunResults, filter: true }),
    last_duration_ms: integer({ label: 'Duración (ms)' }),
    last_error: longText({ label: 'Último error', hiddenInList: true }),
    runs: integer({ label: 'Ejecuciones', hiddenInList: true }),
    fastest_ms: integer({ label: 'Más rápida (ms)', hiddenInList: true }),
    fastest_user_id: reference({
      label: 'Más rápida: pedida por',
      target: USER,
      hiddenInList: true,
    }),
    longest_ms: integer({ label: 'Más lenta (ms)', hiddenInList: true }),
    longest_user_id: reference({
      label: 'Más lenta: pedida por',
      target: USER,
      hiddenInList: true,
    }),
  },
  list: ['label', 'schedule_text', 'last_run_at', 'last_result', 'last_duration_ms', 'next_run_at'],
  children: [{ entity: 'admin/cron/run', field: 'cron_id', label: 'Ejecuciones', tab: 'runs' }],
  search: ['label', 'name'],
  sort: { field: 'label', order: 'ASC' },
  recordLabel: 'label',
});

export const cronRun = defineEntity({
  name: 'admin/cron/run',
  table: 'cron_runs',
  productOnly: true,
  label: { one: 'Ejecución programada', many: 'Ejecuciones programadas' },
  menuGroup: 'system',
  readOnly: true,
  fields: {
    cron_id: reference({ label: 'Tarea', target: 'admin/cron', required: true }),
    started_at: datetime({ label: 'Inicio', required: true }),
    finished_at: datetime({ label: 'Fin' }),
    duration_ms: integer({ label: 'Duración (ms)' }),
    result: enumeration({
      label: 'Resultado',
      enumeration: cronRunResults,
      required: true,
      filter: true,
    }),
    triggered_by: enumeration({
      label: 'Origen',
      enumeration: cronTriggers,
      required: true,
      filter: true,
    }),
    user_id: reference({ label: 'Pedida por', target: USER }),
    summary: text({ label: 'Resumen', max: 500 }),
    error: longText({ label: 'Error', hiddenInList: true }),
  },
  list: ['cron_id', 'started_at', 'duration_ms', 'result', 'triggered_by', 'user_id', 'summary'],
  sort: { field: 'started_at', order: 'DESC' },
  recordLabel: 'started_at',
});

/** Each person sees the files generated for them, inside their working organization. */
export const download = defineEntity({
  name: 'admin/download',
  table: 'downloads',
  label: { one: 'Descarga', many: 'Descargas' },
  menuGroup: 'system',
  readOnly: true,
  scope: 'organization',
  ownedBy: 'user_id',
  fields: {
    name: text({ label: 'Archivo', required: true, max: 200 }),
    kind: enumeration({ label: 'Tipo', enumeration: downloadKinds, required: true, filter: true }),
    status: enumeration({
      label: 'Estado',
      enumeration: downloadStatuses,
      required: true,
      filter: true,
    }),
    mime: text({ label: 'Formato', max: 120, hiddenInList: true }),
    size: integer({ label: 'Tamaño (bytes)' }),
    rows: integer({ label: 'Filas' }),
    user_id: reference({ label: 'Pedido por', target: USER, required: true }),
    expires_at: datetime({ label: 'Vence', required: true }),
    error: text({ label: 'Error', max: 500, hiddenInList: true }),
  },
  list: ['name', 'kind', 'status', 'rows', 'size', 'created_at', 'expires_at'],
  search: ['name'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'name',
});
