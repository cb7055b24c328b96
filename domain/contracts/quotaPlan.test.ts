import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsOf } from '../engine/money';
import { MAX_QUOTAS, quotaPlan } from './quotaPlan';

describe('a contract’s payment plan', () => {
  it('six monthly quotas of a premium of $ 104.267,95, the odd cents on the last', () => {
    expect(quotaPlan(cents(104_267.95), 6, '2026-12-10')).toEqual([
      { number: 1, due_date: '2026-12-10', amount: 1_737_799 },
      { number: 2, due_date: '2027-01-10', amount: 1_737_799 },
      { number: 3, due_date: '2027-02-10', amount: 1_737_799 },
      { number: 4, due_date: '2027-03-10', amount: 1_737_799 },
      { number: 5, due_date: '2027-04-10', amount: 1_737_799 },
      { number: 6, due_date: '2027-05-10', amount: 1_737_800 },
    ]);
  });

  it('falls due on the month’s last day when the month is shorter', () => {
    const dates = quotaPlan(cents(300), 3, '2027-01-31').map((q) => q.due_date);
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('quotas always add up to the premium, for any premium and any count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }).map(centsOf),
        fc.integer({ min: 1, max: MAX_QUOTAS }),
        (premium, count) => {
          const plan = quotaPlan(premium, count, '2026-12-01');
          return (
            plan.length === count &&
            plan.reduce((sum, quota) => sum + quota.amount, 0) === premium &&
            plan.every((quota, i) => quota.number === i + 1 && quota.amount >= 0)
          );
        },
      ),
    );
  });

  it('refuses a count outside 1 to 120 and a first due date that is no date', () => {
    for (const count of [0, 121, 2.5])
      expect(() => quotaPlan(cents(10), count, '2026-12-01')).toThrow();
    for (const date of ['2026-13-01', '01/12/2026', ''])
      expect(() => quotaPlan(cents(10), 2, date)).toThrow();
  });
});
