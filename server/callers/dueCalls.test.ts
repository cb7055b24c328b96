/**
 * The database orders the call queue (dueCalls.ts) by the rule written once in domain/calls.ts:
 * on a seeded-random queue it keeps exactly the calls `callIsDue` keeps, in `byCallOrder`'s order
 * (ties by id, as the SQL breaks them), whatever offsets the instants were written with.
 */
import { expect, it } from 'vitest';
import { byCallOrder, callIsDue } from '../../domain/calls';
import { describeDialects, useTestApp } from '../test/harness';
import { dueCalls } from './dueCalls';

/** An organization of its own: no seeded call joins the queue under test. */
const ORGANIZATION = 990;
const FIRST_ID = 900_000;

const OFFSETS = { Z: 0, '-03:00': -180, '+05:30': 330 } as const;
type Offset = keyof typeof OFFSETS;

/** The instant `minutes` after 2026-01-05 12:00 UTC, written with `offset`. */
function at(minutes: number, offset: Offset) {
  const local = new Date(Date.UTC(2026, 0, 5, 12, minutes + OFFSETS[offset]));
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

describeDialects('the due calls’ SQL order on %s', (dialect) => {
  const app = useTestApp(dialect);

  it('keeps the calls callIsDue keeps, in byCallOrder, ties by id, mixed offsets and blanks', async () => {
    const { database } = app();
    const opportunities = await database.db
      .selectFrom('opportunities')
      .select('id')
      .orderBy('id')
      .limit(203)
      .execute();
    const users = await database.db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    const [executive, someoneElse] = users.map((user) => Number(user.id));
    expect(opportunities).toHaveLength(203);

    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
    const offset = () => pick(Object.keys(OFFSETS) as Offset[]);
    const created = new Date().toISOString();
    const calls = opportunities.map((opportunity, index) => {
      const due = pick([10, 20, 30, 95, null]);
      return {
        id: FIRST_ID + index,
        organization_id: ORGANIZATION,
        opportunity_id: opportunity.id,
        executive_id: pick([executive, null]),
        priority: pick([1, 2, 3, null]),
        // 12:10 at -03:00 reads "09:10-03:00": as text before "12:00:00Z", as an instant after it.
        due_at: due === null ? null : at(due, offset()),
        // Minute 60 is the taking moment itself: due.
        received_at: random() < 0.1 ? null : at(pick([-600, 0, 5, 40, 59, 60, 61, 90]), offset()),
        created_at: created,
        updated_at: created,
      };
    });
    // Never in this queue: another organization's call, another executive's, one with no
    // opportunity. Each would be due first.
    const first = { priority: 1, due_at: at(0, 'Z'), received_at: at(0, 'Z') };
    const strays = [
      { ...calls[200], ...first, organization_id: ORGANIZATION + 1, executive_id: null },
      { ...calls[201], ...first, executive_id: someoneElse },
      { ...calls[202], ...first, opportunity_id: null, executive_id: null },
    ];
    const queue = calls.slice(0, 200);
    await database.db
      .insertInto('caller_queue')
      .values([...queue, ...strays] as never)
      .execute();

    const now = new Date(Date.UTC(2026, 0, 5, 13, 0));
    const expected = queue
      .filter((call) => callIsDue(call, now))
      .sort((a, b) => byCallOrder(a, b) || a.id - b.id)
      .map((call) => call.id);
    const taken: number[] = [];
    for await (const row of dueCalls(database, ORGANIZATION, executive, now))
      taken.push(Number(row.id));

    expect(taken).toEqual(expected);
    // Enough calls for several of dueCalls' batches, and every kind of tie among them.
    expect(expected.length).toBeGreaterThan(100);
    expect(queue.some((call) => call.received_at && !callIsDue(call, now))).toBe(true);
    // Another executive: their own call and nobody's, none of ours.
    const theirs = [strays[1], ...queue.filter((call) => call.executive_id === null)];
    const forThem: number[] = [];
    for await (const row of dueCalls(database, ORGANIZATION, someoneElse, now))
      forThem.push(Number(row.id));
    expect(forThem).toEqual(
      theirs
        .filter((call) => callIsDue(call, now))
        .sort((a, b) => byCallOrder(a, b) || a.id - b.id)
        .map((call) => call.id),
    );
  });
});
