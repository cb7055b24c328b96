/** Shows each notification pushed to the user as a toast (spec 7) and refreshes the counts. */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { NotificationPayload } from '../../domain/realtime';
import { notificationsChanged } from '../../providers/notificationEvents';
import { showToast, type ToastType } from '../../providers/toasts';

const toastType = (type: NotificationPayload['type']): ToastType =>
  type === 'danger' ? 'error' : type;

/** The socket starts at the latest this long after the app, however busy the page stays. */
const REALTIME_START_LATEST_MS = 2_000;

function whenIdle(run: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: REALTIME_START_LATEST_MS });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const timer = window.setTimeout(run, 0);
  return { cancel: () => window.clearTimeout(timer) };
}

export function RealtimeNotifications() {
  const translate = useTranslate();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    // The socket client is its own chunk, loaded once the first screen is drawn: its code and
    // handshake would otherwise take the main thread from the page being opened. Whatever is
    // sent meanwhile is in the bell's count, read on its own.
    const idle = whenIdle(() =>
      import('../../providers/realtime').then(({ startRealtime }) => {
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
      }),
    );
    return () => {
      unmounted = true;
      idle.cancel();
      stop?.();
    };
  }, [translate]);
  return null;
}
