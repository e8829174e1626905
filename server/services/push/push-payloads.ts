import type { MessageDescriptor } from "@lingui/core";
import { dec } from "#domain/decimal.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { formatQuantity } from "#domain/format/format-quantity.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import type { ClosedOrder, CloseReason, ReviewNotice } from "#domain/order.ts";
import type { PushPayload } from "#domain/push.ts";
import type { ReviewDecided } from "#server/bus.ts";
import type { Values } from "#server/i18n/translator.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";

/** Translates into the language of the browser being notified. */
export type Translate = (descriptor: MessageDescriptor, values?: Values) => string;

/** Only closes the user did not make themselves are worth a notification; their own close or cancel they just saw. */
const CLOSE_TITLES: Partial<Record<CloseReason, MessageDescriptor>> = {
  "stop-loss": PUSH_MESSAGES.stopLossTitle,
  "take-profit": PUSH_MESSAGES.takeProfitTitle,
  "stop-out": PUSH_MESSAGES.stopOutTitle,
  expired: PUSH_MESSAGES.expiredTitle,
};

const CLOSE_BODIES: Partial<Record<CloseReason, MessageDescriptor>> = {
  "stop-out": PUSH_MESSAGES.stopOutBody,
  expired: PUSH_MESSAGES.expiredBody,
};

/** Where a click on a decision's notification leads: the page of that kind of record. */
const REVIEW_PAGES: Record<ReviewNotice["Kind"], string> = {
  deposit: "/mine/charge",
  withdrawal: "/mine/withdraw",
  "real-name": "/mine/auth",
};

export function isNotifiedClose(reason: CloseReason): boolean {
  return reason in CLOSE_TITLES;
}

/**
 * The notification of a position a stop loss, take profit or stop-out closed, or of a pending order
 * that expired; null for any other close.
 * Its numbers are written as the PWA writes them in `locale`, the BCP-47 tag of the browser's language.
 */
export function closedOrderPayload(order: ClosedOrder, translate: Translate, locale: string): PushPayload | null {
  const title = CLOSE_TITLES[order.CloseReason];
  if (!title) return null;
  const values = {
    code: order.ForexTradeLists.ShowCode,
    lots: formatQuantity(order.Quantity, locale),
    // An expired order never filled: the price it waited for is its own.
    price: formatPrice(order.ClosePrice || order.Price, order.ForexTradeLists.PricePrecision, locale),
    profit: formatSignedMoney(order.FactProfits, locale),
  };
  const body = CLOSE_BODIES[order.CloseReason] ?? PUSH_MESSAGES.closedBody;
  return { title: translate(title, values), body: translate(body, values), url: "/order", tag: `order-${order.Id}` };
}

/**
 * One stop-out's notification: a stop-out that closed several positions at once is one event for
 * the user, told once with their count and their result together.
 */
export function stopOutPayload(orders: readonly ClosedOrder[], translate: Translate, locale: string): PushPayload | null {
  const [first] = orders;
  if (!first) return null;
  if (orders.length === 1) return closedOrderPayload(first, translate, locale);
  const profit = orders.reduce((sum, order) => sum.plus(order.FactProfits), dec(0));
  const values = { count: orders.length, profit: formatSignedMoney(profit.toFixed(), locale) };
  return {
    title: translate(PUSH_MESSAGES.stopOutManyTitle, values),
    body: translate(PUSH_MESSAGES.stopOutManyBody, values),
    url: "/order",
    tag: `stop-out-${first.Id}`,
  };
}

/** The notification of an operator's decision: the same words as its e-mail, in the browser's language. */
export function reviewPayload(decided: ReviewDecided, translate: Translate): PushPayload {
  return {
    title: translate(decided.subject, decided.values),
    body: translate(decided.body, decided.values),
    url: REVIEW_PAGES[decided.kind],
    tag: `review-${decided.kind}`,
  };
}
