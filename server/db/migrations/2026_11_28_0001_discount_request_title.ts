/**
 * Migration 2026_11_28_0001_discount_request_title: a discount request's title ("Bonificación de
 * 25 % · La Segunda", its record label) and the approver's own words for "Otro motivo". Requests
 * stored before get their title from their percent and their quote's insurer, and search texts
 * are computed again so they are found by it. Every step is safe to run twice.
 */
import { discountTitle } from '../../../domain/entities/discountRequests';
import type { DialectName, DynamicDb } from '../database';
import { recomputeSearchTexts } from '../searchTexts';
import { runSteps, type Step } from './helpers';

export const steps: Step[] = [
  {
    sqlite: 'alter table "discount_requests" add column "title" text',
    postgres: 'alter table "discount_requests" add column if not exists "title" varchar(200)',
    unlessColumn: ['discount_requests', 'title'],
  },
  {
    sqlite: 'alter table "discount_requests" add column "reject_note" text',
    postgres: 'alter table "discount_requests" add column if not exists "reject_note" varchar(300)',
    unlessColumn: ['discount_requests', 'reject_note'],
  },
];

async function backfillTitles(db: DynamicDb) {
  const untitled = (await db
    .selectFrom('discount_requests as d')
    .leftJoin('quotes as q', 'q.id', 'd.quote_id')
    .leftJoin('companies as c', 'c.id', 'q.company_id')
    .select(['d.id as id', 'd.percent as percent', 'c.name as insurer'])
    .where('d.title', 'is', null)
    .execute()) as { id: unknown; percent: unknown; insurer: string | null }[];
  for (const row of untitled)
    await db
      .updateTable('discount_requests')
      .set({ title: discountTitle(Number(row.percent), row.insurer) } as never)
      .where('id', '=', row.id as never)
      .execute();
  return untitled.length;
}

export async function up(db: DynamicDb, dialect: DialectName) {
  await runSteps(db, dialect, steps);
  if (await backfillTitles(db)) await recomputeSearchTexts(db, dialect);
}
