/**
 * The back office's own work: scheduled jobs and downloads, imports, the activity log, API
 * clients, the call queue and its status catalogue, sales targets.
 */
import { defineArea } from '../engine/area';
import { adminRoutes, adminSections, either, rule } from '../engine/routeRules';
import { cron, cronRun, download } from '../entities/jobs';
import { importRecord } from '../entities/import';
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
    // Imports also open to any permission starting with 'imports: import_types' (spec 6).
    adminRoutes(
      rule('import', [either('admin: full_access', 'admin: imports', 'imports: import_types')]),
    ),
  ],
});
