import { useCallback, useEffect, useState } from "react";
import { myDeal } from "../api/trading.ts";
import { ORDER_HOLDING, ORDER_PENDING, type Order } from "../domain/order.ts";

export interface MyOrders {
  holding: readonly Order[];
  pending: readonly Order[];
}

const NONE: MyOrders = { holding: [], pending: [] };
/** Enough for any real book; a runaway total never turns into endless calls. */
const MAX_PAGES = 25;

async function allOf(status: typeof ORDER_HOLDING | typeof ORDER_PENDING, signal: AbortSignal): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await myDeal({ status, page }, { silent: true, signal });
    orders.push(...(list.data as Order[]));
    if (list.data.length === 0 || orders.length >= list.total) break;
  }
  return orders;
}

/**
 * The signed-in user's open positions and pending orders from my_deal, asked for while `enabled`
 * and again on `reload` (after an order is placed).
 */
export function useMyOrders(enabled: boolean): MyOrders & { reload: () => void } {
  const [orders, setOrders] = useState<MyOrders>(NONE);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    Promise.all([allOf(ORDER_HOLDING, controller.signal), allOf(ORDER_PENDING, controller.signal)]).then(
      ([holding, pending]) => setOrders({ holding, pending }),
      () => {
        // Unreadable now: the lines drawn last stay until the next answer.
      },
    );
    return () => controller.abort();
  }, [enabled, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { ...(enabled ? orders : NONE), reload };
}
