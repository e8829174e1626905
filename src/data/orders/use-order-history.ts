import { accountLog, myDeal } from "#api/reads/trading.ts";
import { ORDER_CLOSED, type AccountLogEntry, type ClosedOrder } from "#domain/order.ts";
import { usePaged, type Page, type Paged } from "../use-paged.ts";

const historyPage = (page: number) => myDeal({ status: ORDER_CLOSED, page }) as Promise<Page<ClosedOrder>>;
const ledgerPage = (page: number) => accountLog({ page });

/** The user's closed and cancelled orders, newest first, a page at a time (order tab 3). */
export function useOrderHistory(): Paged<ClosedOrder> {
  return usePaged(historyPage);
}

/** The account's ledger (/mine/history), newest first, a page at a time. */
export function useAccountLog(): Paged<AccountLogEntry> {
  return usePaged(ledgerPage);
}
