import { isPeriod, type Period } from "../../domain/instrument.ts";

const KEY = "pipwise.trade.period";
const DEFAULT_PERIOD: Period = "1min";

/** The chart period is remembered for the browser session (tab), not forever. */
export function rememberedPeriod(): Period {
  try {
    const stored = sessionStorage.getItem(KEY);
    return isPeriod(stored) ? stored : DEFAULT_PERIOD;
  } catch {
    return DEFAULT_PERIOD;
  }
}

export function rememberPeriod(period: Period): void {
  try {
    sessionStorage.setItem(KEY, period);
  } catch {
    // Storage blocked: the period still holds while the page stays open.
  }
}
