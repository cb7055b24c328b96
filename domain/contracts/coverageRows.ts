/**
 * A policy's coverage rows (entity `contract/coverage`) as a plan gives them: the coverage the
 * insurer priced first, carrying the policy's sum insured and the franchise quoted, then the
 * plan's other coverages, each once. Emission builds them so (contractFromRequest.ts, from the
 * accepted quote and its plan, server/contracts/issueContract.ts), and a coverage change rebuilds
 * them the same way from the new coverage and the plan quoted for it
 * (domain/movements/coverageChange.ts).
 */
type Row = Record<string, unknown>;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The priced coverage, then the plan's coverages: each id once, in that order. */
export function planCoverageIds(pricedId: unknown, planCoverages: unknown): number[] {
  const ids = [pricedId, ...(Array.isArray(planCoverages) ? planCoverages : [])]
    .filter((id) => !blank(id))
    .map(Number);
  return [...new Set(ids)];
}

/** The rows of `coverageIds`: the first (the priced one) with the sum insured and franchise. */
export function coverageRowsOf(
  coverageIds: readonly number[],
  sumInsured: unknown,
  franchise: number | null,
): Row[] {
  return coverageIds.map((coverageId, index) => ({
    coverage_id: coverageId,
    sum_insured: index === 0 && !blank(sumInsured) ? Number(sumInsured) : null,
    franchise: index === 0 ? franchise : null,
  }));
}
