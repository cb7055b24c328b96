/**
 * The back office's own work: scheduled jobs and downloads, imports, the activity log, API
 * clients, the call queue and its status catalogue, sales targets.
 */
import { defineArea } from '../engine/area';
import { section } from '../engine/permissionWords';
import { adminRoutes, adminSections } from '../engine/routeRules';
import { cron, cronRun, download } from '../entities/jobs';
import { importRecord } from '../entities/import';
import { importsRouteRule } from '../importAccess';
import { activity } from '../entities/activity';
import { apiClient } from '../entities/apiClient';
import { callerPriority, callerPriorityGroup, callerQueue } from '../entities/callerPriority';
import { statusCatalogue, substatusCatalogue } from '../entities/statusCatalogue';
import { salesTarget } from '../entities/salesTarget';

export const backOfficeArea = defineArea({
  name: 'backOffice',
  entities: [
    cron,
    cronRun,
    download,
    importRecord,
    activity,
    apiClient,
    callerPriorityGroup,
    callerPriority,
    callerQueue,
    statusCatalogue,
    substatusCatalogue,
    salesTarget,
  ],
  routes: [
    adminSections(
      ['cron', 'crons'],
      ['download', 'downloads'],
      ['activity', 'activities'],
      ['client', 'clients'],
      ['caller_priority', 'caller_priorities'],
      ['caller_priority_opportunity', 'caller_priorities'],
      ['status', 'statuses'],
      ['status_substatus', 'statuses'],
      ['sales-target', 'sales_targets'],
    ),
    // Imports also open to any permission starting with 'imports: import_types' (spec 6); a
    // type's own section (import_news) reaches their pages for its type, not their list.
    adminRoutes(importsRouteRule()),
  ],
  permissionNames: {
    areas: {
      imports: 'Importaciones',
    },
    actions: {
      activities: section('Actividades'),
      caller_priorities: section('Prioridades de llamado'),
      clients: section('Clientes'),
      crons: section('Tareas programadas'),
      downloads: section('Descargas'),
      imports: section('Importaciones'),
      import_types: section('Tipos de importación'),
      sales_targets: section('Objetivos de venta'),
      statuses: section('Estados'),
    },
  },
});
