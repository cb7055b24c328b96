/**
 * An endorsement's change asked of the insurers (movementQuotes.ts reads and checks the request;
 * this asks): each plan priced twice through its insurer's connector, for the policy as it is
 * and as changed (its new sum or province; a coverage change, the insurer's plan of the new
 * level against its plan of the policy's own), both at once. The policy keeps its own premium
 * plus the difference (domain/movements/movementPricing.ts `endorsedParts`), prorated to what
 * is left of the term; a priced line carries the server's seal over what it priced.
 */
import { coverage } from '../../domain/entities/coverages';
import { argentineToday } from '../../domain/engine/format';
import type { Sealer } from '../../domain/engine/sealedValues';
import { quoteRequestOf, type Offer } from '../../domain/quoting/offers';
import type { QuoteRequest } from '../../domain/quoting/quoteRequest';
import {
  endorsedParts,
  pricingMessages,
  proratedChange,
  quotedParts,
  type ChangedRisk,
} from '../../domain/movements/movementPricing';
import type { Row, Store } from '../rest/store';
import { numberSettings } from '../quoting/quoteRequests';
import {
  ask,
  policyRiskFacts,
  plansFor,
  stateCodeOf,
  type Answered,
  type PolicyQuoting,
} from '../quoting/policyQuotes';
import { sealQuote } from './quoteChecks';

export interface ChangeQuoting {
  quoting: PolicyQuoting;
  sealer: Sealer;
}

/** What is asked: whose draft, of which policy, changed how, from when, of whom. */
export interface ChangeAsked {
  draftId: string;
  policy: Row;
  risk: ChangedRisk;
  effective: string;
  basis: string;
  organizationId: number;
  insurers: 'own' | 'all';
}

/** The policy's risk in our terms, as it is (`risk` null) or as changed. */
async function requestFor(store: Store, asked: ChangeAsked, risk: ChangedRisk | null) {
  const { policy } = asked;
  const client = await policyRiskFacts(store, policy);
  const settings = await numberSettings(store, asked.organizationId);
  const state = risk?.stateId == null ? null : await stateCodeOf(store, risk.stateId);
  return quoteRequestOf({
    opportunity: {
      // The same id both times: a simulated insurer answers its plan alike.
      id: `endoso-${asked.draftId}`,
      branch_id: policy.branch_id,
      sum_insured: risk?.sumInsured ?? policy.sum_insured,
      title: policy.title,
    },
    steps: {},
    birthdate: client.birthdate,
    stateCode: state ?? client.stateCode,
    setting: (key) => settings.get(key),
    today: argentineToday(),
  });
}

async function coverageCodes(store: Store, coverageId: number | null) {
  if (coverageId === null) return undefined;
  const row = await store.db
    .selectFrom(coverage.table)
    .select('code')
    .where('id', '=', coverageId)
    .executeTakeFirst();
  return row ? [String(row.code)] : undefined;
}

/**
 * The plans asked: the policy's own insurer's of the change's level (else all of its plans),
 * and with `all` the others' alike; each with the plan it is compared to as the policy is.
 */
async function plansAsked(store: Store, asked: ChangeAsked) {
  const { policy, organizationId, risk } = asked;
  const today = argentineToday();
  const own = Number(policy.company_id);
  const codes = await coverageCodes(store, risk.coverageId);
  const plans = await plansFor(store, policy, organizationId, [own], today, codes);
  if (asked.insurers === 'all')
    for (const offer of await plansFor(store, policy, organizationId, [], today, codes))
      if (offer.companyId !== own) plans.push(offer);
  if (risk.coverageId === null) return plans.map((offer) => ({ offer, baseline: offer }));
  // A coverage change: each insurer's plan of the policy's own level is the price as it is.
  const baselines = new Map<number, Offer | undefined>();
  for (const { companyId } of plans)
    if (!baselines.has(companyId))
      baselines.set(
        companyId,
        (await plansFor(store, policy, organizationId, [companyId], today))[0],
      );
  return plans.map((offer) => ({ offer, baseline: baselines.get(offer.companyId) ?? offer }));
}

type Line = Row & { own: boolean; outcome: string; message: string | null };

/** A plan's line: its price changed, or why its insurer gave none (the first that failed). */
function lineOf(
  asked: ChangeAsked,
  sealer: Sealer,
  offer: Offer,
  now: Answered,
  changed: Answered,
): Line {
  const { policy } = asked;
  const common = {
    company_id: offer.companyId,
    company_name: offer.companyName,
    package_name: offer.package.name,
    own: offer.companyId === Number(policy.company_id),
  };
  const failed = [changed, now].find((a) => !a.answer);
  if (failed)
    return {
      ...common,
      outcome: 'failed',
      message: pricingMessages.failed
        .replace(':insurer', offer.companyName)
        .replace(':reason', failed.error ?? 'no respondió'),
    };
  const unpriced = [changed, now].find((a) => a.answer!.outcome !== 'quoted');
  if (unpriced) {
    const answer = unpriced.answer as { outcome: string; message: string };
    return { ...common, outcome: answer.outcome, message: answer.message };
  }
  const priced = (a: Answered) =>
    quotedParts(a.answer as { premium: number; netPremium: number }, policy);
  const parts = endorsedParts(policy, priced(now), priced(changed));
  const answer = changed.answer as {
    externalId: string;
    validTo: string;
    franchise: number | null;
  };
  const facts = {
    company_id: common.company_id,
    package_name: common.package_name,
    quote_reference: answer.externalId,
    franchise: answer.franchise ?? null,
    ...parts,
    valid_to: answer.validTo,
  };
  return {
    ...common,
    ...facts,
    outcome: 'quoted',
    message: null,
    premium_change: proratedChange(policy, parts, asked.effective).premium_change,
    quote_token: sealQuote(sealer, asked.draftId, { ...facts, basis: asked.basis }),
  };
}

const priceOf = (line: Line) => (line.outcome === 'quoted' ? Number(line.premium) : Infinity);

/** Every plan's line, the policy's own insurer first, then the priced ones, cheapest first. */
export async function quoteChange(
  store: Store,
  { quoting, sealer }: ChangeQuoting,
  asked: ChangeAsked,
): Promise<Line[]> {
  const plans = await plansAsked(store, asked);
  const [now, changed] = await Promise.all([
    requestFor(store, asked, null),
    requestFor(store, asked, asked.risk),
  ]);
  const ask2 = (offer: Offer, request: QuoteRequest) => ask(quoting, offer, request);
  const lines = await Promise.all(
    plans.map(async ({ offer, baseline }) => {
      const [before, after] = await Promise.all([ask2(baseline, now), ask2(offer, changed)]);
      return lineOf(asked, sealer, offer, before, after);
    }),
  );
  return lines.sort(
    (a, b) =>
      Number(b.own) - Number(a.own) ||
      Number(b.outcome === 'quoted') - Number(a.outcome === 'quoted') ||
      priceOf(a) - priceOf(b),
  );
}
