/**
 * The back office's own screens: downloads, scheduled jobs, API clients, imports, sales targets;
 * and its menu icons.
 */
import ScheduleIcon from '@mui/icons-material/Schedule';
import UpdateIcon from '@mui/icons-material/Update';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import TimelineIcon from '@mui/icons-material/Timeline';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
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
        // As the server's import routes: a type's own section uploads its type's files here.
        route: 'admin/import',
        action: 'show',
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
  icons: [
    ['admin/cron', ScheduleIcon],
    ['admin/cron/run', UpdateIcon],
    ['admin/download', DownloadIcon],
    ['admin/import', UploadFileIcon],
    // A named list's «Importar archivo» (the insurers' news).
    ['admin/import/upload', FileUploadIcon],
    ['admin/activity', TimelineIcon],
    ['admin/client', VpnKeyIcon],
    ['admin/caller_priority', PhoneInTalkIcon],
    ['admin/caller_priority/group', GroupWorkIcon],
    ['admin/caller_priority_opportunity', PhoneCallbackIcon],
    ['admin/status', LabelIcon],
    ['admin/status_substatus', LabelImportantIcon],
    ['admin/sales-target', TrackChangesIcon],
  ],
});
