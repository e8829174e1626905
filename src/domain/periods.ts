/** The chart periods, as the server names them, shortest first. */
export const PERIODS = ["1min", "5min", "15min", "30min", "60min", "4hour", "1day", "1week", "1mon"] as const;
export type Period = (typeof PERIODS)[number];

/** Periods whose candles are labelled by date alone: a day or longer. */
export function isDaily(period: Period): boolean {
  return period === "1day" || period === "1week" || period === "1mon";
}
