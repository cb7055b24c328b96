/**
 * Where an opportunity goes once its insurers answered (our reading of spec 4): every quote of
 * the request answered and one priced it → quoted; none priced → pending quote, so the executive
 * retries or asks the subscriber, instead of the opportunity waiting in "quoting" forever. A
 * quote left pending by a server that stopped asking is released first, as not quoted.
 */
import { opportunity } from '../../domain/entities/opportunities';
import { quote } from '../../domain/entities/quotes';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionById } from '../../domain/engine/defineEnum';
import { PENDING_QUOTE_STATUSES, quoteStatusId } from '../../domain/quoting/offers';
import { Notifier } from '../notifications/notifier';
import { opportunityTransitionHandlers } from '../opportunities/transitionEffects';
import { transitionOf } from '../../domain/engine/statusMachine';
import { decodeRow, type Row } from '../db/codec';
import { HttpProblem } from '../http/problems';
import { runCommand } from '../rest/commands';
import { getRecord } from '../rest/reading';
import type { Store } from '../rest/store';
import { updateQuote } from './quoteStore';

/** Longer than any insurer is waited for (a service's longest time-out and a margin). */
const ABANDONED_AFTER_MS = 180_000;
const ABANDONED = 'La compañía no respondió a tiempo: reintentá.';

const quotesOf = async (store: Store, opportunityId: string) =>
  (
    await store.db
      .selectFrom(quote.table)
      .selectAll()
      .where('opportunity_id', '=', opportunityId)
      .execute()
  ).map((row): Row => ({ ...decodeRow(quote, row), organization_id: row.organization_id }));

/** Moves the opportunity after the request of `requestedAt` answered whole. */
export async function settleOpportunity(
  store: Store,
  opportunityId: string,
  requestedAt: string,
  organizationId: number,
) {
  const batch = (await quotesOf(store, opportunityId)).filter(
    (q) => q.requested_at === requestedAt,
  );
  if (!batch.length || batch.some((q) => PENDING_QUOTE_STATUSES.includes(Number(q.status)))) return;
  const priced = batch.some((q) => q.status === quoteStatusId('quoted'));
  // A write of the same opportunity meanwhile (an executive's edit) is a 409: read and try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getRecord(store, opportunity, opportunityId);
    const code = optionById(opportunityStatus, Number(current?.status))?.code;
    const command =
      priced && (code === 'quoting' || code === 'pending_quote')
        ? 'quoted'
        : !priced && code === 'quoting'
          ? 'await_quote'
          : null;
    if (!command) return;
    try {
      const ctx = { actorId: null, organizationId };
      await runCommand(
        store,
        opportunity,
        opportunityId,
        transitionOf(opportunity, command)!,
        {},
        ctx,
        // The best quote's validity becomes the opportunity's (transitionEffects.ts).
        opportunityTransitionHandlers(new Notifier(store, null)),
      );
      return;
    } catch (error) {
      if (!(error instanceof HttpProblem && error.status === 409)) throw error;
    }
  }
}

/** Releases the opportunity's abandoned quotes, then settles their requests. */
export async function abandonStale(store: Store, opportunityId: string, now = Date.now()) {
  const stale = (await quotesOf(store, opportunityId)).filter(
    (q) =>
      PENDING_QUOTE_STATUSES.includes(Number(q.status)) &&
      now - Date.parse(String(q.updated_at)) >= ABANDONED_AFTER_MS,
  );
  for (const q of stale) {
    const organizationId = Number(q.organization_id);
    const changes = { status: quoteStatusId('not_quoted'), message: ABANDONED };
    await updateQuote(
      store,
      Number(q.id),
      changes,
      { actorId: null, organizationId },
      organizationId,
    );
  }
  for (const requestedAt of new Set(stale.map((q) => String(q.requested_at))))
    await settleOpportunity(store, opportunityId, requestedAt, Number(stale[0].organization_id));
}
