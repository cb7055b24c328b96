/**
 * Toasts and snackbars (spec sections 3 and 9), as a tiny bus between non-React code (the HTTP
 * client, the realtime listener) and <ToastBridge/>, which shows them through react-admin's
 * notifications. Defaults are the spec's constants.
 */
import {
  SNACKBAR_DURATION_MS,
  SNACKBAR_OFFSET,
  SNACKBAR_REMOVE_AFTER_MS,
  TOAST_DEFAULT_POSITION,
  TOAST_DURATION_MS,
} from '../domain/constants';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** A button on a toast: a link inside the app, or an action. */
export interface ToastAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

/** Where a toast appears: n/s (top/bottom) with e/w (right/left), or n/s alone (centered). */
export type ToastPosition = 'ne' | 'nw' | 'se' | 'sw' | 'n' | 's';

export interface Toast {
  text: string;
  type: ToastType;
  title?: string;
  /** A Material icon name shown before the text; the type's icon when absent. */
  icon?: string;
  actions: ToastAction[];
  position: ToastPosition;
  /** Milliseconds; 0 keeps the toast until closed. */
  dismissAfter: number;
  /** Snackbars only: a close button, and how far from the edge (px). */
  showClose?: boolean;
  offset?: number;
  /** Milliseconds the closing animation takes before the message leaves the queue. */
  removeAfter?: number;
}

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();

const emit = (toast: Toast) => listeners.forEach((listener) => listener(toast));

export function toastOf(text: string, options: Partial<Omit<Toast, 'text'>> = {}): Toast {
  return {
    text,
    type: 'info',
    actions: [],
    position: TOAST_DEFAULT_POSITION as ToastPosition,
    dismissAfter: TOAST_DURATION_MS,
    ...options,
  };
}

export function showToast(text: string, options: Partial<Omit<Toast, 'text'>> = {}) {
  emit(toastOf(text, options));
}

export interface SnackbarOptions {
  type?: ToastType;
  duration?: number;
  showClose?: boolean;
  /** Centered at the bottom (the default) or at the bottom right. */
  center?: boolean;
  offset?: number;
}

/** A short confirmation at the bottom of the screen ("Copiado", "Guardado"). */
export function snackbarOf(message: string, options: SnackbarOptions = {}): Toast {
  return toastOf(message, {
    type: options.type ?? 'info',
    position: options.center === false ? 'se' : 's',
    dismissAfter: options.duration ?? SNACKBAR_DURATION_MS,
    showClose: options.showClose ?? false,
    offset: options.offset ?? SNACKBAR_OFFSET,
    removeAfter: SNACKBAR_REMOVE_AFTER_MS,
  });
}

export function showSnackbar(message: string, options: SnackbarOptions = {}) {
  emit(snackbarOf(message, options));
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
