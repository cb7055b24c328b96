/**
 * "Vence la cotización" follows the quotes (issue 28 item 23): once quoted (by the insurers or a
 * quote typed by hand), the opportunity
 * expires with its best offer (the cheapest priced quote of the latest request); once
 * accepted, with the chosen quote. What the opportunity's transition writes, or nothing.
 */
import { quote } from '../../domain/entities/quotes';
import { quoteStatusId } from '../../domain/quoting/offers';
import { MANUAL_QUOTE_COMMAND } from '../../domain/quoting/manualQuote';
import { decodeRow } from '../db/codec';
import type { Row, Store } from '../rest/store';

export async function quoteValidity(
  tx: Store,
  moved: Row,
  command: string,
  input: Row,
): Promise<Row> {
  if (command === 'accept' && input.quote_id != null) {
    const chosen = await tx.db
      .selectFrom(quote.table)
      .select('valid_to')
      .where('id', '=', Number(input.quote_id))
      .executeTakeFirst();
    return chosen?.valid_to ? { expires_at: decodeRow(quote, chosen).valid_to } : {};
  }
  // A quote typed by hand leaves the opportunity quoted too: its best offer may be that one.
  if (command !== 'quoted' && command !== MANUAL_QUOTE_COMMAND) return {};
  const latest = await tx.db
    .selectFrom(quote.table)
    .select((eb) => eb.fn.max('requested_at').as('at'))
    .where('opportunity_id', '=', String(moved.id))
    .executeTakeFirst();
  if (!latest?.at) return {};
  const best = await tx.db
    .selectFrom(quote.table)
    .select(['valid_to', 'premium'])
    .where('opportunity_id', '=', String(moved.id))
    .where('requested_at', '=', latest.at)
    .where('status', '=', quoteStatusId('quoted'))
    .where('valid_to', 'is not', null)
    .orderBy('premium')
    .executeTakeFirst();
  return best ? { expires_at: decodeRow(quote, best).valid_to } : {};
}
