import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import type { LanguageCode } from "#domain/locales.ts";
import type { Period, SessionKind } from "#domain/instrument.ts";
import type { SwapMode } from "#domain/trading/swap-modes.ts";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  /** Stable key of the category ("forex"), independent of its display names. */
  slug: text("slug").notNull().unique(),
  /** Display name in each of the 15 languages. */
  names: jsonb("names").$type<Record<LanguageCode, string>>().notNull(),
  sortOrder: integer("sort_order").notNull(),
});

export const instruments = pgTable(
  "instruments",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    showCode: text("show_code").notNull(),
    name: text("name").notNull(),
    /** File name under /logos/. */
    logo: text("logo").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    pricePrecision: smallint("price_precision").notNull(),
    /** Lot step. */
    pip: numeric("pip").notNull(),
    /** Units per lot. */
    contractSize: numeric("contract_size").notNull(),
    /** Minimum lots. */
    minLots: numeric("min_lots").notNull(),
    /** Handling fee as a share of the margin (trade_fee_type 2). */
    feeRate: numeric("fee_rate").notNull(),
    /** Handling fee in USD per lot (trade_fee_type 1). */
    feePerLot: numeric("fee_per_lot").notNull(),
    /** 1 = fixed margin. */
    marginMode: smallint("margin_mode").notNull(),
    /** Leverage options; empty means none configured, so the instrument cannot be traded. */
    leverageOptions: integer("leverage_options").array().notNull().default(sql`'{}'::integer[]`),
    quoteCurrency: text("quote_currency").notNull(),
    session: text("session").$type<SessionKind>().notNull(),
    /** Ask minus Bid in points on a liquid session (see the seed). */
    spreadPoints: integer("spread_points").notNull().default(0),
    /** Where the simulator's history starts. */
    basePrice: numeric("base_price").notNull(),
    /** Typical daily move as a fraction of price; a model parameter, not money. */
    dailyVolatility: doublePrecision("daily_volatility").notNull(),
    sortOrder: integer("sort_order").notNull(),
    /** How the swap rates read: points a night or percent a year (src/domain/trading/swap.ts). */
    swapMode: text("swap_mode").$type<SwapMode>().notNull().default("points"),
    /** Swap rate of a buy and of a sell; negative charges the holder. */
    swapLong: numeric("swap_long").notNull().default("0"),
    swapShort: numeric("swap_short").notNull().default("0"),
    /** Weekday (0 Sunday) whose rollover charges three nights. */
    swapTripleDay: smallint("swap_triple_day").notNull().default(3),
  },
  (t) => [index("instruments_category_idx").on(t.categoryId, t.sortOrder)],
);

/**
 * No foreign key to instruments on purpose: the first start loads a million and more rows, and a
 * per-row key check doubles that load time. Candles are only written for catalog instruments.
 */
export const candles = pgTable(
  "candles",
  {
    instrumentId: integer("instrument_id").notNull(),
    period: text("period").$type<Period>().notNull(),
    /** Bucket start, seconds since epoch (UTC). */
    time: bigint("time", { mode: "number" }).notNull(),
    open: numeric("open").notNull(),
    high: numeric("high").notNull(),
    low: numeric("low").notNull(),
    close: numeric("close").notNull(),
    volume: numeric("volume").notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.period, t.time] })],
);
