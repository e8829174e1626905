import { sql } from "drizzle-orm";
import { at, money } from "./columns.ts";
import { check, index, integer, numeric, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { CloseReason, OrderDirection, OrderKind, OrderState } from "#domain/order.ts";
import { instruments } from "./schema-catalog.ts";
import { users } from "./schema-accounts.ts";


/**
 * Every order of every user: pending (state 0), holding (1), closed or cancelled (3). Prices are
 * stored as the feed wrote them; margin, fee and profit in USD.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    instrumentId: integer("instrument_id")
      .notNull()
      .references(() => instruments.id),
    /** 1 buy, 2 sell. */
    direction: smallint("direction").$type<OrderDirection>().notNull(),
    /** 0 market, 1 limit, 2 stop: how the order enters the market. */
    kind: smallint("kind").$type<OrderKind>().notNull(),
    state: smallint("state").$type<OrderState>().notNull(),
    lots: numeric("lots").notNull(),
    leverage: integer("leverage").notNull(),
    /** The price a pending order waits for; null for a market order. */
    targetPrice: numeric("target_price"),
    /** Fill price; null while pending. */
    openPrice: numeric("open_price"),
    /** Margin held while open (USD), set at fill. */
    margin: money("margin").notNull().default("0"),
    /** Fee charged at fill (USD). */
    fee: money("fee").notNull().default("0"),
    stopLoss: numeric("stop_loss"),
    takeProfit: numeric("take_profit"),
    /** A held position's trailing stop distance in points (10^-price precision); null when it has none. */
    trailingPoints: integer("trailing_points"),
    /** The least move of the trailing stop, in points; 0 moves it by any whole point. */
    trailingStep: integer("trailing_step"),
    closePrice: numeric("close_price"),
    /** Realised profit in USD once closed. */
    profit: money("profit"),
    closeReason: text("close_reason").$type<CloseReason>(),
    /** Swap booked to the balance while holding (USD, signed as it moved the balance). */
    swap: money("swap").notNull().default("0"),
    /** The last rollover day ("2026-11-25") that charged this position: a rollover charges it once. */
    swapDay: text("swap_day"),
    createdAt: at("created_at").notNull(),
    openedAt: at("opened_at"),
    closedAt: at("closed_at"),
    /** When a pending order is cancelled unfilled; null: good till cancelled. */
    expiresAt: at("expires_at"),
  },
  (t) => [
    index("orders_user_state_idx").on(t.userId, t.state, t.id),
    // The trigger index is rebuilt at start from the live orders only.
    index("orders_live_idx")
      .on(t.instrumentId)
      .where(sql`${t.state} <> 3`),
    check("orders_lots_positive", sql`${t.lots} > 0`),
    // The expiry sweeper looks for the pending orders whose time has come.
    index("orders_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.state} = 0 and ${t.expiresAt} is not null`),
  ],
);

/** Every rollover that has run to its end, so a new leader knows what is left to do. */
export const swapRollovers = pgTable("swap_rollovers", {
  day: text("day").primaryKey(),
  positions: integer("positions").notNull(),
  finishedAt: at("finished_at").notNull(),
});
