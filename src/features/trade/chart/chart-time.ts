const pad = (n: number) => String(n).padStart(2, "0");
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const clockOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

const monthDayOf = (d: Date) => `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The time axis's labels for candle times (undefined: no candle there, no label): month-day for
 * daily candles, the 24-hour clock otherwise. When the intraday ticks span days, the first tick
 * and each one that opens a new day carry the date under the clock, so every clock can be placed.
 */
export function timeTicks(ticks: readonly (number | undefined)[], daily: boolean): string[] {
  const dates = ticks.map((s) => (s === undefined ? undefined : new Date(s * 1000)));
  if (daily) return dates.map((d) => (d ? monthDayOf(d) : ""));
  const spansDays = new Set(dates.map((d) => d?.toDateString()).filter(Boolean)).size > 1;
  let previousDay = "";
  return dates.map((d) => {
    if (!d) return "";
    const day = d.toDateString();
    const opensDay = spansDays && day !== previousDay;
    previousDay = day;
    return opensDay ? `${clockOf(d)}\n${monthDayOf(d)}` : clockOf(d);
  });
}

/** A candle's full time under the crosshair: the date, and the clock for intraday candles. */
export function candleTime(seconds: number, daily: boolean): string {
  const d = new Date(seconds * 1000);
  return daily ? dateOf(d) : `${dateOf(d)} ${clockOf(d)}`;
}

/** When cached candles were fetched: the clock, with the date when it was not today. */
export function fetchedTime(ms: number, now = Date.now()): string {
  const d = new Date(ms);
  return d.toDateString() === new Date(now).toDateString() ? clockOf(d) : `${dateOf(d)} ${clockOf(d)}`;
}
