/**
 * An opportunity's quotes on screen: read once, then kept current by the quotes pushed as each
 * insurer answers (providers/quoteEvents.ts). A quote read and a quote pushed merge by their
 * modification time, so a slow read never undoes a newer push. While an insurer is still
 * pending the list is also read again now and then: a socket that is not connected yet (or
 * lost) delays a quote, it never hides it.
 */
import { useCallback, useEffect, useState } from 'react';
import { PENDING_QUOTE_STATUSES } from '../../domain/quoting/offers';
import { apiRequest } from '../../providers/httpClient';
import { onQuotePushed, type QuotePush } from '../../providers/quoteEvents';
import { apiV1 } from '../../src/config';

export type QuoteView = QuotePush & {
  id: number;
  company_id: number;
  company_name: string | null;
  package_name: string | null;
  coverages: { id: number; code: string; name: string }[];
  status: number;
  requested_at: string;
  updated_at: string;
  /** A discount asked on it, waiting for a supervisor (its percent). */
  discount_pending?: number | null;
};

/** How often a list with pending quotes is read again, in case a push went astray. */
const REREAD_MS = 4000;

const readQuotes = async (opportunityId: string) =>
  (
    await apiRequest(`${apiV1()}/opportunity/${encodeURIComponent(opportunityId)}/quotes`, {
      hideMessage: true,
    })
  ).json as QuoteView[];

const newer = (a: QuoteView | undefined, b: QuoteView) =>
  !a || String(b.updated_at) >= String(a.updated_at) ? b : a;

export function useQuotes(opportunityId: string) {
  const [quotes, setQuotes] = useState<Map<number, QuoteView>>(new Map());
  const [failed, setFailed] = useState(false);
  // Moves when the server says every insurer of a request answered (the opportunity moved).
  const [settled, setSettled] = useState(0);

  const merge = useCallback((incoming: QuoteView[]) => {
    setQuotes((current) => {
      const next = new Map(current);
      for (const quote of incoming) next.set(quote.id, newer(next.get(quote.id), quote));
      return next;
    });
  }, []);

  const reload = useCallback(
    () =>
      readQuotes(opportunityId).then(
        (read) => {
          merge(read);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [opportunityId, merge],
  );

  useEffect(() => {
    let live = true;
    readQuotes(opportunityId).then(
      (read) => live && merge(read),
      () => live && setFailed(true),
    );
    const stop = onQuotePushed((quote) => {
      if (quote.opportunity_id !== opportunityId) return;
      if (quote.settled === true) setSettled((n) => n + 1);
      else merge([quote as QuoteView]);
    });
    return () => {
      live = false;
      stop();
    };
  }, [opportunityId, merge]);

  const all = [...quotes.values()];
  const pending = all.some((q) => PENDING_QUOTE_STATUSES.includes(q.status));
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void reload(), REREAD_MS);
    return () => clearInterval(timer);
  }, [pending, reload]);

  // The latest request to the insurers; earlier ones stay in the quotes list.
  const latest = all.reduce((max, q) => (q.requested_at > max ? q.requested_at : max), '');
  return {
    quotes: all.filter((q) => q.requested_at === latest),
    reload,
    failed,
    pending,
    settled,
  };
}
