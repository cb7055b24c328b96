/**
 * A tiny bus: anything showing notification counts (the bell, /notifications) refreshes when
 * one arrives or is marked read. Kept apart from providers/realtime.ts so that the socket
 * client stays out of the initial bundle.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onNotificationsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notificationsChanged() {
  listeners.forEach((listener) => listener());
}
