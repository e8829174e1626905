import type { OrderDirection, OrderKind, ORDER_HOLDING, ORDER_PENDING } from "../../../src/domain/order.ts";

/** An order in the book (pending or held), as the engine reports it after each committed action. */
export interface LiveOrder {
  id: number;
  code: string;
  direction: OrderDirection;
  kind: OrderKind;
  state: typeof ORDER_PENDING | typeof ORDER_HOLDING;
  lots: string;
  /** Units per lot. */
  units: string;
  quoteCurrency: string;
  /** Open price of a held position, target price of a pending order. */
  price: string;
  /** USD held while open. */
  margin: string;
  /** "" when not set. */
  stopLoss: string;
  takeProfit: string;
}

/** What changed in one user's book after a committed action. */
export interface BookChange {
  userId: number;
  balance: string;
  /** The user's orders that are now pending or holding, as changed. */
  live: LiveOrder[];
  /** Ids of orders that left the book. */
  gone: number[];
}
