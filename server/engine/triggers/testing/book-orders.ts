import { KIND_MARKET, ORDER_HOLDING, ORDER_PENDING, type OrderDirection } from "../../../../src/domain/order.ts";
import type { PendingKind } from "../../../../src/domain/trading/pending.ts";
import type { BookOrder } from "../book-order.ts";

/** One EUR/USD lot waiting at `target`; `more` overrides any field. */
export function pendingOrder(id: number, direction: OrderDirection, kind: PendingKind, target: string, more: Partial<BookOrder> = {}): BookOrder {
  return { id, code: "EURUSD", direction, kind, state: ORDER_PENDING, lots: "1", units: "100000", quoteCurrency: "USD", targetPrice: target, openPrice: null, margin: "0", stopLoss: null, takeProfit: null, ...more };
}

/** One EUR/USD lot held since `open` with 1,100 USD margin; `more` overrides any field. */
export function heldOrder(id: number, direction: OrderDirection, open: string, more: Partial<BookOrder> = {}): BookOrder {
  return { id, code: "EURUSD", direction, kind: KIND_MARKET, state: ORDER_HOLDING, lots: "1", units: "100000", quoteCurrency: "USD", targetPrice: null, openPrice: open, margin: "1100", stopLoss: null, takeProfit: null, ...more };
}
