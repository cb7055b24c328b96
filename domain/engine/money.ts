/**
 * Money in whole cents. Amounts are stored and sent as decimal pesos (`1465.5`), but every sum,
 * share and split of a premium runs here on integers, so instalments, taxes and totals add up
 * to the cent however many there are (DOMAIN.md "Money"). A double holds every integer cent
 * below 2^53 exactly; rounding happens once, where a rate makes a fraction of a cent.
 */
import { formatMoney } from './format';

/** A whole number of cents; made only by `cents`, `centsOf` and the operations below. */
export type Cents = number & { readonly __unit: 'cents' };

const asCents = (n: number) => n as Cents;

/** Rounds to the nearest whole number, halves away from zero (as a cashier rounds). */
function roundHalfAway(value: number): number {
  // 1.005 × 100 is 100.49999999999999 in binary: six decimals first put it back at 100.5.
  const magnitude = Math.round(Number(Math.abs(value).toFixed(6)));
  return value < 0 ? -magnitude : magnitude;
}

/** A peso amount (`1465.5`) in cents (`146550`), rounded to the cent; what no cent holds throws. */
export function cents(pesos: number): Cents {
  const amount = Number.isFinite(pesos) ? roundHalfAway(pesos * 100) || 0 : Number.NaN;
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount of money: ${pesos}`);
  return asCents(amount);
}

/** A count of cents already whole (a stored integer column); anything else throws. */
export function centsOf(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return asCents(value);
}

/** The peso amount the API and the database carry: `146550` → `1465.5`. */
export const pesos = (amount: Cents): number => amount / 100;

export const ZERO = asCents(0);

export const add = (...amounts: Cents[]): Cents => asCents(amounts.reduce((s, a) => s + a, 0));

export const subtract = (from: Cents, amount: Cents): Cents => asCents(from - amount);

/** `percent` % of an amount, rounded to the cent: `percentOf(cents(1000), 1.2)` is $ 12,00. */
export const percentOf = (amount: Cents, percent: number): Cents =>
  asCents(roundHalfAway((amount * percent) / 100) || 0);

/**
 * `total` in `parts` equal shares of whole cents, in order, the cents left over all on the last
 * (as insurers bill a plan: the last quota absorbs the rounding, up to `parts − 1` cents):
 * 100,00 in 3 → 33,33 · 33,33 · 33,34. They always add up to `total` (a negative total, a
 * refund, splits alike); `parts` is a whole number from 1.
 */
export function split(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Cannot split in ${parts}`);
  const share = Math.trunc(total / parts);
  const shares = Array.from({ length: parts }, () => asCents(share));
  shares[parts - 1] = asCents(total - share * (parts - 1));
  return shares;
}

/**
 * `total` shared in proportion to `weights` (a policy's taxes over its items): each share the
 * rounded running total less the one before it, so each is within a cent of its exact part and
 * they add up to `total`. Weights are zero or positive, and not all zero.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (!(sum > 0) || weights.some((w) => !(w >= 0)))
    throw new RangeError('Weights must be zero or more, and not all zero');
  const magnitude = Math.abs(total);
  let running = 0;
  let before = 0;
  return weights.map((weight, index) => {
    running += weight;
    const upTo = index === weights.length - 1 ? magnitude : Math.round(magnitude * (running / sum));
    const share = upTo - before;
    before = upTo;
    return asCents((total < 0 ? -share : share) || 0);
  });
}

/** `$ 1.465,50` (pesos, currency 1) or `u$s 1.465,50` (dollars, currency 2). */
export const formatCents = (amount: Cents, currencyId = 1): string =>
  formatMoney(pesos(amount), currencyId);
