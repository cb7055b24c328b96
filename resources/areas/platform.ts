/** The platform's own screens: the outbox, the audit, a locality, users, notifications, files. */
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
});
