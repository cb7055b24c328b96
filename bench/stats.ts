/** The few statistics the bench reports: medians of passes and the spread between them. */

/** Median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: NaN, min: NaN, max: NaN };
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite) };
}

/**
 * a ÷ b pass by pass. Each pass measures every target back to back, so a burst of outside load
 * hits both sides of one ratio alike; the median of these is steadier than a ratio of medians.
 * Passes where b is zero (or either side is missing) are left out.
 */
export function pairedRatios(a: number[], b: number[]): number[] {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (b[i] > 0 && Number.isFinite(a[i] / b[i])) ratios.push(a[i] / b[i]);
  return ratios;
}

/** The `p`-th percentile (0–100) of a list, the nearest rank; NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Milliseconds to one decimal, as the reports print them. */
export const ms = (n: number) => Math.round(n * 10) / 10;

/**
 * The latencies of `request`, run in `loops` parallel loops until `until` resolves: another
 * user's requests timed while a load (quotes, emissions) runs beside them. `starts`, when
 * given, gets each request's start (performance.now()), in the order of the latencies.
 */
export async function probeWhile(
  until: Promise<unknown>,
  loops: number,
  request: () => Promise<unknown>,
  starts?: number[],
): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (!done) {
        const start = performance.now();
        await request();
        latencies.push(performance.now() - start);
        starts?.push(start);
      }
    }),
  );
  return latencies;
}
