/** The one drizzle schema: the catalog and candles, the accounts, the trading book, identity, the back office, deposits, withdrawals, news, companies, alerts, second factors, known browsers, acceptances, favourites and passkeys. */
export * from "./schema-catalog.ts";
export * from "./schema-accounts.ts";
export * from "./schema-trading.ts";
export * from "./schema-back-office.ts";
export * from "./schema-identity.ts";
export * from "./schema-funds.ts";
export * from "./schema-withdraw.ts";
export * from "./schema-news.ts";
export * from "./schema-company.ts";
export * from "./schema-push.ts";
export * from "./schema-alerts.ts";
export * from "./schema-factors.ts";
export * from "./schema-devices.ts";
export * from "./schema-favourites.ts";
export * from "./schema-passkeys.ts";
