import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  cents,
  centsOf,
  formatCents,
  percentOf,
  pesos,
  split,
  subtract,
  type Cents,
} from './money';

/** Amounts of a brokerage: up to a thousand million pesos, refunds included. */
const anyAmount = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }).map(centsOf);
const total = (amounts: Cents[]) => amounts.reduce((s, a) => s + a, 0);

describe('cents', () => {
  it.each([
    [1465.5, 146550],
    [0.1 + 0.2, 30],
    // 1.005 is 1.00499999999999989… in binary; a cashier still rounds it to 1,01.
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [0.004, 0],
    [-0.004, 0],
    [123456789.99, 12345678999],
  ])('%s pesos are %s cents', (amount, expected) => {
    expect(cents(amount)).toBe(expected);
    expect(Object.is(cents(amount), -0)).toBe(false);
  });

  it('refuses what is not an amount, and centsOf what is not whole', () => {
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(Infinity)).toThrow(RangeError);
    expect(() => centsOf(1.5)).toThrow(RangeError);
    expect(() => centsOf(2 ** 53)).toThrow(RangeError);
    expect(() => cents(1e20)).toThrow(RangeError);
  });

  it('any amount in cents comes back from pesos unchanged', () => {
    fc.assert(fc.property(anyAmount, (amount) => cents(pesos(amount)) === amount));
  });
});

describe('add, subtract and percentOf', () => {
  it('add and subtract are exact where floats are not', () => {
    expect(pesos(add(cents(0.1), cents(0.2)))).toBe(0.3);
    expect(pesos(subtract(cents(1465.5), cents(0.7)))).toBe(1464.8);
    expect(add()).toBe(0);
  });

  it('a rate rounds once, halves away from zero', () => {
    // 1.2 % of $ 1.000,00 is $ 12,00; 21 % of $ 0,50 is 10,5 cents → 11.
    expect(percentOf(cents(1000), 1.2)).toBe(1200);
    expect(percentOf(cents(0.5), 21)).toBe(11);
    expect(percentOf(cents(-0.5), 21)).toBe(-11);
    expect(percentOf(cents(1465.5), 0)).toBe(0);
  });
});

describe('split', () => {
  it('gives the remainder to the last share', () => {
    expect(split(cents(100), 3)).toEqual([3333, 3333, 3334]);
    expect(split(cents(-100), 3)).toEqual([-3333, -3333, -3334]);
    expect(split(centsOf(2), 3)).toEqual([0, 0, 2]);
    expect(split(cents(1465.5), 1)).toEqual([146550]);
  });

  it('any total in any count of shares adds up to the total; the last exceeds the rest by less than a cent per share', () => {
    fc.assert(
      fc.property(anyAmount, fc.integer({ min: 1, max: 120 }), (amount, parts) => {
        const shares = split(amount, parts);
        const equal = shares.slice(0, -1);
        return (
          shares.length === parts &&
          total(shares) === amount &&
          shares.every(Number.isSafeInteger) &&
          equal.every((share) => share === equal[0]) &&
          Math.abs(shares[parts - 1] - (equal[0] ?? shares[0])) < parts
        );
      }),
    );
  });

  it('refuses a count that is not a whole number from 1', () => {
    for (const parts of [0, -1, 1.5, Number.NaN]) expect(() => split(cents(10), parts)).toThrow();
  });
});

describe('allocate', () => {
  it('shares in proportion, each the rounded running total less the one before', () => {
    // 100,00 over 1:1:1: running totals 33,33 · 66,67 · 100,00.
    expect(allocate(cents(100), [1, 1, 1])).toEqual([3333, 3334, 3333]);
    expect(allocate(cents(10), [0, 3, 1])).toEqual([0, 750, 250]);
    expect(allocate(centsOf(-5), [1, 1])).toEqual([-3, -2]);
    expect(allocate(cents(1465.5), [1465.5])).toEqual([146550]);
  });

  it('any total over any weights adds up to the total, each share within a cent of exact', () => {
    const weights = fc
      .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 40 })
      .filter((list) => list.some((w) => w > 0));
    fc.assert(
      fc.property(anyAmount, weights, (amount, list) => {
        const shares = allocate(amount, list);
        const sum = list.reduce((s, w) => s + w, 0);
        return (
          total(shares) === amount &&
          shares.every((share, i) => Math.abs(share - amount * (list[i] / sum)) <= 1)
        );
      }),
    );
  });

  it('refuses weights that are all zero or negative', () => {
    expect(() => allocate(cents(1), [0, 0])).toThrow(RangeError);
    expect(() => allocate(cents(1), [2, -1])).toThrow(RangeError);
    expect(() => allocate(cents(1), [])).toThrow(RangeError);
  });
});

it('formats as the product shows money', () => {
  expect(formatCents(cents(1465.5))).toBe('$ 1.465,50');
  expect(formatCents(cents(1465.5), 2)).toBe('u$s 1.465,50');
});
