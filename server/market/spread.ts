import type { SessionKind } from "#domain/instrument.ts";
import { dec } from "#domain/decimal.ts";

const HOUR = 3_600_000;
const ROLLOVER_SESSIONS: ReadonlySet<SessionKind> = new Set(["fx", "metals", "energy"]);

/**
 * How many times its usual spread an instrument quotes at `atMs`: liquidity providers widen FX,
 * metals and energy around the New York rollover (21:00–23:00 UTC, when Sydney alone trades), and
 * crypto books thin out at the weekend.
 */
export function spreadWidening(session: SessionKind, atMs: number): number {
  const at = new Date(atMs);
  if (ROLLOVER_SESSIONS.has(session)) {
    const hour = Math.floor((atMs % (24 * HOUR)) / HOUR);
    return hour === 21 || hour === 22 ? 3 : 1;
  }
  if (session === "crypto") return at.getUTCDay() === 0 || at.getUTCDay() === 6 ? 2 : 1;
  return 1;
}

export interface SpreadRule {
  session: SessionKind;
  precision: number;
  spreadPoints: number;
}

/** Ask for a Bid at `atMs`: Bid plus the spread in points, widened while the session is thin unless `steady`. */
export function askFor(bid: string, rule: SpreadRule, atMs: number, steady = false): string {
  const points = rule.spreadPoints * (steady ? 1 : spreadWidening(rule.session, atMs));
  return dec(bid)
    .plus(dec(points).times(dec(10).pow(-rule.precision)))
    .toFixed(rule.precision);
}
