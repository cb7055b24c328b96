/**
 * The platform's own screens: the outbox, the audit, a locality, users, notifications, files;
 * and its menu icons.
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import OutboxIcon from '@mui/icons-material/Outbox';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import PublicIcon from '@mui/icons-material/Public';
import MapIcon from '@mui/icons-material/Map';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LocalPostOfficeIcon from '@mui/icons-material/LocalPostOffice';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import { notificationDraft } from '../../domain/entities/notification';
import { lazyPart as lazy } from '../../src/lazyPart';
import { defineScreenArea } from '../area';

export const platformScreens = defineScreenArea({
  name: 'platform',
  overrides: {
    'admin/outbox': {
      list: lazy(() => import('../admin/outbox/OutboxList')),
      show: lazy(() => import('../admin/outbox/OutboxShow')),
    },
    'admin/audit': {
      list: lazy(() => import('../admin/audit/AuditList')),
      show: lazy(() => import('../admin/audit/AuditShow')),
    },
    'admin/locations/locality': {
      show: lazy(() => import('../admin/locations/locality/LocalityShow')),
    },
    'auth-admin/user': {
      edit: lazy(() => import('../auth-admin/user/UserEdit')),
    },
    notifications: {
      list: lazy(() => import('../notifications/NotificationList')),
    },
    'admin/media': {
      list: lazy(() => import('../admin/media/MediaList')),
      show: lazy(() => import('../admin/media/MediaShow')),
    },
  },
  extraRoutes: {
    'auth-admin/user': [
      {
        path: ':id/password/change',
        route: 'auth-admin/user',
        action: 'edit',
        view: lazy(() => import('../auth-admin/user/UserPasswordChange')),
      },
    ],
    notifications: [
      {
        path: 'send',
        route: notificationDraft.name,
        action: 'create',
        view: lazy(() => import('../notifications/NotificationSend')),
      },
    ],
  },
  icons: [
    ['notifications', NotificationsIcon],
    ['admin/company', BusinessIcon],
    ['admin/branch', CategoryIcon],
    ['admin/holiday', EventIcon],
    ['admin/team', GroupsIcon],
    ['admin/outbox', OutboxIcon],
    ['admin/audit', HistoryIcon],
    ['admin/currencies/currency', PaymentsIcon],
    ['admin/currencies/currency_quotation', CurrencyExchangeIcon],
    ['admin/locations/country', PublicIcon],
    ['admin/locations/state', MapIcon],
    ['admin/locations/locality', LocationCityIcon],
    ['admin/locations/zipcode', LocalPostOfficeIcon],
    ['auth-admin/role', AdminPanelSettingsIcon],
    ['auth-admin/assigment', BadgeIcon],
    ['auth-admin/user', PeopleIcon],
    ['admin/media', PermMediaIcon],
  ],
});
