/**
 * The orders' data door (/order, /trade, /mine/history): the user's orders and account, live.
 * Apart from the market's door so that its code (decimal math, the trading calls) loads with
 * those screens and never with home.
 */
export { useLiveOrders, type LiveOrders } from "./use-live-orders.ts";
export { receiveOrder } from "./orders-feed.ts";
export { useAccountFigures, refreshAccount } from "./use-account-figures.ts";
export { useKeptBalance, type KeptBalance } from "./use-kept-balance.ts";
export { useOrderHistory, useAccountLog } from "./use-order-history.ts";
export { liveQuoteLookup } from "./quote-lookup.ts";
export { useStatement, type Statement } from "./use-statement.ts";
