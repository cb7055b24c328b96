/**
 * What an opportunity is found by besides its title and its client (issue 28 item 19): the
 * plate of the vehicle its wizard quotes and the numbers the insurers gave its quotes. Both are
 * `system` fields the product writes here, with the search text that holds them; the record's
 * version stays, since nobody edited it (an open form still saves).
 */
import { opportunity } from '../../domain/entities/opportunities';
import { quote } from '../../domain/entities/quotes';
import { opportunityFlow, plateFromSteps } from '../../domain/flows/opportunityFlow';
import { decodeRow, searchColumns } from '../db/codec';
import type { DynamicDb } from '../db/database';

type Id = string | number;

/** The numbers as the opportunity shows them: oldest first, each once, within the field. */
export function quoteNumbersText(numbers: readonly unknown[]): string | null {
  const field = opportunity.fields.quote_numbers;
  const max = ('max' in field ? field.max : undefined) ?? 4000;
  const distinct = [...new Set(numbers.filter((n) => typeof n === 'string' && n.trim() !== ''))];
  // Too many to keep (hundreds of requests): the latest ones, which people still ask about.
  while (distinct.join(', ').length > max) distinct.shift();
  return distinct.length ? distinct.join(', ') : null;
}

/** Writes `changes` to an opportunity with its search text recomputed, when they change it. */
async function rewrite(db: DynamicDb, id: Id, changes: Record<string, string | null>) {
  const row = await db
    .selectFrom(opportunity.table)
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
  if (!row) return;
  const stored = row as Record<string, unknown>;
  if (Object.entries(changes).every(([name, value]) => (stored[name] ?? null) === value)) return;
  const record = { ...decodeRow(opportunity, stored), ...changes };
  await db
    .updateTable(opportunity.table)
    .set({ ...changes, ...searchColumns(opportunity, record) } as never)
    .where('id', '=', id as never)
    .execute();
}

/** The plate the wizard's vehicle step names (paintedPlate), or null for none. */
export const storePlate = (db: DynamicDb, id: Id, plate: string | null) =>
  rewrite(db, id, { plate });

/** Each opportunity's quote numbers again from its quotes (after an insurer answered). */
export async function refreshQuoteNumbers(db: DynamicDb, ids: readonly Id[]) {
  for (const id of new Set(ids.map(String))) {
    const quotes = await db
      .selectFrom(quote.table)
      .select('external_id')
      .where('opportunity_id', '=', id as never)
      .where('external_id', 'is not', null)
      .orderBy('id')
      .execute();
    await rewrite(db, id, { quote_numbers: quoteNumbersText(quotes.map((q) => q.external_id)) });
  }
}

/** Every opportunity with numbered quotes, for rows stored before (migration 0005, the seed). */
export async function backfillQuoteNumbers(db: DynamicDb) {
  const rows = await db
    .selectFrom(quote.table)
    .select('opportunity_id')
    .distinct()
    .where('external_id', 'is not', null)
    .execute();
  await refreshQuoteNumbers(
    db,
    rows.map((r) => String(r.opportunity_id)),
  );
}

/**
 * The plate of every opportunity the wizard stored before opportunities kept it (migration
 * 0005): read from its vehicle step's values as the wizard saved them.
 */
export async function backfillPlates(db: DynamicDb) {
  const records = await db
    .selectFrom('flow_records')
    .select(['record_id', 'branch_id', 'step_values'])
    .where('flow', '=', opportunityFlow.name)
    .execute();
  for (const record of records) {
    let values: Record<string, Record<string, unknown>>;
    try {
      values = JSON.parse(String(record.step_values ?? '{}')) as typeof values;
    } catch {
      continue;
    }
    const plate = plateFromSteps(Number(record.branch_id), values);
    if (plate !== null) await storePlate(db, String(record.record_id), plate);
  }
}
