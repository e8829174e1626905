import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClosedOrder } from "../domain/order.ts";
import { pushToast } from "../state/toasts.ts";
import { formatPrice } from "../ui/format-price.ts";
import { roundDecimalText } from "../ui/round-decimal-text.ts";
import type { BookEvents } from "./orders-book.ts";

/** Long enough to read on a screen the user was not looking at when it happened. */
export const TRADING_TOAST_MS = 6000;

function closeText(order: ClosedOrder): string | undefined {
  const code = order.ForexTradeLists.ShowCode;
  const price = formatPrice(order.ClosePrice, order.ForexTradeLists.PricePrecision);
  const profit = roundDecimalText(order.FactProfits, 6) ?? order.FactProfits;
  switch (order.CloseReason) {
    case "stop-loss":
      return i18n._(msg`Stop loss closed ${code} at ${price}, profit ${profit}`);
    case "take-profit":
      return i18n._(msg`Take profit closed ${code} at ${price}, profit ${profit}`);
    case "stop-out":
      return i18n._(msg`Stop-out closed ${code} at ${price}, profit ${profit}`);
    default:
      // The user's own closes and cancels answer on the screen that asked for them.
      return undefined;
  }
}

/**
 * Tells the user, in this tab, what the server did on its own: a stop loss, take profit or stop-out
 * close, a margin call. `told` remembers the closes already announced, so each shows once per tab.
 */
export function announceBookEvents({ closed, notices }: BookEvents, told: Set<number>): void {
  for (const order of closed) {
    const text = closeText(order);
    if (!text || told.has(order.Id)) continue;
    told.add(order.Id);
    pushToast(text, order.CloseReason === "stop-out" ? "error" : "info", TRADING_TOAST_MS);
  }
  for (const notice of notices) {
    const level = roundDecimalText(notice.MarginLevel, 2) ?? notice.MarginLevel;
    pushToast(i18n._(msg`Margin call: your margin level is ${level}%. Add funds or close positions.`), "warning", TRADING_TOAST_MS);
  }
}
