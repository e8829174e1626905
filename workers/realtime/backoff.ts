export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 10_000;

/**
 * "Equal jitter": half of the exponential step is fixed, half random, so delays still grow
 * with each failed attempt while many browsers reconnecting after a server restart spread out.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}
