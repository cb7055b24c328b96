/**
 * Which endorsements need new prices, and the arithmetic of their quote (issue 32 section 1,
 * spec 2.5's opportunity news flow: motive, data, totals, quotas, detail). A change of what the
 * insurer prices — the coverage, the insured items, the sum insured, where the risk is — is
 * quoted again through the insurer connectors before it is asked; any other endorsement (an
 * annulment, a cost change the insurer prices in its own answer, a new number) keeps the news
 * flow's expected premium. The insurer prices the policy as it is and as changed: the policy
 * keeps its own premium plus that difference (what it was sold at is not re-priced by an
 * endorsement), and the endorsement bills the difference for what is left of the term, each
 * part prorated by days and the parts adding up to the cent (domain/engine/money.ts).
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { defineEnum, optionByCode, optionById, options } from '../engine/defineEnum';
import { isBlank } from '../engine/display';
import { formatMoney } from '../engine/format';
import { add, allocate, cents, pesos, subtract, type Cents } from '../engine/money';
import { modificationMotives } from '../enums/catalogues';
import { coverageChangeMessages } from './coverageChange';
import { itemIdentifiers, prorate } from './movementEffects';
import { dataFieldsOf, movementCodeOf, type MovementCode } from './movementKinds';

type Row = Readonly<Record<string, unknown>>;

/** Types that always change what the insurer prices. */
export const REQUOTED_TYPES: readonly MovementCode[] = ['coverage_change', 'item_change'];

/** The motives of «Modificaciones varias» that do (spec 3's 502, 503–506 and 507). */
export const REQUOTED_MOTIVES: readonly string[] = [
  'sa',
  'item_include',
  'item_exclusion',
  'item_modification',
  'location',
  'coverage',
];

/** Whether the motive step's change is quoted again (the opportunity news flow's path). */
export function needsNewPrices(motive: Row | undefined): boolean {
  const code = movementCodeOf(motive?.movement_type);
  if (!code) return false;
  if (REQUOTED_TYPES.includes(code)) return true;
  if (code !== 'modifications') return false;
  const reason = optionById(modificationMotives, Number(motive?.modification_motive))?.code;
  return reason !== undefined && REQUOTED_MOTIVES.includes(reason);
}

/** Where the totals of a quoted endorsement come from. */
export const quotePricing = defineEnum(
  'movementQuotePricing',
  options([
    ['insurer', 1, 'Cotización de la compañía'],
    ['manual', 2, 'Totales cargados a mano'],
  ]),
);
export const pricingId = (code: 'insurer' | 'manual') => optionByCode(quotePricing, code).id;

export const pricingMessages = {
  notRequoted:
    'Este endoso no cambia lo que cotiza la compañía: se pide con el premio esperado, sin cotizar.',
  stepsFirst: 'Completá el motivo y los datos del endoso antes de cotizarlo.',
  quoteMissing:
    'Todavía no hay una cotización de la compañía para este cambio: cotizalo, o elegí cargar los totales a mano.',
  quoteStale:
    'La cotización ya no corresponde a este endoso (cambiaron sus datos después de cotizar, o venció): volvé a cotizar.',
  changeMismatch:
    'La diferencia tiene que ser el premio nuevo menos el actual, prorrateado por lo que resta de vigencia (:sum).',
  coverageOfBranch: coverageChangeMessages.coverageOfBranch,
  failed: ':insurer no pudo cotizar el cambio: :reason',
  noPlans: ':insurer no tiene planes de este ramo cargados para cotizar.',
  wayForward: 'Reintentá la cotización o cargá los totales a mano.',
} as const;

/** The premium of a policy (or of its quote) and its parts, in pesos. */
export interface PremiumParts {
  premium: number;
  net_premium: number;
  surcharges: number;
  taxes: number;
}

const money = (value: unknown): Cents => cents(isBlank(value) ? 0 : Number(value));

/** What the insurer is asked about the policy once changed: its sum, coverage and province. */
export interface ChangedRisk {
  sumInsured: number;
  /** The coverage the policy moves to (a coverage change), else null: the policy's own. */
  coverageId: number | null;
  /** The province the risk moves to (a change of place), else null: the policy's own. */
  stateId: number | null;
}

/**
 * The risk after the change: the sum told, else the policy's sum with the items added and
 * without those excluded (matched by plate or identification, as applying them does).
 */
export function changedRisk(policy: Row, items: readonly Row[], data: Row): ChangedRisk {
  let sum = money(policy.sum_insured);
  if (!isBlank(data.new_sum_insured)) sum = money(data.new_sum_insured);
  else {
    const added = Array.isArray(data.added_items) ? (data.added_items as Row[]) : [];
    const gone = new Set(itemIdentifiers(data.removed_identifiers));
    const removed = items.filter((item) => gone.has(itemIdentifiers(item.identifier)[0] ?? ''));
    sum = subtract(
      add(sum, ...added.map((item) => money(item.sum_insured))),
      add(...removed.map((item) => money(item.sum_insured))),
    );
  }
  const id = (value: unknown) => (isBlank(value) ? null : Number(value));
  return {
    sumInsured: pesos(sum < 0 ? cents(0) : sum),
    coverageId: id(data.new_coverage_id),
    stateId: id(data.new_state_id),
  };
}

/**
 * An insurer's price in the policy's parts: its net premium, and what lies between it and the
 * premium split as the policy splits surcharges and taxes (all taxes when it has neither).
 */
export function quotedParts(
  answer: { premium: number; netPremium: number },
  policy: Row,
): PremiumParts {
  const premium = cents(answer.premium);
  const net = cents(answer.netPremium);
  const held = [money(policy.surcharges), money(policy.taxes)].map((c) => Math.max(0, c));
  const [surcharges, taxes] = allocate(
    subtract(premium, net),
    held[0] + held[1] > 0 ? held : [0, 1],
  );
  return {
    premium: pesos(premium),
    net_premium: pesos(net),
    surcharges: pesos(surcharges),
    taxes: pesos(taxes),
  };
}

/**
 * The policy's premium once changed: its own premium and parts, each moved by what the
 * insurer's price of the changed risk differs from its price of the risk as it is (never below
 * zero); the taxes take what makes the parts add up to the premium.
 */
export function endorsedParts(
  policy: Row,
  before: PremiumParts,
  after: PremiumParts,
): PremiumParts {
  const part = (name: keyof PremiumParts) => {
    const moved = add(money(policy[name]), subtract(money(after[name]), money(before[name])));
    return moved < 0 ? cents(0) : moved;
  };
  const premium = part('premium');
  let surcharges = part('surcharges');
  let net = part('net_premium');
  // Parts moved past what the premium holds: they give way, the surcharges last.
  if (add(net, surcharges) > premium) {
    surcharges = surcharges > premium ? premium : surcharges;
    net = subtract(premium, surcharges);
  }
  return {
    premium: pesos(premium),
    net_premium: pesos(net),
    surcharges: pesos(surcharges),
    taxes: pesos(subtract(premium, add(net, surcharges))),
  };
}

/** Days of the policy's term, and those left from the endorsement's date (none past its end). */
export function remainingTerm(effective: string, from: string, to: string) {
  const total = Math.max(0, differenceInCalendarDays(parseISO(to), parseISO(from)));
  const left = Math.min(
    total,
    Math.max(0, differenceInCalendarDays(parseISO(to), parseISO(effective))),
  );
  return { left, total };
}

/**
 * The endorsement's own amounts for a new premium of the policy from `effective`: each part's
 * change prorated to what is left of the term, the taxes taking the cent the rounding leaves,
 * so prima, recargos and impuestos add up to the premium's change (a refund negative).
 */
export function proratedChange(policy: Row, after: PremiumParts, effective: string) {
  const from = String(policy.validity_from);
  const to = String(policy.validity_to);
  const part = (name: keyof PremiumParts) =>
    prorate(subtract(money(after[name]), money(policy[name])), effective, from, to);
  const change = part('premium');
  const net = part('net_premium');
  const surcharges = part('surcharges');
  return {
    net_premium: pesos(net),
    surcharges: pesos(surcharges),
    taxes: pesos(subtract(change, add(net, surcharges))),
    premium_change: pesos(change),
  };
}

/** The 422 of a difference that is not the quote's, prorated. */
export const changeMismatch = (expected: number) =>
  pricingMessages.changeMismatch.replace(':sum', formatMoney(expected));

/**
 * What a quote is of: the request's policy, draft and the motive and data the insurer priced.
 * A quote sealed for one basis does not count for another (the data changed after quoting).
 */
export function quoteBasis(draftId: string, motive: Row, data: Row): string {
  const asked = dataFieldsOf(motive).filter((name) => name !== 'description');
  return JSON.stringify([
    draftId,
    String(motive.contract_id ?? ''),
    Number(motive.movement_type),
    motive.modification_motive ?? null,
    String(motive.effective_date ?? ''),
    ...asked.map((name) => data[name] ?? null),
  ]);
}

/** What the server seals with a priced quote, and checks again when the totals step is sent. */
export interface SealedQuote {
  basis: string;
  company_id: number;
  package_name: string;
  quote_reference: string;
  /** The plan's franchise as quoted (the policy's coverage rows take it); null: none. */
  franchise?: number | null;
  premium: number;
  net_premium: number;
  surcharges: number;
  taxes: number;
  /** The last day the insurer holds its price (yyyy-mm-dd). */
  valid_to: string;
}

/** Whether the totals step's values are the sealed quote's. */
export function matchesQuote(sealed: SealedQuote, values: Row): boolean {
  const same = (name: keyof PremiumParts) => money(values[name]) === money(sealed[name]);
  const franchise = (value: unknown) => (isBlank(value) ? null : money(value));
  return (
    franchise(values.franchise) === franchise(sealed.franchise) &&
    Number(values.company_id) === sealed.company_id &&
    String(values.package_name ?? '') === sealed.package_name &&
    String(values.quote_reference ?? '') === sealed.quote_reference &&
    same('premium') &&
    same('net_premium') &&
    same('surcharges') &&
    same('taxes')
  );
}
