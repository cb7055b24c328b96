import { defineEntity } from '../engine/entity';
import { serviceCallResults, serviceKinds } from '../enums/insurersVehiclesPayments';
import {
  boolean,
  datetime,
  enumeration,
  integer,
  longText,
  reference,
  text,
  url,
} from '../engine/fields';

/**
 * An insurer web-service integration (quoting, issuing…): where it answers, with which
 * user and how long we wait. Scoped: each organization calls with its own producer code. The
 * password is not kept here: it belongs in the deployment's secret store, not in a table.
 */
export const service = defineEntity({
  name: 'admin/service',
  table: 'services',
  label: { one: 'Servicio web', many: 'Servicios web' },
  scope: 'organization',
  menuGroup: 'insurers',
  fields: {
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
    }),
    kind: enumeration({
      label: 'Servicio',
      enumeration: serviceKinds,
      required: true,
      filter: true,
    }),
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un servicio con ese nombre en tu organización.',
      max: 120,
    }),
    endpoint: url({
      label: 'Dirección del servicio',
      required: true,
      max: 255,
      helperText: 'URL completa, p. ej. https://ws.aseguradora.com.ar/cotizador',
    }),
    producer_code: text({
      label: 'Código de productor',
      max: 30,
      hiddenInList: true,
      helperText: 'El código con el que la compañía nos identifica',
    }),
    username: text({ label: 'Usuario', max: 80, hiddenInList: true }),
    timeout_seconds: integer({
      label: 'Espera máxima (segundos)',
      required: true,
      min: 1,
      max: 120,
      default: 30,
    }),
    enabled: boolean({ label: 'Habilitado', default: true, filter: true }),
    notes: longText({ label: 'Observaciones', max: 1000, hiddenInList: true }),
  },
  list: ['id', 'company_id', 'kind', 'name', 'endpoint', 'timeout_seconds', 'enabled'],
  search: ['name', 'endpoint'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'enabled',
  recordQualifier: 'company_id',
  children: [
    { entity: 'admin/service_info_detail', field: 'service_id', label: 'Llamadas', tab: 'calls' },
  ],
});

/**
 * One call to an insurer web service (list only, spec 2.3): written by the connectors, read by
 * whoever investigates a slow or failing insurer.
 */
export const serviceInfoDetail = defineEntity({
  name: 'admin/service_info_detail',
  table: 'service_info_details',
  label: { one: 'Llamada a servicio web', many: 'Llamadas a servicios web' },
  readOnly: true,
  scope: 'organization',
  menuGroup: 'insurers',
  fields: {
    service_id: reference({
      label: 'Servicio',
      target: 'admin/service',
      required: true,
      filter: true,
    }),
    called_at: datetime({ label: 'Fecha y hora', required: true, filter: true }),
    operation: text({ label: 'Operación', required: true, max: 120 }),
    duration_ms: integer({ label: 'Duración (ms)', required: true, min: 0, max: 600000 }),
    result: enumeration({
      label: 'Resultado',
      enumeration: serviceCallResults,
      required: true,
      filter: true,
    }),
    http_status: integer({ label: 'Código HTTP', min: 100, max: 599 }),
    message: text({ label: 'Detalle', max: 500, hiddenInList: true }),
  },
  list: ['id', 'called_at', 'service_id', 'operation', 'duration_ms', 'result', 'http_status'],
  search: ['operation', 'message'],
  sort: { field: 'called_at', order: 'DESC' },
  recordLabel: 'operation',
  recordQualifier: 'service_id',
});
