/**
 * A renewal re-quoted across the insurers (issue 32): its policy asked again of the insurers the
 * organization's renewal settings cover, through the same connectors an opportunity's quotes go
 * through (server/quoting/connector.ts; every insurer is simulated until a real web service is
 * given, with its latency, QUOTE_LATENCY_SCALE). The request is the policy's, in our terms
 * (domain/quoting/offers.ts `quoteRequestOf`): its branch, sum, client's province and age; the
 * plans asked are those covering what the policy covers, else every plan of the branch. No
 * `quotes` row is written (those are an opportunity's): the research keeps the proposal, the
 * current insurer's price when it gave one, else the cheapest, the market's best, the change
 * in percent and whether it rises beyond the limit, and a line per insurer of what it said.
 */
import type { Entity } from '../../domain/engine/entity';
import { contract } from '../../domain/entities/contracts';
import { contractCoverageRow } from '../../domain/entities/contractParts';
import { contractResearch } from '../../domain/entities/contractResearches';
import { account } from '../../domain/entities/clients';
import { coverage } from '../../domain/entities/coverages';
import { coverageLevel } from '../../domain/quoting/tariff';
import { contractResearchStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday, formatMoney } from '../../domain/engine/format';
import { quoteRequestOf, type Offer } from '../../domain/quoting/offers';
import type { QuoteAnswer } from '../../domain/quoting/quoteRequest';
import { overLimit, premiumChange } from '../../domain/researches/renewalRules';
import { decodeRow, type Row } from '../db/codec';
import { auditedMove } from '../rest/auditedMove';
import { inTransaction, organizationOfRow, type Store } from '../rest/store';
import type { ConnectorFor } from '../quoting/connector';
import { numberSettings, offersFor } from '../quoting/quoteRequests';
import { renewalSettingsOf } from './settingsStore';
import { simulatedConnectors } from '../quoting/simulatedConnector';
import { QUOTE_TIMEOUT_MS } from '../../domain/constants';
import type { AppConfig } from '../config';

export interface RenewalQuoting {
  connectorFor: ConnectorFor;
  timeoutMs: number;
}

const status = (code: string) => optionByCode(contractResearchStatus, code).id;
/** What the audit calls the insurers' answers written on the research. */
export const QUOTED_MOVE = 'Cotización de la renovación';

async function readDecoded(store: Store, entity: Entity, id: unknown) {
  const row = await store.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
  return row ? decodeRow(entity, row) : null;
}

/** The client's birthdate and the province of its first address, as a quote asks for them. */
async function clientFacts(store: Store, accountId: unknown) {
  if (accountId === null || accountId === undefined) return { birthdate: null, stateCode: null };
  const client = await readDecoded(store, account, accountId);
  const address = await store.db
    .selectFrom('account_addresses')
    .select('state_id')
    .where('account_id', '=', String(accountId))
    .orderBy('id')
    .executeTakeFirst();
  const state = address?.state_id
    ? await store.db
        .selectFrom('states')
        .select('code')
        .where('id', '=', Number(address.state_id))
        .executeTakeFirst()
    : undefined;
  return { birthdate: client?.birthdate ?? null, stateCode: state?.code ?? null };
}

/**
 * The plans to ask: those of the policy's coverage level (its strongest coverage, as the
 * comparison groups plans, domain/quoting/tariff.ts), else every plan of the branch.
 */
async function plansFor(
  store: Store,
  policy: Row,
  organizationId: number,
  companies: readonly number[],
  today: string,
) {
  const branchId = Number(policy.branch_id);
  const offers = (await offersFor(store, branchId, organizationId, today)).filter(
    (offer) => !companies.length || companies.includes(offer.companyId),
  );
  const covered = await store.db
    .selectFrom(`${contractCoverageRow.table} as cc`)
    .innerJoin(`${coverage.table} as c`, 'c.id', 'cc.coverage_id')
    .select('c.code')
    .where('cc.contract_id', '=', String(policy.id))
    .execute();
  if (!covered.length) return offers;
  const level = coverageLevel(
    branchId,
    covered.map((row) => String(row.code)),
  );
  const alike = offers.filter(
    (offer) => coverageLevel(branchId, offer.package.coverageCodes) === level,
  );
  return alike.length ? alike : offers;
}

type Answered = { offer: Offer; answer: QuoteAnswer | null; error?: string };

async function ask(
  quoting: RenewalQuoting,
  offer: Offer,
  request: ReturnType<typeof quoteRequestOf>,
) {
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
    return { offer, answer } satisfies Answered;
  } catch (error) {
    return { offer, answer: null, error: error instanceof Error ? error.message : String(error) };
  }
}

const priced = (a: Answered) => (a.answer?.outcome === 'quoted' ? a.answer.premium : null);

/** The research's changes from the insurers' answers. */
export function proposalOf(answers: readonly Answered[], policy: Row, limit: number): Row {
  const quoted = answers.filter((a) => priced(a) !== null).sort((a, b) => priced(a)! - priced(b)!);
  const best = quoted[0];
  const own = quoted.find((a) => a.offer.companyId === Number(policy.company_id));
  const chosen = own ?? best;
  const lines = answers.map((a) => {
    const name = `${a.offer.companyName} (${a.offer.package.name})`;
    if (a.answer?.outcome === 'quoted') return `${name}: ${formatMoney(a.answer.premium)}`;
    return `${name}: ${a.answer && 'message' in a.answer ? a.answer.message : (a.error ?? 'sin respuesta')}`;
  });
  const current = policy.premium === null ? null : Number(policy.premium);
  const proposed = chosen ? priced(chosen) : null;
  const change = premiumChange(current, proposed);
  return {
    status: status(chosen ? 'quoted' : 'open'),
    current_premium: current,
    proposed_premium: proposed,
    proposed_company_id: chosen?.offer.companyId ?? null,
    best_premium: best ? priced(best) : null,
    best_company_id: best?.offer.companyId ?? null,
    change_pct: change,
    over_limit: overLimit(change, limit),
    quotes_summary: (lines.length
      ? `${lines.join('; ')}.`
      : 'Ninguna compañía tiene planes para este ramo: cotizala a mano.'
    ).slice(0, 4000),
  };
}

/**
 * What the insurers answer for `policy` on `today`, as the research's changes (`at`: when they
 * answered): the same for the rule, «Cotizar» and the demo data.
 */
export async function renewalProposal(
  store: Store,
  quoting: RenewalQuoting,
  policy: Row,
  organizationId: number,
  today: string,
  at: string,
): Promise<Row> {
  const settings = await renewalSettingsOf(store, organizationId);
  const found = await numberSettings(store, organizationId);
  const request = quoteRequestOf({
    opportunity: {
      id: `renovacion-${String(policy.id)}`,
      branch_id: policy.branch_id,
      sum_insured: policy.sum_insured,
      title: policy.title,
    },
    steps: {},
    ...(await clientFacts(store, policy.account_id)),
    setting: (key) => found.get(key),
    today,
  });
  const plans = await plansFor(store, policy, organizationId, settings.companies, today);
  const answers = await Promise.all(plans.map((offer) => ask(quoting, offer, request)));
  return { ...proposalOf(answers, policy, settings.premiumChangeLimit), quoted_at: at };
}

/**
 * Asks the insurers for a research waiting in pending_quote and writes their answers; null when
 * it is gone or no longer waits (another move came first).
 */
export async function quoteResearch(store: Store, quoting: RenewalQuoting, researchId: number) {
  const research = await readDecoded(store, contractResearch, researchId);
  if (!research || Number(research.status) !== status('pending_quote')) return null;
  const organizationId = Number(await organizationOfRow(store, contractResearch, researchId));
  const policy = await readDecoded(store, contract, research.contract_id);
  if (!policy) return null;
  const now = new Date();
  const changes = await renewalProposal(
    store,
    quoting,
    policy,
    organizationId,
    argentineToday(now),
    now.toISOString(),
  );
  return inTransaction(store, async (tx) => {
    const before = await readDecoded(tx, contractResearch, researchId);
    if (!before || Number(before.status) !== status('pending_quote')) return null;
    const ctx = { actorId: null, organizationId };
    return auditedMove(tx, ctx, contractResearch, before, changes, QUOTED_MOVE);
  });
}

/** The connectors renewals are quoted through: the simulated insurers, as the quotes' runner. */
export const renewalQuoting = (
  config: Pick<AppConfig, 'quoteLatencyScale' | 'quoteInsurersDown'>,
): RenewalQuoting => ({
  connectorFor: simulatedConnectors({
    latencyScale: config.quoteLatencyScale ?? 1,
    down: config.quoteInsurersDown,
  }),
  timeoutMs: QUOTE_TIMEOUT_MS,
});
