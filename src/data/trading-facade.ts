/**
 * The data door of the trading screens: account figures, the user's orders and live quotes for
 * order math. Kept apart from facade.ts, which the home route loads first: re-exported there, these
 * modules would land in the home route's first chunk, which has no use for them.
 */
export { useAccountDetail } from "./use-account-detail.ts";
export { useMyOrders, type MyOrders } from "./use-my-orders.ts";
export { liveQuoteLookup } from "./quote-lookup.ts";
