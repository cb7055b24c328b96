/**
 * The comparison's rows by coverage level (issue 28 item 23): a client compares terceros
 * completos with terceros completos, so the quotes are grouped by the plan's strongest coverage
 * (a letter, A to D, for vehicles; `coverageLevel`, the tariff's own rule), each group in the
 * chosen order, its cheapest marked "Mejor precio"; the groups in order of level.
 */
import { coverageLevel } from '../../domain/quoting/tariff';
import { quoteStatusId } from '../../domain/quoting/offers';
import type { QuoteView } from './useQuotes';

const QUOTED = quoteStatusId('quoted');

export interface QuoteGroup {
  level: string;
  quotes: QuoteView[];
}

export const levelOf = (branchId: number, quote: QuoteView) =>
  coverageLevel(
    branchId,
    quote.coverages.map((c) => c.code),
  ) || '—';

/** `ordered` split by level, keeping its order within each; levels in their own order. */
export function groupByLevel(branchId: number, ordered: QuoteView[]): QuoteGroup[] {
  const groups = new Map<string, QuoteView[]>();
  for (const quote of ordered) {
    const level = levelOf(branchId, quote);
    groups.set(level, [...(groups.get(level) ?? []), quote]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([level, quotes]) => ({ level, quotes }));
}

/** The cheapest priced quote of each level that more than one plan reaches. */
export function bestOfEachLevel(groups: QuoteGroup[]): Set<number> {
  const best = new Set<number>();
  for (const { quotes } of groups) {
    const priced = quotes.filter((q) => q.status === QUOTED);
    if (priced.length > 1)
      best.add(priced.reduce((a, b) => (Number(b.premium) < Number(a.premium) ? b : a)).id);
  }
  return best;
}
