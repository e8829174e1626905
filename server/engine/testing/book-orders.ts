import { KIND_MARKET, ORDER_BUY, ORDER_HOLDING, ORDER_PENDING, type OrderDirection } from "#domain/order.ts";
import type { PendingKind } from "#domain/trading/pending.ts";
import type { LiveOrder } from "../live-order.ts";
import type { BookOrder } from "../book-order.ts";

/** One EUR/USD lot waiting at `target`; `more` overrides any field. */
export function pendingOrder(id: number, direction: OrderDirection, kind: PendingKind, target: string, more: Partial<BookOrder> = {}): BookOrder {
  return { id, code: "EURUSD", direction, kind, state: ORDER_PENDING, lots: "1", units: "100000", quoteCurrency: "USD", targetPrice: target, openPrice: null, margin: "0", stopLoss: null, takeProfit: null, trailingPoints: null, trailingStep: null, pricePrecision: 5, ...more };
}

/** One EUR/USD lot held since `open` with 1,100 USD margin; `more` overrides any field. */
export function heldOrder(id: number, direction: OrderDirection, open: string, more: Partial<BookOrder> = {}): BookOrder {
  return { id, code: "EURUSD", direction, kind: KIND_MARKET, state: ORDER_HOLDING, lots: "1", units: "100000", quoteCurrency: "USD", targetPrice: null, openPrice: open, margin: "1100", stopLoss: null, takeProfit: null, trailingPoints: null, trailingStep: null, pricePrecision: 5, ...more };
}

/** The engine's full row of a held EUR/USD lot bought at 1.10000; `more` overrides any field. */
export function liveOrder(more: Partial<LiveOrder> = {}): LiveOrder {
  return {
    id: 1,
    userId: 4,
    instrumentId: 1,
    code: "EURUSD",
    showCode: "EUR/USD",
    pricePrecision: 5,
    direction: ORDER_BUY,
    kind: KIND_MARKET,
    state: ORDER_HOLDING,
    lots: "1",
    units: "100000",
    quoteCurrency: "USD",
    marginMode: 0,
    feeRate: "0.005",
    feePerLot: "5",
    leverage: 100,
    targetPrice: null,
    openPrice: "1.10000",
    margin: "1100.000000",
    fee: "5.500000",
    stopLoss: null,
    takeProfit: null,
    trailingPoints: null,
    trailingStep: null,
    closePrice: null,
    profit: null,
    closeReason: null,
    swap: "0.000000",
    swapDay: null,
    createdAt: new Date("2026-11-23T10:00:00Z"),
    openedAt: new Date("2026-11-23T10:00:00Z"),
    closedAt: null,
    expiresAt: null,
    ...more,
  };
}
