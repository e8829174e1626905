/** What an alert watches: the bid, the ask, or the bid's percent change since the open of the hour's or the day's candle. */
export const ALERT_WATCHES = ["bid", "ask", "change-hour", "change-day"] as const;
export type AlertWatch = (typeof ALERT_WATCHES)[number];

/** Once: fires a single time and stays in the list as fired. Every: fires at each crossing. */
export const ALERT_REPEATS = ["once", "every"] as const;
export type AlertRepeat = (typeof ALERT_REPEATS)[number];

export const ALERT_STATUSES = ["active", "fired", "expired"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** A user keeps at most this many alerts, fired and expired ones included, until they delete some. */
export const ALERTS_PER_USER = 100;

/** The watches of a percent change, and the candle whose open they measure from. */
export const CHANGE_PERIODS = { "change-hour": "60min", "change-day": "1day" } as const;

export function isChangeWatch(watch: AlertWatch): watch is keyof typeof CHANGE_PERIODS {
  return watch in CHANGE_PERIODS;
}
