/** Shows each notification pushed to the user as a toast (spec 7) and refreshes the counts. */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { NotificationPayload } from '../../domain/realtime';
import { notificationsChanged, startRealtime } from '../../providers/realtime';
import { showToast, type ToastType } from '../../providers/toasts';

const toastType = (type: NotificationPayload['type']): ToastType =>
  type === 'danger' ? 'error' : type;

export function RealtimeNotifications() {
  const translate = useTranslate();
  useEffect(
    () =>
      startRealtime((payload) => {
        showToast(payload.text, {
          title: payload.title,
          type: toastType(payload.type),
          actions: payload.link
            ? [{ label: translate('app.notifications.open'), href: payload.link }]
            : [],
        });
        notificationsChanged();
      }),
    [translate],
  );
  return null;
}
