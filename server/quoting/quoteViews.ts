/**
 * A quote as the comparison shows it: the stored quote with its insurer's and plan's names and
 * the coverages the plan includes and a discount waiting for approval, so the screen needs no second request per row, and a quote
 * pushed as it arrives is complete on its own.
 */
import { company } from '../../domain/entities/company';
import { coverage, coveragePackage } from '../../domain/entities/coverages';
import { quote } from '../../domain/entities/quotes';
import { discountRequest, discountStatusId } from '../../domain/entities/discountRequests';
import { decodeRow, type Row } from '../db/codec';
import { listRecords } from '../rest/listing';
import { parseListQuery } from '../rest/listQuery';
import type { Store, Viewer } from '../rest/store';
import { opportunity } from '../../domain/entities/opportunities';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/reading';
import { requireId } from '../rest/routes';

const byIds = async (store: Store, entity: typeof quote, ids: unknown[]) => {
  const unique = [...new Set(ids.filter((id) => id !== null && id !== undefined))];
  if (!unique.length) return new Map<string, Row>();
  const query = parseListQuery(entity, { filter: JSON.stringify({ id: unique }) });
  const { records } = await listRecords(store, entity, { ...query, limit: unique.length });
  return new Map(records.map((r) => [String(r.id), r]));
};

/** The percent of each quote's discount waiting for a supervisor. */
async function pendingDiscounts(store: Store, ids: number[]) {
  const found = new Map<number, number>();
  if (!ids.length) return found;
  const rows = await store.db
    .selectFrom(discountRequest.table)
    .selectAll()
    .where('quote_id', 'in', ids)
    .where('status', '=', discountStatusId('pending'))
    .execute();
  for (const row of rows) {
    const request = decodeRow(discountRequest, row);
    found.set(Number(request.quote_id), Number(request.percent));
  }
  return found;
}

/** The views of stored quotes (already read within the viewer's scope). */
export async function quoteViews(store: Store, quotes: Row[]): Promise<Row[]> {
  const companies = await byIds(
    store,
    company,
    quotes.map((q) => q.company_id),
  );
  const plans = await byIds(
    store,
    coveragePackage,
    quotes.map((q) => q.coverage_package_id),
  );
  const coverageIds = [...plans.values()].flatMap((p) => (p.coverages as unknown[]) ?? []);
  const coverages = await byIds(store, coverage, coverageIds);
  const pending = await pendingDiscounts(
    store,
    quotes.map((q) => Number(q.id)),
  );
  return quotes.map((q) => {
    const plan = plans.get(String(q.coverage_package_id));
    return {
      ...q,
      company_name: companies.get(String(q.company_id))?.name ?? null,
      // A quote typed by hand for an insurer without plans names its plan in words.
      package_name: plan?.name ?? q.plan_name ?? null,
      discount_pending: pending.get(Number(q.id)) ?? null,
      coverages: ((plan?.coverages as unknown[]) ?? [])
        .map((id) => coverages.get(String(id)))
        .filter((c): c is Row => !!c)
        .map((c) => ({ id: c.id, code: c.code, name: c.name })),
    };
  });
}

/** Every quote of an opportunity, newest request first, then by insurer. */
export async function quotesOfOpportunity(store: Store, opportunityId: string): Promise<Row[]> {
  const query = parseListQuery(quote, {
    filter: JSON.stringify({ opportunity_id: opportunityId }),
    sort: JSON.stringify(['requested_at', 'DESC']),
  });
  const { records } = await listRecords(store, quote, { ...query, limit: 1000 });
  return quoteViews(store, records);
}

/**
 * A quote the viewer may work on, with its opportunity: both within the viewer's sight, or a
 * 404 (the retry and the discount routes).
 */
export async function visibleQuote(store: Store, rawId: string, viewer: Viewer) {
  const id = requireId(quote, rawId);
  const found = await getRecord(store, quote, id, viewer);
  const parent =
    found && (await getRecord(store, opportunity, String(found.opportunity_id), viewer));
  if (!found || !parent) throw new HttpProblem(404, errorMessages.notFound);
  return { id: Number(id), found, parent };
}
