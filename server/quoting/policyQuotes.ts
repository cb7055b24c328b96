/**
 * A policy asked again of the insurers (issue 32: renewals re-quoted, endorsements that need new
 * prices): the same connectors an opportunity's quotes go through (connector.ts; each insurer
 * simulated until a real web service is given, with its latency, QUOTE_LATENCY_SCALE), without
 * the quotes' runner: no `quotes` rows (those are an opportunity's) and nothing waits in the
 * background; the caller keeps what it needs of the answers. The request is the policy's in our
 * terms (domain/quoting/offers.ts `quoteRequestOf`): its branch, sum, client's province and age;
 * the plans asked are those of the policy's coverage level, else every plan of the branch.
 */
import type { Entity } from '../../domain/engine/entity';
import { contractCoverageRow } from '../../domain/entities/contractParts';
import { account } from '../../domain/entities/clients';
import { coverage } from '../../domain/entities/coverages';
import { coverageLevel } from '../../domain/quoting/tariff';
import type { Offer } from '../../domain/quoting/offers';
import type { QuoteAnswer, QuoteRequest } from '../../domain/quoting/quoteRequest';
import { QUOTE_TIMEOUT_MS } from '../../domain/constants';
import { decodeRow, type Row } from '../db/codec';
import type { Store } from '../rest/store';
import type { AppConfig } from '../config';
import type { ConnectorFor } from './connector';
import { offersFor } from './quoteRequests';
import { simulatedConnectors } from './simulatedConnector';

export interface PolicyQuoting {
  connectorFor: ConnectorFor;
  timeoutMs: number;
}

/** The connectors a policy is quoted through: the simulated insurers, as the quotes' runner. */
export const policyQuoting = (
  config: Pick<AppConfig, 'quoteLatencyScale' | 'quoteInsurersDown'>,
): PolicyQuoting => ({
  connectorFor: simulatedConnectors({
    latencyScale: config.quoteLatencyScale ?? 1,
    down: config.quoteInsurersDown,
  }),
  timeoutMs: QUOTE_TIMEOUT_MS,
});

async function readDecoded(store: Store, entity: Entity, id: unknown) {
  const row = await store.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
  return row ? decodeRow(entity, row) : null;
}

/** The code of a province (`AR-C`), as a quote's zone is read from it. */
export async function stateCodeOf(store: Store, stateId: unknown) {
  if (stateId === null || stateId === undefined) return null;
  const state = await store.db
    .selectFrom('states')
    .select('code')
    .where('id', '=', Number(stateId))
    .executeTakeFirst();
  return state?.code ?? null;
}

/** The client's birthdate and the province of its first address, as a quote asks for them. */
export async function clientFacts(store: Store, accountId: unknown) {
  if (accountId === null || accountId === undefined) return { birthdate: null, stateCode: null };
  const client = await readDecoded(store, account, accountId);
  const address = await store.db
    .selectFrom('account_addresses')
    .select('state_id')
    .where('account_id', '=', String(accountId))
    .orderBy('id')
    .executeTakeFirst();
  return {
    birthdate: client?.birthdate ?? null,
    stateCode: await stateCodeOf(store, address?.state_id ?? null),
  };
}

/** The codes of the coverages a policy holds. */
export async function policyCoverageCodes(store: Store, policyId: string) {
  const covered = await store.db
    .selectFrom(`${contractCoverageRow.table} as cc`)
    .innerJoin(`${coverage.table} as c`, 'c.id', 'cc.coverage_id')
    .select('c.code')
    .where('cc.contract_id', '=', policyId)
    .execute();
  return covered.map((row) => String(row.code));
}

/**
 * The plans to ask of `companies` (empty: every insurer): those of the level of `codes` (the
 * strongest coverage, as the comparison groups plans, domain/quoting/tariff.ts), else every plan
 * of the branch. `codes` defaults to the policy's own coverages.
 */
export async function plansFor(
  store: Store,
  policy: Row,
  organizationId: number,
  companies: readonly number[],
  today: string,
  codes?: readonly string[],
) {
  const branchId = Number(policy.branch_id);
  const offers = (await offersFor(store, branchId, organizationId, today)).filter(
    (offer) => !companies.length || companies.includes(offer.companyId),
  );
  const covered = codes ?? (await policyCoverageCodes(store, String(policy.id)));
  if (!covered.length) return offers;
  const level = coverageLevel(branchId, covered);
  const alike = offers.filter(
    (offer) => coverageLevel(branchId, offer.package.coverageCodes) === level,
  );
  return alike.length ? alike : offers;
}

/** One plan's answer, or the failure of its insurer's service. */
export type Answered = { offer: Offer; answer: QuoteAnswer | null; error?: string };

export async function ask(
  quoting: PolicyQuoting,
  offer: Offer,
  request: QuoteRequest,
): Promise<Answered> {
  try {
    const answer = await quoting.connectorFor(offer.companyId).quote(
      {
        ...request,
        companyId: offer.companyId,
        package: offer.package,
        discount: offer.discount,
      },
      { signal: AbortSignal.timeout(quoting.timeoutMs), translate: (_kind, ours) => ours },
    );
    return { offer, answer };
  } catch (error) {
    return { offer, answer: null, error: error instanceof Error ? error.message : String(error) };
  }
}
