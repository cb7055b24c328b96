/**
 * What the endorsements' tests share: a policy of the demo in force with pending quotas, and an
 * endorsement asked (the news flow, or the opportunity news flow's path for a change that needs
 * new prices: its totals typed by hand unless given) and answered (the contract response flow)
 * through the API as the wizards send them.
 */
import { expect } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { contractStatus } from '../../domain/enums/statuses';
import { quotaStatuses } from '../../domain/enums/contracts';
import { contract } from '../../domain/entities/contracts';
import { contractQuota } from '../../domain/entities/contractParts';
import { movementType, type MovementCode } from '../../domain/movements/movementKinds';
import { expectedQuotas } from '../../domain/movements/movementEffects';
import {
  needsNewPrices,
  pricingId,
  proratedChange,
  quotedParts,
} from '../../domain/movements/movementPricing';
import { coverage } from '../../domain/entities/coverages';
import type { TestApp } from '../test/harness';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

/** A demo policy in force today, with at least two quotas still to pay after today. */
export async function policyInForce(t: () => TestApp, skip = 0): Promise<Row> {
  const today = argentineToday();
  const rows = await t()
    .database.db.selectFrom(contract.table)
    .selectAll()
    .where('status', '=', optionByCode(contractStatus, 'validity').id)
    .where('validity_from', '<=', today)
    .where('validity_to', '>', today)
    .where((eb) =>
      eb(
        eb
          .selectFrom(contractQuota.table)
          .select((q) => q.fn.countAll().as('n'))
          .whereRef('contract_id', '=', `${contract.table}.id` as never)
          .where('status', '=', optionByCode(quotaStatuses, 'pending').id)
          .where('due_date', '>', today),
        '>=',
        2,
      ),
    )
    .orderBy('id')
    .limit(skip + 1)
    .execute();
  expect(rows.length).toBe(skip + 1);
  return rows[skip] as Row;
}

/** Calls the flows' API, expecting 200, with the draft answered. */
export function flowCalls(t: () => TestApp) {
  return async (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Row) => {
    const response = await t().app.inject({
      method,
      url: `/api/v1/flows/${url}`,
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row & {
      id: string;
      version: unknown;
      base: unknown;
      values: Record<string, Row>;
    };
  };
}

/** A coverage of the policy's branch, as a coverage change names the one it moves to. */
export async function coverageOfBranch(t: () => TestApp, policy: Row) {
  const row = await t()
    .database.db.selectFrom(coverage.table)
    .select('id')
    .where('branch_id', '=', Number(policy.branch_id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A quoted change's totals typed by hand: a premium 10 % higher, prorated from `effective`. */
export function manualTotals(policy: Row, effective: string) {
  const after = quotedParts(
    { premium: Number(policy.premium) * 1.1, netPremium: Number(policy.net_premium) * 1.1 },
    policy,
  );
  return {
    pricing: pricingId('manual'),
    ...after,
    premium_change: proratedChange(policy, after, effective).premium_change,
  };
}

/** Asks an endorsement of `policy` through the news flow: its id once stored. */
export async function askEndorsement(
  t: () => TestApp,
  headers: Headers,
  policy: Row,
  code: MovementCode,
  steps: { motive?: Row; data?: Row; totals?: Row; quotas?: Row } = {},
): Promise<string> {
  const flow = flowCalls(t);
  const motive = {
    contract_id: policy.id,
    movement_type: movementType(code),
    effective_date: argentineToday(),
    ...steps.motive,
  };
  let draft = await flow(headers, 'POST', 'movement', {
    branch_id: Number(policy.branch_id),
    step: 'motive',
    values: motive,
  });
  const quoted = needsNewPrices(motive);
  // What a quoted change asks of its data step, by default: a coverage change's new coverage.
  const asked =
    code === 'coverage_change' ? { new_coverage_id: await coverageOfBranch(t, policy) } : {};
  const totals =
    steps.totals ?? (quoted ? manualTotals(policy, String(motive.effective_date)) : {});
  const values: Record<string, Row> = {
    motive,
    data: steps.data ?? { description: 'Pedido del cliente', ...asked },
    totals,
    quotas: steps.quotas ?? expectedQuotas(Number(totals.premium_change ?? 0)),
  };
  for (const step of quoted ? ['motive', 'data', 'totals', 'quotas'] : ['motive', 'data', 'totals'])
    draft = await flow(headers, 'POST', `movement/${draft.id}/steps/${step}`, {
      values: values[step],
      version: draft.version,
      base: draft.base,
    });
  return draft.id;
}

/** Records the insurer's answer to endorsement `id` (the steps are stored, not yet applied). */
export async function answerEndorsement(
  t: () => TestApp,
  headers: Headers,
  id: string,
  totals: Row,
  quotas: Row = { quota_quantity: 0, first_due_date: null },
) {
  const flow = flowCalls(t);
  let draft = await flow(headers, 'GET', `contract_response/${id}`);
  const values: Record<string, Row> = {
    general: { endorsement_number: 'END-0001', issue_date: argentineToday() },
    totals,
    quotas,
  };
  for (const step of ['general', 'totals', 'quotas'])
    draft = await flow(headers, 'POST', `contract_response/${id}/steps/${step}`, {
      values: values[step],
      version: draft.version,
      base: draft.base,
    });
  return draft;
}
