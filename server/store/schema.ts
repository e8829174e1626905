/** The one drizzle schema, in three parts: the catalog and candles, the accounts, the trading book. */
export * from "./schema-catalog.ts";
export * from "./schema-accounts.ts";
export * from "./schema-trading.ts";
