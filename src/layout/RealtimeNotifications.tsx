/** Shows each notification pushed to the user as a toast (spec 7) and refreshes the counts. */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { NotificationPayload } from '../../domain/realtime';
import { notificationsChanged } from '../../providers/notificationEvents';
import { showToast, type ToastType } from '../../providers/toasts';

const toastType = (type: NotificationPayload['type']): ToastType =>
  type === 'danger' ? 'error' : type;

export function RealtimeNotifications() {
  const translate = useTranslate();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    // The socket client loads after the shell, as its own chunk.
    void import('../../providers/realtime').then(({ startRealtime }) => {
      if (unmounted) return;
      stop = startRealtime((payload) => {
        showToast(payload.text, {
          title: payload.title,
          type: toastType(payload.type),
          actions: payload.link
            ? [{ label: translate('app.notifications.open'), href: payload.link }]
            : [],
        });
        notificationsChanged();
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [translate]);
  return null;
}
