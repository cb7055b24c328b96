/** The app bar's bell: the count of unread notifications, live, and the way to the list. */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { notification } from '../../domain/entities/notification';
import { onNotificationsChanged } from '../../providers/notificationEvents';

export function NotificationBell() {
  const translate = useTranslate();
  const { total, refetch } = useGetList(notification.name, {
    filter: { read: false },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
  });
  useEffect(() => onNotificationsChanged(() => void refetch()), [refetch]);
  const count = total ?? 0;
  const label = translate('app.notifications.unread', { smart_count: count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to="/notifications" aria-label={label}>
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
