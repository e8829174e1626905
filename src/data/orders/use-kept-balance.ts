import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { liveOrders } from "./live-orders.ts";
import { refreshAccount } from "./use-account-figures.ts";

export interface KeptBalance {
  balance: string;
  /** When the account was last known true (ms since epoch). */
  asOf: number;
}

/**
 * The balance as the device last knew it: the account figures kept with the orders (read back
 * from the device's copy on a reload), and their time. Undefined while none is kept. The account is
 * asked for once as the view opens, so the device keeps a fresh copy for a later offline visit.
 */
export function useKeptBalance(): KeptBalance | undefined {
  useEffect(() => void refreshAccount(), []);
  const { account, asOf } = useSnapshot(liveOrders);
  return account && asOf !== null ? { balance: account.balance, asOf } : undefined;
}
