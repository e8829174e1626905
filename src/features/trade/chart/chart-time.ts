const pad = (n: number) => String(n).padStart(2, "0");
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const clockOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Axis label for a candle time: month-day for daily candles, 24-hour clock otherwise. */
export function timeTick(seconds: number, daily: boolean): string {
  const d = new Date(seconds * 1000);
  return daily ? `${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : clockOf(d);
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
