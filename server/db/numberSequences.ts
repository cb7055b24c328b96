/**
 * Numbers an organization gives its records one after another (a policy's internal number;
 * later a claim's, a ticket's): one row per organization and series in `number_sequences`,
 * incremented in the caller's transaction. PostgreSQL locks the row until that transaction
 * ends and SQLite has one writer at a time, so two emissions at once never get the same number,
 * and a rolled-back write gives its number back.
 */
import { sql } from 'kysely';
import type { Store } from '../rest/store';

export async function nextNumber(tx: Store, organizationId: number, series: string) {
  await tx.db
    .insertInto('number_sequences')
    .values({ organization_id: organizationId, series, value: 0 })
    .onConflict((conflict) => conflict.columns(['organization_id', 'series']).doNothing())
    .execute();
  const row = await tx.db
    .updateTable('number_sequences')
    .set({ value: sql`value + 1` })
    .where('organization_id', '=', organizationId)
    .where('series', '=', series)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * Starts a series after the numbers already given (records seeded or imported before it
 * existed): never lowers it.
 */
export async function raiseSequence(tx: Store, organizationId: number, series: string, to: number) {
  await nextNumber(tx, organizationId, series);
  await tx.db
    .updateTable('number_sequences')
    .set({ value: sql`case when value - 1 > ${to} then value - 1 else ${to} end` })
    .where('organization_id', '=', organizationId)
    .where('series', '=', series)
    .execute();
}
