/**
 * The reads the quotes list, the chart and the alerts form need first, apart from the route table
 * so that the page's first script can name them without loading the table's schemas.
 */
export const TRADE_LIST_PATH = "/v1/api/forex/trade_list";
export const CATEGORIES_PATH = "/v1/api/forex/getCategories";

/** The pages that ask for the trade list as they open. */
export const FIRST_SCREEN_LIST_PAGES: ReadonlySet<string> = new Set(["/", "/trade", "/alerts"]);
