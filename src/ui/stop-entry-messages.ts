import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { StopEntryProblem } from "#domain/trading/stop-entry.ts";

/** What a take profit or stop loss field says when its pips or money give no level. */
export const STOP_ENTRY_MESSAGES: Record<StopEntryProblem, MessageDescriptor> = {
  "pips-format": msg`Enter a distance in pips that keeps the level above 0`,
  "money-format": msg`Enter an amount in USD that keeps the level above 0`,
};
