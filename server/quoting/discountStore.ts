/**
 * What discounts on quotes read and write (discounts.ts): the quote locked for the request or
 * the approval, whether it still takes a discount, the discounts it already took, the new
 * prices written, and who approves.
 */
import { opportunity } from '../../domain/entities/opportunities';
import {
  DISCOUNTED,
  discountable,
  discountMessages,
  discountRequest,
  discountStatusId,
} from '../../domain/entities/discountRequests';
import { quote, refusedChoice } from '../../domain/entities/quotes';
import { argentineToday } from '../../domain/engine/format';
import { mayRun, transitionOf } from '../../domain/engine/statusMachine';
import { withExtraDiscount } from '../../domain/quoting/tariff';
import { isManualQuote } from '../../domain/quoting/manualQuote';
import { loadSessionUser } from '../auth/users';
import { decodeRow, type Row } from '../db/codec';
import { organizationOfRow, type Store, type WriteContext } from '../rest/store';
import { supervisorsOf } from '../rest/teamScope';
import { updateQuote } from './quoteStore';

/**
 * The quote, read after taking its row's lock for the rest of the transaction (an update that
 * changes nothing: PostgreSQL locks the row, SQLite has a single writer): two requests or
 * approvals on one quote run one after the other, each on the prices the other left.
 */
export async function lockedQuote(tx: Store, id: number): Promise<Row | undefined> {
  await tx.db
    .updateTable(quote.table)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
  const row = await tx.db
    .selectFrom(quote.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && decodeRow(quote, row);
}

/** The latest request's time of the opportunity's quotes: only its quotes are discounted. */
async function latestRequest(store: Store, opportunityId: string) {
  const row = await store.db
    .selectFrom(quote.table)
    .select((eb) => eb.fn.max('requested_at').as('at'))
    .where('opportunity_id', '=', opportunityId)
    .executeTakeFirst();
  return row?.at;
}

/**
 * Why the quote takes no discount now, or null: its opportunity (as stored now) must still let
 * a quote be chosen, and the quote be a priced, valid one of its latest request.
 */
export async function refusal(tx: Store, found: Row | undefined, opportunityId: string) {
  if (isManualQuote(found)) return discountMessages.manual;
  const parent = await tx.db
    .selectFrom(opportunity.table)
    .select('status')
    .where('id', '=', opportunityId)
    .executeTakeFirst();
  if (!parent || !discountable(parent.status)) return discountMessages.notOpen;
  const today = argentineToday();
  return refusedChoice(found, opportunityId, today, await latestRequest(tx, opportunityId))
    ? discountMessages.notPriced
    : null;
}

/** Whether a request on the quote waits for a supervisor. */
export async function pendingOn(tx: Store, quoteId: number): Promise<boolean> {
  const found = await tx.db
    .selectFrom(discountRequest.table)
    .select('id')
    .where('quote_id', '=', quoteId)
    .where('status', '=', discountStatusId('pending'))
    .executeTakeFirst();
  return !!found;
}

/** The percents of the discounts the quote already took, oldest first. */
export async function takenBefore(tx: Store, quoteId: number): Promise<number[]> {
  const rows = await tx.db
    .selectFrom(discountRequest.table)
    .select('percent')
    .where('quote_id', '=', quoteId)
    .where('status', 'in', DISCOUNTED.map(discountStatusId))
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(decodeRow(discountRequest, row).percent));
}

export const pricesOf = (q: Row) => ({
  net_premium: Number(q.net_premium),
  premium: Number(q.premium),
  quota_quantity: Number(q.quota_quantity ?? 1),
  discount: Number(q.discount ?? 0),
});

/** The organization a quote belongs to (its row's). */
export async function quoteOrganization(tx: Store, quoteId: number, ctx: WriteContext) {
  const found = (await organizationOfRow(tx, quote, quoteId)) ?? ctx.organizationId;
  if (found == null) throw new Error(`Quote ${quoteId} belongs to no organization`);
  return found;
}

/** Applies the discount to the (locked) quote, in the caller's transaction; its new prices. */
export async function applyTo(tx: Store, found: Row, percent: number, ctx: WriteContext) {
  const organizationId = await quoteOrganization(tx, Number(found.id), ctx);
  const prices = withExtraDiscount(pricesOf(found), percent);
  await updateQuote(tx, Number(found.id), { ...prices }, ctx, organizationId);
  return prices;
}

/** Supervisors of the requester's teams who hold the approving labor. */
export async function approvers(store: Store, requesterId: number): Promise<number[]> {
  const found: number[] = [];
  for (const id of await supervisorsOf(store.db, requesterId)) {
    const row = await store.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) continue;
    const user = await loadSessionUser(store, row as never);
    // Whoever may run "Aprobar bonificación": the same rule as its button and its route.
    if (mayRun(user.access, discountRequest, transitionOf(discountRequest, 'approve')!))
      found.push(id);
  }
  return found;
}
