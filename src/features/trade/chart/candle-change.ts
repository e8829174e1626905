import { dec } from "#domain/decimal.ts";
import type { Candle } from "#domain/instrument.ts";

/**
 * A candle's change against the previous candle's close (its own open for the first one), in
 * decimal arithmetic from the wire strings: the amount at the instrument's precision with its
 * sign, and the percent to two places, as a percent string for formatChange.
 */
export function candleChange(candle: Candle, previous: Candle | undefined, precision: number): { amount: string; percent: string } {
  const base = dec(previous?.Close ?? candle.Open);
  const diff = dec(candle.Close).minus(base);
  const amount = diff.toFixed(Math.max(0, precision));
  const percent = base.isZero() ? "0" : diff.div(base).times(100).toFixed(2);
  return { amount: diff.isPositive() && !diff.isZero() ? `+${amount}` : amount, percent };
}
