/**
 * Which entities a spec that repeats itself per entity checks in this run, so its time stays
 * flat as entities are added (issue 10 §4, the e2e time budget) without losing what it proves.
 *
 * Every feature some entity has (a field kind, a filter kind, a hand-written screen...) is
 * checked in every run: the entities are taken, most uncovered features first, until each one
 * is covered; then a few more, rotating with the seed, so every entity is visited over a few
 * runs. The seed is `E2E_SEED` or else the day (CI rotates daily; a failure is reproduced with
 * the seed its report names). `E2E_FULL=1` checks every entity.
 */

export interface Sample<T> {
  has(item: T): boolean;
  seed: number;
  full: boolean;
  /** Why an item left out is not checked, for the skip's reason. */
  reason: string;
}

/** Extra entities per run beyond the ones the features need. */
const ROTATING = 2;

/** A small seeded generator (mulberry32): the same seed, the same order, on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export function runSeed(): number {
  const given = Number(process.env.E2E_SEED);
  return Number.isInteger(given) && process.env.E2E_SEED ? given : Math.floor(Date.now() / 864e5);
}

/**
 * Items of `order` that between them have every feature any item has: the first (in `order`) of
 * those adding the most features not yet covered, until none is left. Also the fuzz's sample of
 * entities on PostgreSQL (server/rest/fuzz.test.ts).
 */
export function coverEvery<T>(order: readonly T[], features: (item: T) => string[]): T[] {
  const chosen: T[] = [];
  const uncovered = new Set(order.flatMap(features));
  while (uncovered.size) {
    let best: T | undefined;
    let bestGain = 0;
    for (const item of order) {
      const gain = features(item).filter((f) => uncovered.has(f)).length;
      if (gain > bestGain) [best, bestGain] = [item, gain];
    }
    chosen.push(best!);
    for (const f of features(best!)) uncovered.delete(f);
  }
  return chosen;
}

export function coveringSample<T>(items: readonly T[], features: (item: T) => string[]): Sample<T> {
  const seed = runSeed();
  const full = process.env.E2E_FULL === '1';
  const order = shuffled(items, seed);
  const chosen = new Set<T>(coverEvery(order, features));
  for (const item of order.filter((i) => !chosen.has(i)).slice(0, ROTATING)) chosen.add(item);
  return {
    has: (item) => full || chosen.has(item),
    seed,
    full,
    reason: `outside this run's sample (E2E_SEED=${seed}); E2E_FULL=1 checks every one`,
  };
}

/**
 * One in `share` of `items`, a different one each run: item `i` when `i + seed` is a multiple
 * of `share`, so `share` consecutive seeds (days) visit each item once. For walks whose items
 * are found at run time (a user's menu), where no declared feature says which to keep.
 */
export function rotatingShare<T>(items: readonly T[], share: number): Sample<T> {
  const seed = runSeed();
  const full = process.env.E2E_FULL === '1';
  return {
    has: (item) => full || (items.indexOf(item) + seed) % share === 0,
    seed,
    full,
    reason: `outside this run's share (E2E_SEED=${seed}); E2E_FULL=1 visits every one`,
  };
}
