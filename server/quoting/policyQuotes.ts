/**
 * A policy asked again of the insurers (issue 32: renewals re-quoted, endorsements that need new
 * prices): the same connectors an opportunity's quotes go through (connector.ts; each insurer
 * simulated until a real web service is given, with its latency, QUOTE_LATENCY_SCALE), without
 * the quotes' runner: no `quotes` rows (those are an opportunity's) and nothing waits in the
 * background; the caller keeps what it needs of the answers. The request is the policy's in our
 * terms (domain/quoting/offers.ts `quoteRequestOf`): its branch, sum, the risk's province (the
 * policy's own, `risk_state_id`, else its client's) and the client's age;
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
import { readFlowRecord } from '../flows/draftStore';
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

/** The province (id) of the client's first address: where a risk is when nothing else says. */
export async function clientStateId(store: Store, accountId: unknown): Promise<number | null> {
  if (accountId === null || accountId === undefined) return null;
  const address = await store.db
    .selectFrom('account_addresses')
    .select('state_id')
    .where('account_id', '=', String(accountId))
    .orderBy('id')
    .executeTakeFirst();
  return address?.state_id == null ? null : Number(address.state_id);
}

/**
 * The client's birthdate and the risk's province, as a quote of the policy asks for them: the
 * policy's own province (set at emission, moved by a change of place), else the client's.
 */
export async function policyRiskFacts(store: Store, policy: Row) {
  const accountId = policy.account_id;
  if (accountId === null || accountId === undefined) return { birthdate: null, stateCode: null };
  const client = await readDecoded(store, account, accountId);
  const stateId = policy.risk_state_id ?? (await clientStateId(store, accountId));
  return { birthdate: client?.birthdate ?? null, stateCode: await stateCodeOf(store, stateId) };
}

/**
 * Where the risk of an issued request is, as its quote read it: a renewal's, the policy it
 * renews; else the province its opportunity's object step told, else its client's.
 */
export async function issuedRiskState(store: Store, request: Row): Promise<number | null> {
  if (request.origin_id != null) {
    const origin = await store.db
      .selectFrom('contracts')
      .select('risk_state_id')
      .where('id', '=', String(request.origin_id))
      .executeTakeFirst();
    if (origin?.risk_state_id != null) return Number(origin.risk_state_id);
  }
  if (request.opportunity_id != null) {
    const steps = await readFlowRecord(store, 'opportunity', String(request.opportunity_id));
    const told = steps?.object?.state_id;
    if (told !== null && told !== undefined && told !== '') return Number(told);
  }
  return clientStateId(store, request.account_id);
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
