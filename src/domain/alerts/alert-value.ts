import { CHANGE_PERIODS, isChangeWatch, type AlertWatch } from "./alert-kinds.ts";

/** What the watched value is computed from: the quote, and the open of a period's forming candle. */
export interface AlertSource {
  bid: string;
  ask: string;
  /** The open of the forming candle of `period`, when there is one. */
  openOf(period: (typeof CHANGE_PERIODS)[keyof typeof CHANGE_PERIODS]): string | undefined;
}

/**
 * The value an alert compares with its level: a price, or the bid's change in percent since the
 * open of the hour's or the day's candle. Undefined when it cannot be known yet (no candle open).
 * Floats are enough: nothing is paid on an alert, and the list, the form and the server all
 * compare through this one function.
 */
export function watchedValue(watch: AlertWatch, source: AlertSource): number | undefined {
  if (watch === "bid") return Number(source.bid);
  if (watch === "ask") return Number(source.ask);
  const open = Number(source.openOf(CHANGE_PERIODS[watch]));
  if (!(open > 0)) return undefined;
  return ((Number(source.bid) - open) / open) * 100;
}

/** The level an alert's value is compared with: a change that should fall is watched below its negative. */
export function watchedLevel(watch: AlertWatch, direction: "above" | "below", level: string): number {
  const value = Number(level);
  return isChangeWatch(watch) && direction === "below" ? -value : value;
}
