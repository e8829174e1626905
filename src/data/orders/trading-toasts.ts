import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AccountNotice, ClosedOrder } from "#domain/order.ts";
import { pushToast } from "#state/toasts.ts";
import { formatPercent, formatPrice } from "#domain/format/format-price.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import type { BookEvents } from "./book-events.ts";
import { reviewToast, type NoticeToast } from "./review-toasts.ts";
import { alertToastText } from "../alerts/alert-text.ts";

/** Long enough to read on a screen the user was not looking at when it happened. */
export const TRADING_TOAST_MS = 6000;

function closeText(order: ClosedOrder): string | undefined {
  const code = order.ForexTradeLists.ShowCode;
  const price = formatPrice(order.ClosePrice, order.ForexTradeLists.PricePrecision, i18n.locale);
  const profit = formatSignedMoney(order.FactProfits, i18n.locale);
  switch (order.CloseReason) {
    case "stop-loss":
      return i18n._(msg`Stop loss closed ${code} at ${price}, profit ${profit}`);
    case "take-profit":
      return i18n._(msg`Take profit closed ${code} at ${price}, profit ${profit}`);
    case "stop-out":
      return i18n._(msg`Stop-out closed ${code} at ${price}, profit ${profit}`);
    case "expired": {
      const target = formatPrice(order.Price, order.ForexTradeLists.PricePrecision, i18n.locale);
      return i18n._(msg`Your pending ${code} order at ${target} expired and was cancelled`);
    }
    default:
      // The user's own closes and cancels answer on the screen that asked for them.
      return undefined;
  }
}

function noticeToast(notice: AccountNotice): NoticeToast | undefined {
  if (notice.Notice === "review") return reviewToast(notice);
  if (notice.Notice === "alert") return { text: alertToastText(notice), kind: "info" };
  const level = formatPercent(notice.MarginLevel, i18n.locale);
  return { text: i18n._(msg`Margin call: your margin level is ${level}. Add funds or close positions.`), kind: "warning" };
}

/**
 * Tells the user, in this tab, what the server did on its own: a stop loss, take profit or stop-out
 * close, a pending order's expiry, a margin call, a price alert, an operator's decision on their identity or a withdrawal. `told` remembers the closes
 * already announced, so each shows once per tab.
 */
export function announceBookEvents({ closed, notices }: BookEvents, told: Set<number>): void {
  for (const order of closed) {
    const text = closeText(order);
    if (!text || told.has(order.Id)) continue;
    told.add(order.Id);
    pushToast(text, order.CloseReason === "stop-out" ? "error" : "info", TRADING_TOAST_MS);
  }
  for (const notice of notices) {
    const toast = noticeToast(notice);
    if (toast) pushToast(toast.text, toast.kind, TRADING_TOAST_MS);
  }
}
