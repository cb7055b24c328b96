/**
 * Which quotes a proposal shows and how it accounts for the rest (issue 28 item 23): the
 * latest request's priced quotes, the chosen one and the cheapest alternatives in full, the
 * other priced ones in a short table, and the insurers that did not price the risk with what
 * they answered, so the client reading "8 alternativas" knows why there are not 18.
 */
import { isBlank } from '../../domain/engine/display';
import { optionById } from '../../domain/engine/defineEnum';
import { quoteStatus } from '../../domain/enums/statuses';
import { quoteStatusId } from '../../domain/quoting/offers';

type Row = Record<string, unknown>;

export interface ProposalQuote {
  company: string;
  plan: string;
  coverages: string[];
  premium: number;
  netPremium: number;
  quotas: number;
  quotaAmount: number;
  discount: number;
  franchise: number | null;
  hail: boolean;
  validTo: string | null;
  chosen: boolean;
}

/** A priced quote the proposal names without detailing it. */
export interface ProposalLine {
  company: string;
  plan: string;
  premium: number;
}

/** An insurer that did not price the risk: its plans and what it answered, in Spanish. */
export interface ProposalDeclined {
  company: string;
  plans: string[];
  reason: string;
}

export interface ProposalOffers {
  /** Shown in full: the chosen one (if any) and the cheapest alternatives, cheapest first. */
  quotes: ProposalQuote[];
  /** Every priced quote of the latest request: `quotes` plus `leftOut`. */
  quoted: number;
  /** The other priced quotes, cheapest first. */
  leftOut: ProposalLine[];
  declined: ProposalDeclined[];
}

/** A proposal is read by a client: the chosen quote and at most this many alternatives. */
export const PROPOSAL_ALTERNATIVES = 8;

const QUOTED = quoteStatusId('quoted');

// A manual quote (no plan of the catalogue) names its plan in free text.
const planOf = (q: Row) => String(q.package_name ?? q.plan_name ?? '');

function fullQuote(q: Row): ProposalQuote {
  return {
    company: String(q.company_name ?? ''),
    plan: planOf(q),
    coverages: ((q.coverages as Row[]) ?? []).map((c) => `${String(c.code)} ${String(c.name)}`),
    premium: Number(q.premium),
    netPremium: Number(q.net_premium),
    quotas: Number(q.quota_quantity ?? 1),
    quotaAmount: Number(q.quota_amount ?? q.premium),
    discount: Number(q.discount ?? 0),
    franchise: q.franchise == null ? null : Number(q.franchise),
    hail: q.hail === true,
    validTo: typeof q.valid_to === 'string' ? q.valid_to : null,
    chosen: q.chosen === true,
  };
}

/** The insurers of unpriced quotes, one line per insurer and answer. */
function declinedOf(unpriced: readonly Row[]): ProposalDeclined[] {
  const byAnswer = new Map<string, ProposalDeclined>();
  for (const q of unpriced) {
    const label = optionById(quoteStatus, Number(q.status))?.label ?? 'Sin cotizar';
    const reason = isBlank(q.message) ? label : String(q.message);
    const company = String(q.company_name ?? '');
    const key = `${company}\u0000${reason}`;
    const found = byAnswer.get(key) ?? { company, plans: [], reason };
    const plan = planOf(q);
    if (plan && !found.plans.includes(plan)) found.plans.push(plan);
    byAnswer.set(key, found);
  }
  return [...byAnswer.values()].sort((a, b) => a.company.localeCompare(b.company, 'es'));
}

/** The latest request's quotes (comparison views) as the proposal accounts for them. */
export function proposalOffersOf(views: readonly Row[]): ProposalOffers {
  const latest = views.reduce(
    (max, q) => (String(q.requested_at) > max ? String(q.requested_at) : max),
    '',
  );
  const ofLatest = views.filter((q) => q.requested_at === latest);
  const priced = ofLatest
    .filter((q) => q.status === QUOTED)
    .sort((a, b) => Number(a.premium) - Number(b.premium));
  const shown = new Set(
    priced.filter(
      (q, i, all) =>
        q.chosen === true ||
        all.slice(0, i).filter((o) => o.chosen !== true).length < PROPOSAL_ALTERNATIVES,
    ),
  );
  return {
    quotes: priced.filter((q) => shown.has(q)).map(fullQuote),
    quoted: priced.length,
    leftOut: priced
      .filter((q) => !shown.has(q))
      .map((q) => ({
        company: String(q.company_name ?? ''),
        plan: planOf(q),
        premium: Number(q.premium),
      })),
    declined: declinedOf(ofLatest.filter((q) => q.status !== QUOTED)),
  };
}

/** The priced quotes a proposal shows in full, the chosen one and the cheapest first. */
export const proposalQuotesOf = (views: readonly Row[]) => proposalOffersOf(views).quotes;

/**
 * What the proposal says about its selection: «Se incluyen la cotización elegida y las 8
 * alternativas de menor premio de las 18 cotizadas.», or that it holds every priced quote.
 */
export function selectionSentence(offers: Pick<ProposalOffers, 'quotes' | 'quoted'>): string {
  const chosen = offers.quotes.some((q) => q.chosen);
  const alternatives = offers.quotes.length - (chosen ? 1 : 0);
  const total = offers.quoted;
  if (offers.quotes.length >= total)
    return total === 1
      ? 'Se incluye la única cotización con precio.'
      : `Se incluyen las ${total} cotizaciones con precio.`;
  const named = alternatives === 1 ? 'la alternativa' : `las ${alternatives} alternativas`;
  const others = chosen ? `la cotización elegida y ${named}` : named;
  return `Se incluyen ${others} de menor premio de las ${total} cotizadas.`;
}
