/**
 * The opportunity's quoting commands (domain/entities/opportunityMachine.ts): "Cotizar" and
 * "Volver a cotizar" store a pending quote per insurer plan of the branch in the command's
 * transaction, and the insurers are asked once it commits; "Aceptar cotización" marks the
 * chosen quote, which must be one of the opportunity's, priced and still valid.
 */
import { opportunity } from '../../domain/entities/opportunities';
import { ACCEPT_QUOTE, REQUEST_QUOTES } from '../../domain/entities/opportunityMachine';
import {
  noInsurerMessage,
  quote,
  quoteMessages,
  refusedChoice,
} from '../../domain/entities/quotes';
import { pendingQuote } from '../../domain/quoting/offers';
import { argentineToday } from '../../domain/engine/format';
import { unprocessable } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import { getRecord } from '../rest/reading';
import { updateRecord } from '../rest/updating';
import {
  whenCommitted,
  writerAsViewer,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';
import { offersFor, requestOf } from './quoteRequests';
import { insertOwnRows, quotesOrganization } from './quoteStore';
import type { PendingQuote, QuoteRunner } from './quoteRunner';

/** Stores the pending quotes of one request and starts asking once they are committed. */
export async function requestQuotes(
  tx: Store,
  record: Row,
  ctx: WriteContext,
  runner: QuoteRunner,
  /** A retry: these stored quotes of the request of `requestedAt` only. */
  only?: { quotes: PendingQuote[]; requestedAt: string },
) {
  const organizationId = await quotesOrganization(tx, String(record.id), ctx);
  const today = argentineToday();
  const request = await requestOf(tx, record, organizationId, today);
  let quotes = only?.quotes;
  let requestedAt = only?.requestedAt ?? new Date().toISOString();
  if (!quotes) {
    const offers = await offersFor(tx, request.branchId, organizationId, today);
    if (!offers.length)
      throw unprocessable({ branch_id: [noInsurerMessage(ctx.access, record.branch_id)] });
    if (!(request.sumInsured > 0)) throw unprocessable({ sum_insured: [quoteMessages.noSum] });
    const stored = await insertOwnRows(
      tx,
      quote,
      offers.map((offer) => pendingQuote(offer, request, requestedAt, ctx.actorId)),
      { ...ctx, organizationId },
      organizationId,
    );
    // One pending quote per plan: each stored row finds its offer by the plan's id.
    quotes = stored.map((row) => ({
      id: Number(row.id),
      offer: offers.find((o) => o.package.id === Number(row.coverage_package_id))!,
    }));
    // As stored and read back (PostgreSQL's own spelling of the instant).
    requestedAt = String(stored[0].requested_at);
  }
  const job = { organizationId, requesterId: ctx.actorId, request, quotes, requestedAt };
  await whenCommitted(tx, () => runner.dispatch(job));
}

async function acceptQuote(tx: Store, record: Row, ctx: WriteContext, input: Row) {
  const chosen = await getRecord(tx, quote, Number(input.quote_id), writerAsViewer(ctx));
  const latest = await tx.db
    .selectFrom(quote.table)
    .select((eb) => eb.fn.max('requested_at').as('at'))
    .where('opportunity_id', '=', String(record.id))
    .executeTakeFirst();
  const refusal = refusedChoice(chosen, record.id, argentineToday(), latest?.at);
  if (refusal || !chosen) throw unprocessable({ quote_id: [refusal ?? ''] });
  const previous = await tx.db
    .selectFrom(quote.table)
    .select('id')
    .where('opportunity_id', '=', String(record.id))
    .where('chosen', '=', tx.dialect === 'postgres' ? true : 1)
    .execute();
  for (const { id } of previous)
    if (Number(id) !== chosen.id) await updateRecord(tx, quote, Number(id), { chosen: false }, ctx);
  await updateRecord(tx, quote, Number(chosen.id), { chosen: true }, ctx);
  return {};
}

export function quoteCommandHandlers(runner: QuoteRunner): CommandHandlers {
  return {
    [handlerKey(opportunity, REQUEST_QUOTES)]: async (tx, record, ctx) => {
      await requestQuotes(tx, record, ctx, runner);
      return {};
    },
    [handlerKey(opportunity, ACCEPT_QUOTE)]: acceptQuote,
  };
}
