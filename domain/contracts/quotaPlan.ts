/**
 * A contract's payment plan: the premium in `count` monthly quotas whose amounts add up to it
 * exactly (Money's `split`: equal shares, the odd cents on the last), each due a month after
 * the one before, on the first one's day or the month's last when shorter (31/01 → 28/02).
 */
import { addMonths, format, parseISO } from 'date-fns';
import { split, type Cents } from '../engine/money';

export interface PlannedQuota {
  /** 1, 2… in the order they fall due. */
  number: number;
  due_date: string;
  amount: Cents;
}

/** Quotas a plan may have: one (a single payment) to a monthly plan of ten years. */
export const MAX_QUOTAS = 120;

export function quotaPlan(premium: Cents, count: number, firstDue: string): PlannedQuota[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_QUOTAS)
    throw new RangeError(`A plan has 1 to ${MAX_QUOTAS} quotas, not ${count}`);
  const first = parseISO(firstDue);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDue) || Number.isNaN(first.getTime()))
    throw new RangeError(`Not a date: ${firstDue}`);
  return split(premium, count).map((amount, index) => ({
    number: index + 1,
    due_date: format(addMonths(first, index), 'yyyy-MM-dd'),
    amount,
  }));
}
