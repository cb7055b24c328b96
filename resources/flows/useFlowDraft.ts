/**
 * A wizard's draft as a screen holds it: read from the server (the user's draft, or the stored
 * record), and every save after it in order, each at the version the one before returned,
 * so an autosave and a "Siguiente" never race each other into a 409. A new record's draft is
 * started by its first save.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import {
  completeStep,
  discardDraft,
  openDraft,
  saveDraft,
  startDraft,
  type DraftView,
} from './flowApi';

type Values = Record<string, unknown>;

export type DraftLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  /** Seen but not for this user to work now (a request another subscriber holds, one sent). */
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; draft: DraftView | null };

export function useFlowDraft(flow: string, branchId: number, id: string | undefined) {
  // The draft this screen holds (read, or as its own saves left it) and the address it is for.
  const [held, setHeld] = useState<{ forId: string | undefined; draft: DraftView | null }>({
    forId: id,
    draft: null,
  });
  // Why the address's draft could not be read: not there (or not the user's), or a failure.
  const [failure, setFailure] = useState<{ id: string; load: DraftLoad } | null>(null);
  const draft = useRef<DraftView | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Moves when a draft is read from the server, not when this screen's own saves answer:
  // forms keyed by it start again from what was read, never while the user types.
  const [generation, setGeneration] = useState(0);

  // Another address: the draft held goes unless it is the one the address names (a new
  // draft's first save put its id in the address).
  let current = held;
  if (held.forId !== id) {
    current = { forId: id, draft: id && held.draft?.id === id ? held.draft : null };
    setHeld(current);
  }
  useEffect(() => {
    draft.current = current.draft;
  }, [current.draft]);

  const hold = useCallback((next: DraftView | null) => {
    draft.current = next;
    setHeld((h) => ({ forId: h.forId, draft: next }));
    return next;
  }, []);

  const heldId = current.draft?.id;
  useEffect(() => {
    if (!id || heldId === id) return;
    let live = true;
    openDraft(flow, id).then(
      (answer) => {
        if (!live) return;
        hold(answer);
        setGeneration((g) => g + 1);
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof HttpError ? error.status : 0;
        const message = error instanceof Error ? error.message : '';
        setFailure({
          id,
          load:
            status === 404
              ? { state: 'missing' }
              : [403, 409].includes(status)
                ? { state: 'refused', message }
                : { state: 'failed', message },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [flow, id, heldId, hold]);

  const load: DraftLoad =
    id && failure?.id === id
      ? failure.load
      : id && heldId !== id
        ? { state: 'loading' }
        : { state: 'ready', draft: current.draft };

  // Saves still on their way: with none, the next one leaves at once (a «Siguiente»'s request
  // goes before React renders the form's submitting state, not after).
  const inFlight = useRef(0);

  /** Runs `work` after every save queued before it, with the draft as they left it. */
  const inOrder = useCallback(<T>(work: (current: DraftView | null) => Promise<T>) => {
    const run =
      inFlight.current === 0
        ? work(draft.current)
        : queue.current.catch(() => undefined).then(() => work(draft.current));
    inFlight.current++;
    const settled = () => void inFlight.current--;
    run.then(settled, settled);
    queue.current = run;
    return run;
  }, []);

  const autosave = useCallback(
    (step: string, values: Values, leaving = false) =>
      inOrder(async (current) => {
        const saved = current
          ? await saveDraft(flow, current, step, values, leaving)
          : await startDraft(flow, branchId, step, values, leaving);
        hold(saved);
      }),
    [flow, branchId, inOrder, hold],
  );

  /** Moves on from `step`: the next draft, or the server's field messages. */
  const complete = useCallback(
    (step: string, values: Values) =>
      inOrder(async (current) => {
        const base = current ?? (await startDraft(flow, branchId, step, values));
        try {
          const next = await completeStep(flow, base, step, values);
          hold(next);
          return { draft: next };
        } catch (error) {
          hold(base);
          const body = error instanceof HttpError ? (error.body as { errors?: object }) : null;
          if (body?.errors) return { errors: body.errors as Record<string, string> };
          throw error;
        }
      }),
    [flow, branchId, inOrder, hold],
  );

  const discard = useCallback(
    () =>
      inOrder(async (current) => {
        if (!current) return;
        await discardDraft(flow, current.id);
        draft.current = null;
        if (current.action === 'edit') hold(await openDraft(flow, current.id));
        setGeneration((g) => g + 1);
      }),
    [flow, inOrder, hold],
  );

  return { load, generation, autosave, complete, discard };
}
