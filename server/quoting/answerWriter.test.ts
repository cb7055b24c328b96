/**
 * The answers' batches (answerWriter.ts): changes arriving together are stored in one
 * transaction, in their order (a "delayed" mark never lands after the answer), audited in one
 * statement; a change the declaration refuses is refused alone, at once; a stopped writer
 * stores nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../domain/entities/audit';
import { quote } from '../../domain/entities/quotes';
import { quoteStatusId } from '../../domain/quoting/offers';
import { startTestApp, type TestApp } from '../test/harness';
import { AnswerWriter } from './answerWriter';

describe('the answers’ writer', () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const rows = await t.database.db.selectFrom(quote.table).select('id').limit(3).execute();
    ids = rows.map((r) => Number(r.id));
  });
  afterAll(() => t?.close());

  it('stores changes that come together in one batch, in their order, audited together', async () => {
    const writer = new AnswerWriter(t.database);
    const [first, second, third] = ids;
    const stored = await Promise.all([
      writer.update(first, { status: quoteStatusId('pending_cia_delayed') }, 1),
      writer.update(second, { status: quoteStatusId('not_quoted'), message: 'Sin respuesta' }, 1),
      // The same quote twice: the answer after its "delayed" mark wins.
      writer.update(third, { status: quoteStatusId('pending_cia_delayed') }, 1),
      writer.update(third, { status: quoteStatusId('not_quoted'), message: 'Caída' }, 1),
    ]);
    expect(stored.map((row) => row?.status)).toEqual([803, 805, 803, 805]);
    const thirdRow = await t.database.db
      .selectFrom(quote.table)
      .select(['status', 'message'])
      .where('id', '=', third)
      .executeTakeFirstOrThrow();
    expect(thirdRow).toEqual({ status: 805, message: 'Caída' });
    const audits = await t.database.db
      .selectFrom(audit.table)
      .select(['record_id', 'created_at', 'user_id'])
      .where('resource', '=', quote.name)
      .where('record_id', 'in', ids.map(String))
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    expect(audits).toHaveLength(4);
    expect(new Set(audits.map((a) => a.created_at)).size).toBe(1);
    expect(audits.every((a) => a.user_id === null)).toBe(true);
  });

  it('refuses a change its declaration refuses at once, leaving the others to be stored', async () => {
    const writer = new AnswerWriter(t.database);
    expect(() => writer.update(ids[0], { status: 'answered' }, 1)).toThrow();
    await expect(writer.update(ids[0], { message: 'Reintentá' }, 1)).resolves.toMatchObject({
      message: 'Reintentá',
    });
    // A quote that no longer exists: nothing stored, the caller hears so.
    await expect(writer.update(999_999, { message: 'x' }, 1)).resolves.toBeUndefined();
  });

  it('stores nothing more once stopped', async () => {
    const writer = new AnswerWriter(t.database);
    const waiting = writer.update(ids[1], { message: 'Tarde' }, 1);
    writer.stop();
    await expect(waiting).rejects.toThrow('stopped');
    const row = await t.database.db
      .selectFrom(quote.table)
      .select('message')
      .where('id', '=', ids[1])
      .executeTakeFirstOrThrow();
    expect(row.message).not.toBe('Tarde');
  });
});
