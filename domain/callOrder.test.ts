/** `dueInCallOrder` is `callIsDue` and `byCallOrder` with each call's instants read once. */
import { describe, expect, it } from 'vitest';
import { byCallOrder, callIsDue, dueInCallOrder } from './calls';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 12, minutes)).toISOString();

describe('dueInCallOrder', () => {
  it('keeps the calls due, in the order byCallOrder gives, ties and blanks included', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)];
    const calls = Array.from({ length: 500 }, (_, id) => ({
      id,
      priority: pick([1, 2, 3, null]),
      due_at: pick([at(10), at(20), at(30), null, '', 'no es una fecha']),
      received_at: pick([at(0), at(5), at(40), at(90), null]),
    }));
    const now = new Date(at(60));
    const expected = calls.filter((call) => callIsDue(call, now)).sort(byCallOrder);
    expect(dueInCallOrder(calls, now).map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(expected.length).toBeGreaterThan(100);
    expect(dueInCallOrder([], now)).toEqual([]);
  });
});
