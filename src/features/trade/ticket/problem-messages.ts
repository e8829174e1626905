import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { STOP_ENTRY_MESSAGES } from "#ui/stop-entry-messages.ts";
import type { OrderProblem } from "./order-check.ts";

/** What the order sheet says under the field a check refused. */
export const PROBLEM_MESSAGES: Record<OrderProblem, MessageDescriptor> = {
  "lots-empty": msg`Enter the lots`,
  "lots-min": msg`Below the minimum lots`,
  "lots-step": msg`Lots must be a multiple of the lot step`,
  "price-missing": msg`Enter the price for a pending order`,
  "price-format": msg`Enter a valid price`,
  "stop-loss-side": msg`The stop loss must be on the losing side of the entry price`,
  "take-profit-side": msg`The take profit must be on the winning side of the entry price`,
  ...STOP_ENTRY_MESSAGES,
  "not-affordable": msg`Not enough free margin for the margin and fee`,
};
