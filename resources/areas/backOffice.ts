/** The back office's own screens: downloads, scheduled jobs, API clients, imports, sales targets. */
import { lazyPart as lazy } from '../../src/lazyPart';
import { defineScreenArea } from '../area';

export const backOfficeScreens = defineScreenArea({
  name: 'backOffice',
  overrides: {
    'admin/download': { list: lazy(() => import('../admin/download/DownloadList')) },
    'admin/cron': { list: lazy(() => import('../admin/cron/CronList')) },
    'admin/client': {
      edit: lazy(() => import('../admin/client/ClientEdit')),
    },
    'admin/sales-target': {
      list: lazy(() => import('../admin/sales-target/SalesTargetList')),
    },
    'admin/import': {
      list: lazy(() => import('../admin/import/ImportList')),
      show: lazy(() => import('../admin/import/ImportShow')),
    },
  },
  extraRoutes: {
    'admin/import': [
      {
        path: 'upload',
        route: 'admin/import',
        action: 'list',
        view: lazy(() => import('../admin/import/ImportUpload')),
      },
    ],
    'admin/sales-target': [
      {
        path: 'editor',
        route: 'admin/sales-target',
        action: 'edit',
        view: lazy(() => import('../admin/sales-target/SalesTargetEditor')),
      },
    ],
  },
});
