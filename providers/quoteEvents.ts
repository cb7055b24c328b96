/**
 * Quotes pushed as each insurer answers (domain/realtime.ts QUOTE_EVENT), for the comparison
 * on screen. Kept apart from providers/realtime.ts, like notificationEvents.ts, so that the
 * socket client stays out of the initial bundle.
 */
/** A quote as it arrives, or `settled` once every insurer of its request answered. */
export type QuotePush = Record<string, unknown> & {
  id?: number;
  opportunity_id: string;
  settled?: boolean;
};
type Listener = (quote: QuotePush) => void;
const listeners = new Set<Listener>();

export function onQuotePushed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function quotePushed(quote: QuotePush) {
  listeners.forEach((listener) => listener(quote));
}
