import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { ORDER_CLOSED, ORDER_HOLDING, type CloseReason, type OrderDirection, type OrderKind, type OrderState } from "#domain/order.ts";
import type { Db } from "../store/db.ts";
import { runPrepared, slot } from "../store/prepared.ts";
import { instruments, orders } from "../store/schema.ts";

/**
 * One order with the instrument facts every calculation on it needs. The book listeners get these
 * for the orders that are pending or holding; the calls answer from them too.
 */
export interface LiveOrder {
  id: number;
  userId: number;
  instrumentId: number;
  code: string;
  showCode: string;
  pricePrecision: number;
  direction: OrderDirection;
  kind: OrderKind;
  state: OrderState;
  lots: string;
  /** Units per lot. */
  units: string;
  quoteCurrency: string;
  marginMode: number;
  /** The instrument's fee rates; the configured trade_fee_type picks one. */
  feeRate: string;
  feePerLot: string;
  leverage: number;
  /** What a pending order waits for; null for a market order. */
  targetPrice: string | null;
  /** Fill price; null while pending. */
  openPrice: string | null;
  margin: string;
  fee: string;
  stopLoss: string | null;
  takeProfit: string | null;
  /** A held position's trailing stop in points (distance and least step); null when it has none. */
  trailingPoints: number | null;
  trailingStep: number | null;
  closePrice: string | null;
  profit: string | null;
  closeReason: CloseReason | null;
  /** Swap booked to the balance while holding (USD). */
  swap: string;
  /** The last rollover day that charged it. */
  swapDay: string | null;
  createdAt: Date;
  openedAt: Date | null;
  closedAt: Date | null;
  /** When a pending order expires unfilled; null: good till cancelled. */
  expiresAt: Date | null;
}

/** The price the order is in the book at: its fill price once holding, its target while pending. */
export const bookPrice = (order: LiveOrder): string => order.openPrice ?? order.targetPrice!;

const columns = {
  id: orders.id,
  userId: orders.userId,
  instrumentId: orders.instrumentId,
  code: instruments.code,
  showCode: instruments.showCode,
  pricePrecision: instruments.pricePrecision,
  direction: orders.direction,
  kind: orders.kind,
  state: orders.state,
  lots: orders.lots,
  units: instruments.contractSize,
  quoteCurrency: instruments.quoteCurrency,
  marginMode: instruments.marginMode,
  feeRate: instruments.feeRate,
  feePerLot: instruments.feePerLot,
  leverage: orders.leverage,
  targetPrice: orders.targetPrice,
  openPrice: orders.openPrice,
  margin: orders.margin,
  fee: orders.fee,
  stopLoss: orders.stopLoss,
  takeProfit: orders.takeProfit,
  trailingPoints: orders.trailingPoints,
  trailingStep: orders.trailingStep,
  closePrice: orders.closePrice,
  profit: orders.profit,
  closeReason: orders.closeReason,
  swap: orders.swap,
  swapDay: orders.swapDay,
  createdAt: orders.createdAt,
  openedAt: orders.openedAt,
  closedAt: orders.closedAt,
  expiresAt: orders.expiresAt,
};

function select(db: Db, where: SQL | undefined) {
  return db.select(columns).from(orders).innerJoin(instruments, eq(instruments.id, orders.instrumentId)).where(where);
}

/** Reads of orders with their instruments. */
export function orderReads(db: Db) {
  return {
    /** The caller's own order, or undefined for a missing id and for anyone else's alike. */
    async own(userId: number, id: number): Promise<LiveOrder | undefined> {
      const [row] = await runPrepared<LiveOrder[]>(
        db,
        "order_own",
        (db) => select(db, and(eq(orders.id, sql.placeholder("id")), eq(orders.userId, sql.placeholder("userId")))),
        { id, userId },
      );
      return row;
    },
    /** The user's positions (holding orders), in no particular order: what the margin checks add up. */
    holding(userId: number): Promise<LiveOrder[]> {
      return runPrepared(db, "orders_holding", (db) => select(db, and(eq(orders.userId, sql.placeholder("userId")), eq(orders.state, ORDER_HOLDING))), { userId });
    },
    /** The positions of every one of these users, in no particular order: a batch's, read once under its accounts' locks. */
    holdingOf(userIds: readonly number[]): Promise<LiveOrder[]> {
      return runPrepared(db, "orders_holding_of", (db) => select(db, and(sql`${orders.userId} = ANY(${slot("userIds")}::int[])`, eq(orders.state, ORDER_HOLDING))), { userIds });
    },
    /** The user's orders in these states, the latest closed first, then the newest. */
    inStates(userId: number, states: readonly OrderState[], page?: { limit: number; offset: number }): Promise<LiveOrder[]> {
      const query = select(db, and(eq(orders.userId, userId), inArray(orders.state, [...states]))).orderBy(sql`${orders.closedAt} desc nulls last`, desc(orders.id));
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },
    /** Every pending or holding order of every user (the trigger index's rebuild). */
    allLive(): Promise<LiveOrder[]> {
      return select(db, ne(orders.state, ORDER_CLOSED));
    },
  };
}
