import { cancelOrder, closeOrder, setStops } from "../../api/trading.ts";
import { refreshAccount, reloadOrders } from "../../data/trading-facade.ts";
import type { Order } from "../../domain/order.ts";

/**
 * Runs one confirmed action with its own Idempotency-Key, then reloads the list and the account,
 * whether it worked or not: a refusal may mean the order had already gone. The API client shows
 * the server's message either way. True when the server took it.
 */
async function confirmed(call: (idempotencyKey: string) => Promise<unknown>): Promise<boolean> {
  try {
    await call(crypto.randomUUID());
    return true;
  } catch {
    return false;
  } finally {
    void reloadOrders();
    void refreshAccount();
  }
}

export const closePosition = (order: Order) => confirmed((key) => closeOrder(order.Id, key));

export const cancelPending = (order: Order) => confirmed((key) => cancelOrder(order.Id, key));

export const saveStops = (order: Order, takeProfit: string, stopLoss: string) =>
  confirmed((key) => setStops({ id: order.Id, target_profit_price: takeProfit, stop_loss_price: stopLoss }, key));
