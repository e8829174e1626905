import { proxy } from "valtio";
import type { AccountNotice } from "#domain/order.ts";

/**
 * How many fired alerts this tab has heard of: the alerts list reads itself again when it moves.
 * Every tab gets each FOREX_TRADE frame, so every open list follows.
 */
export const firedAlerts = proxy({ count: 0 });

export function noteFiredAlerts(notices: readonly AccountNotice[]): void {
  for (const notice of notices) if (notice.Notice === "alert") firedAlerts.count += 1;
}
