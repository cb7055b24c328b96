/**
 * A tiny bus between non-React code (the HTTP client) and the toasts rendered inside the app.
 * <ToastBridge/> subscribes and shows each toast through react-admin's notifications.
 */
import { TOAST_DURATION_MS, TOAST_DEFAULT_POSITION } from '../domain/constants';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  text: string;
  type: ToastType;
  title?: string;
  position: string;
  /** Milliseconds; 0 keeps the toast until closed. */
  dismissAfter: number;
}

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();

export function showToast(text: string, options: Partial<Omit<Toast, 'text'>> = {}) {
  const toast: Toast = {
    text,
    type: 'info',
    position: TOAST_DEFAULT_POSITION,
    dismissAfter: TOAST_DURATION_MS,
    ...options,
  };
  listeners.forEach((listener) => listener(toast));
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
