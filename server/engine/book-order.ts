import type { LiveOrder } from "./live-order.ts";

/** What the triggers and the risk monitor need of an order in the book (pending or holding). */
export type BookOrder = Pick<
  LiveOrder,
  "id" | "code" | "direction" | "kind" | "state" | "lots" | "units" | "quoteCurrency" | "targetPrice" | "openPrice" | "margin" | "stopLoss" | "takeProfit" | "trailingPoints" | "trailingStep" | "pricePrecision"
>;

/** What changed in one user's book after a committed action. */
export interface BookUpdate<O extends BookOrder = BookOrder> {
  userId: number;
  balance: string;
  /** The user's orders that are now pending or holding, as changed. */
  live: readonly O[];
  /** Ids of orders that left the book. */
  gone: readonly number[];
}
