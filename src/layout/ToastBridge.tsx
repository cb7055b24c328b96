/**
 * Shows the toasts and snackbars of providers/toasts. A plain text (a confirmation, an error
 * of the user's own action) goes through react-admin's notifications, one at a time. An alert
 * with a title, icon or actions (a realtime notification, a task reminder, "a new version")
 * goes to a stack of its own: alerts show side by side, and a burst of them never holds back
 * the confirmation of what the user just did.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCloseNotification, useNotify } from 'react-admin';
import { Alert, AlertTitle, Button, Icon, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { onToast, type Toast, type ToastPosition } from '../../providers/toasts';

type Anchor = { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };

/** At most this many alerts show at once; older ones leave as newer ones arrive. */
const MAX_ALERTS = 4;

export function anchorOf(position: ToastPosition): Anchor {
  const vertical = position.startsWith('s') ? 'bottom' : 'top';
  const side = position.slice(1);
  return { vertical, horizontal: side === 'e' ? 'right' : side === 'w' ? 'left' : 'center' };
}

function ToastContent({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const navigate = useNavigate();
  const closable = toast.showClose || toast.dismissAfter === 0;
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      icon={toast.icon ? <Icon>{toast.icon}</Icon> : undefined}
      sx={{ minWidth: 320, maxWidth: 480, boxShadow: 6 }}
      // Its buttons, then the close button (MUI's own is dropped once there are actions).
      action={
        <>
          {toast.actions.map((action) => (
            <Button
              key={action.label}
              color="inherit"
              size="small"
              onClick={() => {
                if (action.href) navigate(action.href);
                action.onClick?.();
                onClose();
              }}
            >
              {action.label}
            </Button>
          ))}
          {closable && (
            <IconButton color="inherit" size="small" aria-label="Cerrar" onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    >
      {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
      {toast.text}
    </Alert>
  );
}

/** A snackbar with a close button, inside react-admin's notification. */
function NotifiedContent({ toast }: { toast: Toast }) {
  const close = useCloseNotification();
  return <ToastContent toast={toast} onClose={close} />;
}

const isAlert = (toast: Toast) => !!(toast.title || toast.icon || toast.actions.length);
const isPlain = (toast: Toast) => !isAlert(toast) && !toast.showClose && toast.dismissAfter;

interface Shown {
  key: number;
  toast: Toast;
}

/** The alerts on screen, each in the corner its position names, newest nearest the edge. */
function AlertStack({ shown, close }: { shown: Shown[]; close: (key: number) => void }) {
  const corners = new Map<ToastPosition, Shown[]>();
  for (const one of shown)
    corners.set(one.toast.position, [...(corners.get(one.toast.position) ?? []), one]);
  return [...corners].map(([key, alerts]) => {
    const { vertical, horizontal } = anchorOf(key);
    return (
      <Stack
        key={key}
        role="region"
        aria-label="Avisos"
        spacing={1}
        direction={vertical === 'top' ? 'column-reverse' : 'column'}
        sx={{
          position: 'fixed',
          zIndex: 'snackbar',
          // Below the app bar at the top; clear of the screen's edge at the bottom.
          [vertical]: vertical === 'top' ? 72 : 24,
          ...(horizontal === 'center'
            ? { left: '50%', transform: 'translateX(-50%)' }
            : { [horizontal]: 24 }),
        }}
      >
        {alerts.map(({ key: id, toast }) => (
          <ToastContent key={id} toast={toast} onClose={() => close(id)} />
        ))}
      </Stack>
    );
  });
}

let nextKey = 0;

export function ToastBridge() {
  const notify = useNotify();
  const [shown, setShown] = useState<Shown[]>([]);
  const close = (key: number) => setShown((all) => all.filter((one) => one.key !== key));
  useEffect(
    () =>
      onToast((toast) => {
        if (isAlert(toast)) {
          const key = ++nextKey;
          setShown((all) => [...all, { key, toast }].slice(-MAX_ALERTS));
          if (toast.dismissAfter) window.setTimeout(() => close(key), toast.dismissAfter);
          return;
        }
        const anchorOrigin = anchorOf(toast.position);
        notify(isPlain(toast) ? toast.text : <NotifiedContent toast={toast} />, {
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
  return <AlertStack shown={shown} close={close} />;
}
