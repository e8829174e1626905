import { isPeriod, type Period } from "#domain/instrument.ts";
import { readRemembered, writeRemembered } from "./session-memory.ts";

const PERIOD_KEY = "pipwise.trade.period";
const INSTRUMENT_KEY = "pipwise.trade.instrument";
const DEFAULT_PERIOD: Period = "1min";

/** The chart period is remembered for the browser session (tab), not forever, like the instrument below. */
export function rememberedPeriod(): Period {
  return readRemembered(PERIOD_KEY, (stored) => (isPeriod(stored) ? stored : undefined), DEFAULT_PERIOD);
}

export function rememberPeriod(period: Period): void {
  writeRemembered(PERIOD_KEY, period);
}

/** The instrument last shown on /trade, so a bare /trade (the tab bar, a reload) opens it again. */
export function rememberedInstrument(): number | undefined {
  return readRemembered(INSTRUMENT_KEY, (stored) => (stored && /^[1-9]\d{0,9}$/.test(stored) ? Number(stored) : undefined), undefined);
}

export function rememberInstrument(id: number): void {
  writeRemembered(INSTRUMENT_KEY, String(id));
}
