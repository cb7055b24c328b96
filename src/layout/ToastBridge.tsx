/**
 * Shows the toasts and snackbars of providers/toasts through react-admin's notifications: a
 * plain text, or an alert with its title, icon and actions (a link inside the app, or a
 * callback such as "update the version").
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCloseNotification, useNotify } from 'react-admin';
import { Alert, AlertTitle, Button, Icon } from '@mui/material';
import { onToast, type Toast, type ToastPosition } from '../../providers/toasts';

type Anchor = { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };

export function anchorOf(position: ToastPosition): Anchor {
  const vertical = position.startsWith('s') ? 'bottom' : 'top';
  const side = position.slice(1);
  return { vertical, horizontal: side === 'e' ? 'right' : side === 'w' ? 'left' : 'center' };
}

function ToastContent({ toast }: { toast: Toast }) {
  const close = useCloseNotification();
  const navigate = useNavigate();
  const closable = toast.showClose || toast.dismissAfter === 0;
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      icon={toast.icon ? <Icon>{toast.icon}</Icon> : undefined}
      onClose={closable ? close : undefined}
      sx={{ minWidth: 320, maxWidth: 480 }}
      action={toast.actions.map((action) => (
        <Button
          key={action.label}
          color="inherit"
          size="small"
          onClick={() => {
            if (action.href) navigate(action.href);
            action.onClick?.();
            close();
          }}
        >
          {action.label}
        </Button>
      ))}
    >
      {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
      {toast.text}
    </Alert>
  );
}

const isPlain = (toast: Toast) =>
  !toast.title && !toast.icon && !toast.actions.length && !toast.showClose && toast.dismissAfter;

export function ToastBridge() {
  const notify = useNotify();
  useEffect(
    () =>
      onToast((toast) => {
        const anchorOrigin = anchorOf(toast.position);
        notify(isPlain(toast) ? toast.text : <ToastContent toast={toast} />, {
          type: toast.type,
          autoHideDuration: toast.dismissAfter === 0 ? null : toast.dismissAfter,
          anchorOrigin,
          ...(toast.removeAfter ? { transitionDuration: { exit: toast.removeAfter } } : {}),
          ...(toast.offset !== undefined
            ? { style: { [anchorOrigin.vertical]: toast.offset } }
            : {}),
        });
      }),
    [notify],
  );
  return null;
}
