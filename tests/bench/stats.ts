/** Nearest-rank percentile of an ascending list; NaN for an empty one. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  return { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

/** "1.42×": how many times `measured` the `baseline` is. */
export const ratio = (measured: number, baseline: number) => `${(measured / baseline).toFixed(2)}×`;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
