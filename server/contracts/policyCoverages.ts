/**
 * What a policy's coverage rows are built from (domain/contracts/coverageRows.ts), read here
 * for the two writers of them: emission (issueContract.ts: the accepted quote's coverage and
 * its plan, with the quote's franchise) and a coverage change applied
 * (server/movements/applyToPolicy.ts: the new coverage, its branch, the plan the insurer
 * quoted for it and the franchise of the totals step). One reading of a plan for both.
 */
import { coverage, coveragePackage } from '../../domain/entities/coverages';
import { quote } from '../../domain/entities/quotes';
import { planCoverageIds } from '../../domain/contracts/coverageRows';
import { isBlank } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import type { CoverageChoice } from '../../domain/movements/coverageChange';
import { pricingId } from '../../domain/movements/movementPricing';
import { decodeRow } from '../db/codec';
import { getRecord } from '../rest/reading';
import type { Row, Store } from '../rest/store';

async function readDecoded(tx: Store, entity: Entity, id: unknown): Promise<Row | null> {
  if (isBlank(id)) return null;
  const row = await tx.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
  return row ? decodeRow(entity, row) : null;
}

/** A plan's coverages (none: no plan), kept in the plan's list table, read with the plan. */
async function coveragesOfPlan(tx: Store, planId: unknown): Promise<number[]> {
  if (isBlank(planId)) return [];
  const plan = await getRecord(tx, coveragePackage, Number(planId));
  return Array.isArray(plan?.coverages) ? plan.coverages.map(Number) : [];
}

/** The accepted quote's coverages, the one it priced first, and its franchise. */
export async function quotedCoverages(tx: Store, quoteId: unknown) {
  const accepted = await readDecoded(tx, quote, quoteId);
  const plan = await coveragesOfPlan(tx, accepted?.coverage_package_id);
  return {
    coverageIds: planCoverageIds(accepted?.coverage_id, plan),
    franchise: accepted?.franchise == null ? null : Number(accepted.franchise),
  };
}

/**
 * The plan an endorsement's totals step names: the quoting insurer's plan of that name in the
 * policy's branch (a plan's name is unique there), when the insurer's quote was chosen.
 */
async function quotedPlan(tx: Store, policy: Row, totals: Row): Promise<number[]> {
  if (Number(totals.pricing) !== pricingId('insurer') || isBlank(totals.package_name)) return [];
  const row = await tx.db
    .selectFrom(coveragePackage.table)
    .select('id')
    .where('company_id', '=', Number(totals.company_id))
    .where('branch_id', '=', Number(policy.branch_id))
    .where('name', '=', String(totals.package_name))
    .executeTakeFirst();
  return coveragesOfPlan(tx, row?.id);
}

/**
 * The coverage a request's data moves the policy to (`data` as the type asks it), with its
 * branch, the quoted plan's coverages and franchise; null when the data names none.
 */
export async function coverageChoiceOf(
  tx: Store,
  policy: Row,
  data: Row,
  totals: Row,
): Promise<CoverageChoice | null> {
  if (isBlank(data.new_coverage_id)) return null;
  const chosen = await readDecoded(tx, coverage, Number(data.new_coverage_id));
  return {
    coverageId: Number(data.new_coverage_id),
    branchId: chosen ? Number(chosen.branch_id) : null,
    planCoverages: chosen ? await quotedPlan(tx, policy, totals) : [],
    franchise: isBlank(totals.franchise) ? null : Number(totals.franchise),
  };
}
