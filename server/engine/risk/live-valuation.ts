import { ORDER_HOLDING, type Order } from "#domain/order.ts";
import { usdRate, type QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { LiveOrder } from "../live-order.ts";
import { toWireOrder } from "../order-wire.ts";
import type { BookUpdate } from "../book-order.ts";

/**
 * The FOREX_TRADE items that carry each open position's live price and profit. A push sends only
 * the positions whose price or profit changed since the last one sent.
 */
export class LiveValuation {
  private readonly held = new Map<number, Map<number, LiveOrder>>();
  private readonly sent = new Map<number, string>();

  constructor(
    private readonly quoteOf: QuoteLookup,
    private readonly publish: (userId: number, order: Order) => void,
  ) {}

  apply({ userId, live, gone }: BookUpdate<LiveOrder>): void {
    const positions = this.held.get(userId) ?? new Map<number, LiveOrder>();
    for (const id of gone) {
      positions.delete(id);
      this.sent.delete(id);
    }
    for (const order of live) {
      if (order.state === ORDER_HOLDING) positions.set(order.id, order);
      else positions.delete(order.id);
      this.sent.delete(order.id);
    }
    if (positions.size > 0) this.held.set(userId, positions);
    else this.held.delete(userId);
  }

  push(userId: number): void {
    for (const order of this.held.get(userId)?.values() ?? []) {
      // No price or no USD rate yet: nothing to value it at.
      if (!this.quoteOf(order.code) || !usdRate(order.quoteCurrency, this.quoteOf)) continue;
      const wire = toWireOrder(order, this.quoteOf);
      const value = `${wire.UpdatePrice} ${wire.FactProfits}`;
      if (this.sent.get(order.id) === value) continue;
      this.sent.set(order.id, value);
      this.publish(userId, wire);
    }
  }
}
