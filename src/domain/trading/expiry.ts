/**
 * When a pending order stops waiting. Good till cancelled waits for ever; end of day is the end of
 * the server's trading day, which is the UTC calendar day of the server's clock (the day the daily
 * candles and the day's open use); a date and time is that instant.
 */
export const EXPIRY_GTC = 0;
export const EXPIRY_TODAY = 1;
export const EXPIRY_AT = 2;
export type ExpiryChoice = typeof EXPIRY_GTC | typeof EXPIRY_TODAY | typeof EXPIRY_AT;

const DAY_MS = 86_400_000;

/** The first instant of the next UTC day after `now` (ms since the epoch). */
export function endOfTradingDay(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

export type ExpiryProblem = "expiry-missing" | "expiry-past";

/**
 * The instant an order with this choice expires (ms since the epoch), null for good till cancelled,
 * or why it cannot: a date and time that is missing or not after `now`.
 */
export function expiryOf(choice: ExpiryChoice, at: number | undefined, now: number): { expiresAt: number | null } | { problem: ExpiryProblem } {
  if (choice === EXPIRY_GTC) return { expiresAt: null };
  if (choice === EXPIRY_TODAY) return { expiresAt: endOfTradingDay(now) };
  if (at === undefined) return { problem: "expiry-missing" };
  return at > now ? { expiresAt: at } : { problem: "expiry-past" };
}
