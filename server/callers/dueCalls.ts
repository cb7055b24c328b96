/**
 * The calls an executive may take now, in the order "Siguiente llamado" takes them
 * (domain/calls.ts `byCallOrder`: the rule's priority, calls no rule covers last; then the one
 * due soonest, those without a due time last; then the one that has waited longest), ordered by
 * the database and read a few at a time: reading and sorting a queue of 10,000 calls in
 * JavaScript cost most of a call. Only what the take reads (id and opportunity).
 *
 * SQLite stores instants as the text they were written in, whose order is not the instants' when
 * offsets differ ("…T09:00:00-03:00" is after "…T11:00:00Z"): there they are compared as
 * `julianday` values. PostgreSQL's columns are `timestamptz`.
 */
import { sql } from 'kysely';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { callerQueue } from '../../domain/entities/callerPriority';
import type { Row } from '../db/codec';
import type { Store } from '../rest/store';

/** Calls read at a time: the first is nearly always taken; a few more cover a double click. */
const BATCH = 20;

/**
 * The executive's due calls in taking order, `BATCH` at a time; `now`: the taking moment. A call
 * handed out is not read again (`id not in`), rather than paged by offset: calls others take
 * meanwhile leave the queue and would shift an offset past calls never seen.
 */
export async function* dueCalls(
  store: Store,
  organization: number,
  executive: number | null | undefined,
  now: Date,
): AsyncGenerator<Row> {
  const instant = (column: string) =>
    store.dialect === 'sqlite' ? sql`julianday(${sql.ref(column)})` : sql.ref(column);
  const at = store.dialect === 'sqlite' ? sql`julianday(${now.toISOString()})` : sql`${now}`;
  const seen: number[] = [];
  for (;;) {
    let query = store.db
      .selectFrom(callerQueue.table)
      .select(['id', 'opportunity_id'])
      .where(ORGANIZATION_COLUMN, '=', organization)
      .where('opportunity_id', 'is not', null)
      .where((eb) =>
        eb.or([eb('executive_id', '=', executive ?? -1), eb('executive_id', 'is', null)]),
      )
      .where(sql<boolean>`${instant('received_at')} <= ${at}`)
      .orderBy(sql`priority is null`)
      .orderBy('priority')
      .orderBy(sql`${instant('due_at')} is null`)
      .orderBy(instant('due_at'))
      .orderBy(instant('received_at'))
      .orderBy('id')
      .limit(BATCH);
    if (seen.length) query = query.where('id', 'not in', seen);
    const rows = (await query.execute()) as Row[];
    for (const row of rows) {
      seen.push(Number(row.id));
      yield row;
    }
    if (rows.length < BATCH) return;
  }
}
