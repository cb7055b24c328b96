/**
 * The simulated insurers' tariff (issue 13 section 4): deterministic, so a test, a demo and a
 * bench get the same premium for the same request. Our reading of how an Argentine car
 * policy is priced, in round figures: an annual rate on the sum assured by the strongest
 * coverage of the package, the insurer's own level, the zone (the postal code's province),
 * the holder's age, the vehicle's age, a quote campaign's discount; then the taxes of
 * DOMAIN.md ("Money"), which are settings, not constants. Amounts are whole cents. Home,
 * business, personal accidents and ART are priced by their own rates (branchRates.ts).
 */
import { formatMoney } from '../engine/format';
import { cents, pesos, split, subtract } from '../engine/money';
import {
  branchRatesOf,
  coversPrice,
  rateOf,
  strongestRated,
  type BranchRates,
} from './branchRates';
import type { InsurerQuoteRequest, QuoteTaxes } from './quoteRequest';

/** Annual rate on the sum assured, by the coverage letter (A responsabilidad civil … D). */
const ANNUAL_RATE: Readonly<Record<string, number>> = { A: 0.006, B: 0.016, C: 0.028, D: 0.055 };
/** Responsabilidad civil costs at least this a year whatever the vehicle is worth (pesos). */
const MIN_ANNUAL = 180_000;
/** A vehicle's policy period: six months, paid in monthly instalments. */
export const QUOTE_PERIOD_MONTHS = 6;
/** Todo riesgo's deductible: this share of the sum assured, never under the minimum. */
const DEDUCTIBLE_SHARE = 0.02;
const DEDUCTIBLE_MIN = 300_000;

/**
 * What a code adds to its letter: 1 hail, 2 a smaller deductible, + the insurer's premium
 * extras (glass, replacement car). "C+" costs more than "C1", which costs more than "C".
 */
const VARIANT: Readonly<Record<string, number>> = { '': 1, '2': 1.03, '1': 1.05, '+': 1.1 };

const letterOf = (code: string) => (code.charAt(0) in ANNUAL_RATE ? code.charAt(0) : 'C');
const variantOf = (code: string) => {
  const suffix = code.slice(1);
  return Object.hasOwn(VARIANT, suffix) ? VARIANT[suffix] : 1;
};

/** The strongest coverage of a package's codes: the highest letter, then the richest variant. */
export function strongestCode(codes: readonly string[]): string {
  const rank = (code: string) => `${letterOf(code)}${variantOf(code).toFixed(2)}`;
  return [...codes].sort((a, b) => rank(a).localeCompare(rank(b))).at(-1) ?? 'C';
}

/** The strongest coverage letter of a package's codes ('C+' and 'C1' count as C). */
export const strongestLetter = (codes: readonly string[]) => letterOf(strongestCode(codes));

/**
 * The zone's factor from the province's letter (the CPA's first letter and ISO 3166-2's: C the
 * city of Buenos Aires, B the province, S Santa Fe, X Córdoba); elsewhere a little less.
 */
export function zoneFactor(province: string | null | undefined): number {
  const factors: Readonly<Record<string, number>> = { C: 1.25, B: 1.15, S: 1.05, X: 1.05 };
  return province && Object.hasOwn(factors, province) ? factors[province] : 0.95;
}

/** Young and elderly drivers weigh more; an unknown age weighs as a middle-aged one. */
export function ageFactor(age: number | null | undefined): number {
  if (age == null) return 1;
  if (age < 25) return 1.3;
  if (age >= 70) return 1.15;
  return 1;
}

/** Each year of the vehicle's age lowers the rate a little (the sum already fell with it). */
function vehicleFactor(request: InsurerQuoteRequest): number {
  if (request.vehicleYear == null) return 1;
  const years = Math.max(0, Number(request.today.slice(0, 4)) - request.vehicleYear);
  return Math.max(0.8, 1 - years * 0.01);
}

/**
 * The instalment of a premium in `quotas` equal ones, in whole cents: the last instalment
 * takes the odd cents (`instalments`, the contract's plan), so they add up to the premium.
 */
export const quotaAmount = (premium: number, quotas: number) =>
  pesos(split(cents(premium), Math.max(1, quotas))[0]);

export interface Tariffed {
  netPremium: number;
  premium: number;
  taxes: number;
  quotaQuantity: number;
  quotaAmount: number;
  discount: number;
  franchise: number | null;
  /** The coverage the plan is priced and compared by (its strongest). */
  level: string;
}

/** The tax share over the net premium (a sum of percentages). */
export function taxShare(taxes: QuoteTaxes, province: string | null): number {
  const stamp =
    province === 'C'
      ? taxes.stampCaba
      : province === 'B'
        ? taxes.stampBuenosAires
        : taxes.stampOther;
  return (taxes.vat + taxes.ssn + stamp + taxes.roadSafety) / 100;
}

/** The strongest coverage of a plan of the branch: what it is priced and compared by. */
export function coverageLevel(branchId: number, codes: readonly string[]): string {
  const rates = branchRatesOf(branchId);
  return rates ? strongestRated(rates, codes) : strongestLetter(codes);
}

/** From the gross premium (cents): the discount, the taxes, instalments to the cent. */
function priced(
  request: InsurerQuoteRequest,
  gross: number,
  months: number,
  franchise: number | null,
  level: string,
): Tariffed {
  const net = Math.round(gross * (1 - request.discount / 100));
  const taxes = Math.round(net * taxShare(request.taxes, request.province));
  const premium = net + taxes;
  return {
    netPremium: net / 100,
    premium: premium / 100,
    taxes: taxes / 100,
    quotaQuantity: months,
    quotaAmount: quotaAmount(premium / 100, months),
    discount: request.discount,
    franchise: franchise === null ? null : franchise / 100,
    level,
  };
}

function vehicleTariff(request: InsurerQuoteRequest, level: number): Tariffed {
  const strongest = strongestCode(request.package.coverageCodes);
  const letter = letterOf(strongest);
  const annual =
    Math.max(MIN_ANNUAL, request.sumInsured * ANNUAL_RATE[letter]) * variantOf(strongest);
  const factors =
    level * zoneFactor(request.province) * ageFactor(request.holderAge) * vehicleFactor(request);
  const gross = cents((annual * factors * QUOTE_PERIOD_MONTHS) / 12);
  const franchise =
    letter === 'D' ? cents(Math.max(DEDUCTIBLE_MIN, request.sumInsured * DEDUCTIBLE_SHARE)) : null;
  return priced(request, gross, QUOTE_PERIOD_MONTHS, franchise, letter);
}

function ratedTariff(request: InsurerQuoteRequest, level: number, rates: BranchRates): Tariffed {
  const strongest = strongestRated(rates, request.package.coverageCodes);
  const rate = rateOf(rates, strongest);
  const people = Math.max(1, request.insuredCount ?? 1);
  const yearly =
    rates.basis === 'payroll'
      ? 12 * (request.sumInsured * rate + people * rates.monthlyPerWorker)
      : Math.max(
          rates.minAnnual,
          request.sumInsured * rate + coversPrice(rates, strongest, request.coverSums),
        ) * (rates.perPerson ? people : 1);
  const factors = level * (rates.zoned ? zoneFactor(request.province) : 1);
  const gross = cents((yearly * factors * rates.periodMonths) / 12);
  return priced(request, gross, rates.periodMonths, null, strongest);
}

/**
 * The premium an insurer of level `level` (about 0.85–1.2) asks for the request's package: net
 * of taxes and with them, in instalments that add up to the cent.
 */
export function tariff(request: InsurerQuoteRequest, level: number): Tariffed {
  const rates = branchRatesOf(request.branchId);
  return rates ? ratedTariff(request, level, rates) : vehicleTariff(request, level);
}

/**
 * A premium in `quotas` instalments of `quota` each, the last one taking the odd cents:
 * "6 × $ 24.117,47" or "5 × $ 24.117,47 + 1 × $ 24.117,52". They add up to the premium.
 */
export function instalments(premium: number, quotas: number, quota: number): string {
  const last = pesos(subtract(cents(premium), cents(quota * (quotas - 1))));
  if (quotas <= 1 || last === quota) return `${quotas} × ${formatMoney(quota)}`;
  return `${quotas - 1} × ${formatMoney(quota)} + 1 × ${formatMoney(last)}`;
}

/** A stored quote's prices, in pesos. */
export interface QuotePrices {
  net_premium: number;
  premium: number;
  quota_quantity: number;
  discount: number;
}

/**
 * The prices once an extra `percent` is discounted from the net premium: the taxes keep their
 * share of it, the instalments are recomputed to add up to the cent, and `discount` is the
 * whole discount (the campaign's and this one compounded).
 */
export function withExtraDiscount(
  quote: QuotePrices,
  percent: number,
): QuotePrices & {
  quota_amount: number;
} {
  const net = cents(quote.net_premium);
  const taxes = cents(quote.premium) - net;
  const discountedNet = Math.round(net * (1 - percent / 100));
  const discountedTaxes = net > 0 ? Math.round((discountedNet * taxes) / net) : 0;
  const premium = discountedNet + discountedTaxes;
  const quotas = Math.max(1, quote.quota_quantity);
  const whole = 1 - (1 - quote.discount / 100) * (1 - percent / 100);
  return {
    net_premium: discountedNet / 100,
    premium: premium / 100,
    quota_quantity: quotas,
    quota_amount: quotaAmount(premium / 100, quotas),
    discount: Math.round(whole * 10_000) / 100,
  };
}
