/**
 * /notifications: the user's own notifications, unread first (newest first in each part), each
 * marked read on its own or all at once; administrators also find the way to send one.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Title, useGetList, useTranslate, type RaRecord } from 'react-admin';
import {
  Box,
  Button,
  Card,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import InfoIcon from '@mui/icons-material/Info';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import ErrorIcon from '@mui/icons-material/Error';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SendIcon from '@mui/icons-material/Send';
import { notification, notificationDraft } from '../../domain/entities/notification';
import { formatDateTime } from '../../domain/engine/format';
import { notificationTypes } from '../../domain/enums/catalogues';
import { optionById } from '../../domain/engine/defineEnum';
import { canAccess } from '../../domain/routes';
import { apiRequest } from '../../providers/httpClient';
import { notificationsChanged, onNotificationsChanged } from '../../providers/notificationEvents';
import { apiV1 } from '../../src/config';
import { useAccess } from '../../src/access';

const icons: Record<string, ReactElement> = {
  info: <InfoIcon color="info" />,
  success: <CheckCircleIcon color="success" />,
  warning: <WarningIcon color="warning" />,
  danger: <ErrorIcon color="error" />,
};
const iconOf = (type: unknown) =>
  icons[optionById(notificationTypes, Number(type))?.code ?? 'info'] ?? icons.info;

const base = () => `${apiV1()}/${notification.name}`;

function NotificationItem({ record, onRead }: { record: RaRecord; onRead: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const markRead = async () => {
    await apiRequest(`${base()}/${record.id}/read`, { method: 'PUT', hideMessage: true });
    onRead();
  };
  return (
    <ListItem
      divider
      sx={{ bgcolor: record.read ? undefined : 'action.hover', alignItems: 'flex-start' }}
      secondaryAction={
        <Stack direction="row" spacing={1}>
          {record.link && (
            <Button
              size="small"
              onClick={async () => {
                if (!record.read) await markRead();
                navigate(record.link);
              }}
            >
              {translate('app.notifications.open')}
            </Button>
          )}
          {!record.read && (
            <Button size="small" onClick={markRead}>
              {translate('app.notifications.mark_read')}
            </Button>
          )}
        </Stack>
      }
    >
      <ListItemIcon sx={{ mt: 1 }}>{iconOf(record.type)}</ListItemIcon>
      <ListItemText
        sx={{ pr: 28 }}
        primary={record.title}
        primaryTypographyProps={{ fontWeight: record.read ? 400 : 700 }}
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {record.text}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {formatDateTime(record.created_at)}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
}

export default function NotificationList() {
  const translate = useTranslate();
  const permissions = useAccess();
  const [tab, setTab] = useState<'unread' | 'all'>('unread');
  const [perPage, setPerPage] = useState(25);
  const sort = { field: 'id', order: 'DESC' as const };
  const unread = useGetList(notification.name, {
    filter: { read: false },
    pagination: { page: 1, perPage: 100 },
    sort,
  });
  const all = useGetList(
    notification.name,
    { pagination: { page: 1, perPage }, sort },
    { enabled: tab === 'all' },
  );
  const { refetch: refetchUnread } = unread;
  const { refetch: refetchAll } = all;
  useEffect(
    () =>
      onNotificationsChanged(() => {
        void refetchUnread();
        void refetchAll();
      }),
    [refetchUnread, refetchAll],
  );
  const shown = tab === 'unread' ? unread : all;
  const markAllRead = async () => {
    await apiRequest(`${base()}/read-all`, { method: 'POST' });
    notificationsChanged();
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('app.notifications.title')} />
      <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'flex-end' }}>
        {canAccess(permissions, notificationDraft.name, 'create') && (
          <Button component={Link} to={`/${notificationDraft.name}`} startIcon={<SendIcon />}>
            {translate('app.notifications.send')}
          </Button>
        )}
        <Button onClick={markAllRead} startIcon={<DoneAllIcon />} disabled={!unread.total}>
          {translate('app.notifications.mark_all_read')}
        </Button>
      </Stack>
      <Card>
        <Tabs value={tab} onChange={(_e, value) => setTab(value)} sx={{ px: 2 }}>
          <Tab
            value="unread"
            label={translate('app.notifications.unread_tab', { count: unread.total ?? 0 })}
          />
          <Tab value="all" label={translate('app.notifications.all_tab')} />
        </Tabs>
        <List disablePadding aria-label={translate('app.notifications.title')}>
          {(shown.data ?? []).map((record) => (
            <NotificationItem key={record.id} record={record} onRead={notificationsChanged} />
          ))}
        </List>
        {!shown.isPending && !shown.data?.length && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {translate(
              tab === 'unread' ? 'app.notifications.none_unread' : 'app.notifications.none',
            )}
          </Typography>
        )}
        {tab === 'all' && (all.total ?? 0) > perPage && (
          <Button sx={{ m: 1 }} onClick={() => setPerPage((n) => n + 25)}>
            {translate('app.notifications.more')}
          </Button>
        )}
      </Card>
    </Box>
  );
}
