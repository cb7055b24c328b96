/**
 * Migration 2026_11_28_0001: discount requests stored before it get their title (their record
 * label) from their percent and their quote's insurer, and are found by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountTitle } from '../../domain/entities/discountRequests';
import { startTestApp, type TestApp } from '../test/harness';
import { up } from './migrations/2026_11_28_0001_discount_request_title';

describe('titles of discount requests stored before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('are written from the percent and the insurer, and searched', async () => {
    const db = t.database.db;
    const demo = await db
      .selectFrom('discount_requests as d')
      .innerJoin('quotes as q', 'q.id', 'd.quote_id')
      .innerJoin('companies as c', 'c.id', 'q.company_id')
      .select(['d.id as id', 'd.percent as percent', 'c.name as insurer'])
      .execute();
    expect(demo.length).toBeGreaterThan(0);
    await db.updateTable('discount_requests').set({ title: null, search_text: '' }).execute();
    await up(db, 'sqlite');
    await up(db, 'sqlite'); // safe to run twice
    const after = await db
      .selectFrom('discount_requests')
      .select(['id', 'title', 'search_text'])
      .execute();
    for (const row of demo) {
      const stored = after.find((r) => r.id === row.id)!;
      expect(stored.title).toBe(discountTitle(Number(row.percent), row.insurer));
      expect(String(stored.search_text)).toContain('bonificacion');
    }
  });
});
