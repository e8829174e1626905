import { formatPrice } from "#domain/format/format-price.ts";
import { formatQuantity } from "#domain/format/format-quantity.ts";
import type { Order } from "#domain/order.ts";
import type { PushPayload } from "#domain/push.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import type { Translate } from "./push-payloads.ts";

/** A trailing stop in a running market moves many times a minute: its position tells the user at most this often. */
export const TRAIL_NOTICE_PERIOD_MS = 60_000;

/** When each position last told its user of a trailed stop; every move is still stored and shown live. */
export class TrailNotices {
  private readonly told = new Map<number, number>();

  constructor(private readonly now: () => number) {}

  /** Whether this move of order `id` is told (and, if so, notes it as told now). */
  due(id: number): boolean {
    const now = this.now();
    const last = this.told.get(id);
    if (last !== undefined && now - last < TRAIL_NOTICE_PERIOD_MS) return false;
    this.told.set(id, now);
    return true;
  }

  /** A closed position trails no more. */
  forget(id: number): void {
    this.told.delete(id);
  }
}

/** The notification of a moved trailing stop; its tag replaces the position's previous one on the device. */
export function trailedPayload(order: Order, translate: Translate, locale: string): PushPayload {
  const values = {
    code: order.ForexTradeLists.ShowCode,
    lots: formatQuantity(order.Quantity, locale),
    price: formatPrice(order.TargetLossPrice, order.ForexTradeLists.PricePrecision, locale),
  };
  return { title: translate(PUSH_MESSAGES.trailedTitle, values), body: translate(PUSH_MESSAGES.trailedBody, values), url: "/order", tag: `trail-${order.Id}` };
}
