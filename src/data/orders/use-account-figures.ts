import { useEffect, useMemo } from "react";
import { useSnapshot } from "valtio";
import { accountDetail } from "#api/reads/trading.ts";
import type { AccountDetail, ShownAccount } from "#domain/order.ts";
import { liveOrders } from "./live-orders.ts";
import { liveAccountDetail } from "./account-figures-live.ts";
import { receiveAccountDetail } from "./orders-feed.ts";
import { useLiveOrders } from "./use-live-orders.ts";

let asking: Promise<void> | undefined;
let askAgain = false;

/** One request at a time however many views ask; a change meanwhile asks once more after it. */
export function refreshAccount(): Promise<void> {
  if (asking) {
    askAgain = true;
    return asking;
  }
  asking = accountDetail({ silent: true })
    .then(receiveAccountDetail, () => {})
    .finally(() => {
      asking = undefined;
      if (askAgain) {
        askAgain = false;
        void refreshAccount();
      }
    });
  return asking;
}

/**
 * The trading account, live: the balance as the server last said (asked again
 * whenever an order opens, fills, closes or is cancelled), the other figures recomputed from the
 * open positions' live profit. Undefined until the server (or the device's copy) answered.
 */
export function useAccountFigures(): ShownAccount | undefined {
  const { holding, asOf } = useLiveOrders();
  const { account, bookVersion } = useSnapshot(liveOrders);
  useEffect(() => void refreshAccount(), [bookVersion]);
  return useMemo(() => {
    if (!account) return undefined;
    // Before the positions are known the server's own figures are the best there are.
    return asOf === null ? (account as AccountDetail) : liveAccountDetail(account as AccountDetail, holding);
  }, [account, holding, asOf]);
}
