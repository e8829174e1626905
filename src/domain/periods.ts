/** The chart periods, as the server names them. */
export const PERIODS = ["1min", "5min", "15min", "30min", "60min", "1day"] as const;
export type Period = (typeof PERIODS)[number];
