/** Shows the HTTP client's toasts (providers/toasts) through react-admin's notifications. */
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onToast } from '../../providers/toasts';

export function ToastBridge() {
  const notify = useNotify();
  useEffect(
    () =>
      onToast((toast) =>
        notify(toast.text, {
          type: toast.type,
          autoHideDuration: toast.dismissAfter === 0 ? null : toast.dismissAfter,
          anchorOrigin: { vertical: 'top', horizontal: 'right' },
        }),
      ),
    [notify],
  );
  return null;
}
