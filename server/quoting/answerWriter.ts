/**
 * The insurers' answers written a batch at a time: 50 requests to 18 insurers are 900 answers
 * (and as many "delayed" marks and call logs) arriving within seconds. Written one transaction
 * each, they held SQLite's single connection over a thousand times and every other request
 * queued behind them (bench/quotes.ts). Here the changes that arrive within a few milliseconds
 * of each other are stored in one transaction, in the order they came (a quote's "delayed"
 * never lands after its answer), audited in one statement, and each caller hears its own row.
 */
import { quote } from '../../domain/entities/quotes';
import { serviceInfoDetail } from '../../domain/entities/service';
import { decodeRow, encodeValues, type Row } from '../db/codec';
import { refreshQuoteNumbers } from '../opportunities/searchKeys';
import { recordAudits } from '../rest/auditTrail';
import { inTransaction, type Store } from '../rest/store';
import { checkedChanges, insertOwnRows, numberSearch } from './quoteStore';

/** How long the first change of a batch waits for others: far below the 200 ms push aim. */
export const ANSWER_BATCH_MS = 10;

type Settle<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };
type QuoteChange = Settle<Row | undefined> & { id: number; values: Row; organizationId: number };
type CallLog = Settle<void> & { values: Row; organizationId: number };

export class AnswerWriter {
  private changes: QuoteChange[] = [];
  private logs: CallLog[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly store: Store) {}

  /**
   * Stores a change of one quote, audited as the product's; resolves with the quote as stored
   * (undefined when it no longer exists). A change the declaration refuses throws at once.
   */
  update(id: number, changes: Row, organizationId: number): Promise<Row | undefined> {
    const values = checkedChanges(quote, changes);
    return new Promise((resolve, reject) => {
      this.changes.push({ id, values, organizationId, resolve, reject });
      this.schedule();
    });
  }

  /** Logs one call to an insurer's service (service_info_detail). */
  log(values: Row, organizationId: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.logs.push({ values, organizationId, resolve, reject });
      this.schedule();
    });
  }

  /** The server stops: what is queued is not written (its quotes stay as they were). */
  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const dropped = new Error('The server stopped before the answer was stored.');
    for (const waiting of [...this.changes.splice(0), ...this.logs.splice(0)])
      waiting.reject(dropped);
  }

  private schedule() {
    this.timer ??= setTimeout(() => void this.flush(), ANSWER_BATCH_MS);
  }

  private async flush() {
    this.timer = null;
    const changes = this.changes.splice(0);
    const logs = this.logs.splice(0);
    const settled: (() => void)[] = [];
    try {
      await inTransaction(this.store, async (tx) => {
        const now = new Date().toISOString();
        const numbered: unknown[] = [];
        for (const change of changes) {
          const updated = await tx.db
            .updateTable(quote.table)
            .set({
              ...encodeValues(quote, change.values, tx.dialect),
              ...numberSearch(change.values),
              updated_at: now,
            })
            .where('id', '=', change.id)
            .returningAll()
            .executeTakeFirst();
          const row = updated ? decodeRow(quote, updated) : undefined;
          if (row && 'external_id' in change.values) numbered.push(row.opportunity_id);
          settled.push(() => change.resolve(row));
        }
        // The opportunity is found by its quotes' numbers (issue 28).
        await refreshQuoteNumbers(tx.db, numbered as string[]);
        await recordAudits(
          tx,
          { actorId: null },
          changes.map((c) => ({
            entity: quote,
            recordId: c.id,
            action: 'update' as const,
            changes: c.values,
            organizations: [c.organizationId],
          })),
        );
        for (const organizationId of new Set(logs.map((l) => l.organizationId))) {
          const mine = logs.filter((l) => l.organizationId === organizationId);
          const system = { actorId: null, organizationId };
          await insertOwnRows(
            tx,
            serviceInfoDetail,
            mine.map((l) => l.values),
            system,
            organizationId,
          );
          for (const l of mine) settled.push(() => l.resolve());
        }
      });
    } catch (error) {
      for (const waiting of [...changes, ...logs]) waiting.reject(error);
      return;
    }
    for (const settle of settled) settle();
  }
}
