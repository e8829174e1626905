import type { OrderDirection, OrderKind, OrderState } from "../../../src/domain/order.ts";

/** What the triggers and the risk monitor need of an order in the book (pending or holding). */
export interface BookOrder {
  id: number;
  code: string;
  direction: OrderDirection;
  kind: OrderKind;
  state: OrderState;
  lots: string;
  /** Units per lot. */
  units: string;
  quoteCurrency: string;
  /** What a pending order waits for; null for a market order. */
  targetPrice: string | null;
  /** Fill price; null while pending. */
  openPrice: string | null;
  /** USD held while open. */
  margin: string;
  stopLoss: string | null;
  takeProfit: string | null;
}

/** What changed in one user's book after a committed action. */
export interface BookUpdate<O extends BookOrder = BookOrder> {
  userId: number;
  balance: string;
  /** The user's orders that are now pending or holding, as changed. */
  live: readonly O[];
  /** Ids of orders that left the book. */
  gone: readonly number[];
}
