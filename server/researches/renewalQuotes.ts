/**
 * A renewal re-quoted across the insurers (issue 32): its policy asked again of the insurers the
 * organization's renewal settings cover, as any policy is (server/quoting/policyQuotes.ts: the
 * connectors an opportunity's quotes go through, the policy's request in our terms, the plans
 * of its coverage level). No `quotes` row is written: the research keeps the proposal, the
 * current insurer's price when it gave one, else the cheapest, the market's best, the change
 * in percent and whether it rises beyond the limit, and a line per insurer of what it said.
 */
import type { Entity } from '../../domain/engine/entity';
import { contract } from '../../domain/entities/contracts';
import { contractResearch } from '../../domain/entities/contractResearches';
import { contractResearchStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday, formatMoney } from '../../domain/engine/format';
import { quoteRequestOf } from '../../domain/quoting/offers';
import { overLimit, premiumChange } from '../../domain/researches/renewalRules';
import { decodeRow, type Row } from '../db/codec';
import { auditedMove } from '../rest/auditedMove';
import { inTransaction, organizationOfRow, type Store } from '../rest/store';
import { numberSettings } from '../quoting/quoteRequests';
import {
  ask,
  policyRiskFacts,
  plansFor,
  policyQuoting,
  type Answered,
  type PolicyQuoting,
} from '../quoting/policyQuotes';
import { renewalSettingsOf } from './settingsStore';

export type RenewalQuoting = PolicyQuoting;

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
    ...(await policyRiskFacts(store, policy)),
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

/** The connectors renewals are quoted through: a policy's (server/quoting/policyQuotes.ts). */
export const renewalQuoting = policyQuoting;
