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
