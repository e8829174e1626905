import { useEffect, useMemo } from "react";
import { useSnapshot } from "valtio";
import { myDeal } from "#api/reads/trading.ts";
import { ORDER_HOLDING, ORDER_PENDING, type Order, type OrderState } from "#domain/order.ts";
import { TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { liveOrders } from "./live-orders.ts";
import { receiveOrderList } from "./orders-feed.ts";
import { useLiveTopic } from "../market/use-live.ts";

export interface LiveOrders {
  /** Open positions, newest first. */
  holding: Order[];
  /** Pending orders, newest first. */
  pending: Order[];
  /** When these were last known true (ms since epoch); null while nothing is known. */
  asOf: number | null;
}

const newestFirst = (a: Order, b: Order) => b.Id - a.Id;

/** Every page of one my_deal state, so a list replaces the book's orders of that state whole. */
async function listAll(status: OrderState): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page++) {
    const answer = await myDeal({ status, page }, { silent: true });
    orders.push(...answer.data);
    if (answer.data.length === 0 || orders.length >= answer.total) return orders;
  }
}

async function reloadState(status: OrderState): Promise<void> {
  const requestedAt = Date.now();
  receiveOrderList(status, await listAll(status), requestedAt);
}

/** The lists under way: views mounting together (/order's list and its account card) share them. */
let reloading: Promise<void> | undefined;

/**
 * Asks the server for the open and pending orders when a view mounts. A failure keeps what is
 * shown: offline the last known book stays.
 */
function reloadOnMount(): Promise<void> {
  reloading ??= Promise.all([reloadState(ORDER_HOLDING), reloadState(ORDER_PENDING)]).then(
    () => void (reloading = undefined),
    () => void (reloading = undefined),
  );
  return reloading;
}

/**
 * The signed-in user's open positions and pending orders, live: the socket's FOREX_TRADE updates
 * (live price and profit) and FOREX_CLOSED removals, over the book the device kept (shown with its
 * time on a reload or offline) and the server's list asked for when a view mounts.
 */
export function useLiveOrders(): LiveOrders {
  useLiveTopic(TOPIC_FOREX_TRADE);
  useLiveTopic(TOPIC_FOREX_CLOSED);
  useEffect(() => {
    void reloadOnMount();
  }, []);
  const { orders, asOf } = useSnapshot(liveOrders);
  return useMemo(() => {
    const all = (Object.values(orders) as Order[]).sort(newestFirst);
    return { holding: all.filter((o) => o.State === ORDER_HOLDING), pending: all.filter((o) => o.State === ORDER_PENDING), asOf };
  }, [orders, asOf]);
}
