import { cancelOrder, closeAll, closeOrder, closePart, modifyPending, setStops, setTrailing } from "#api/trading.ts";
import { receiveOrder, refreshAccount } from "#data/orders/facade.ts";
import type { BulkCloseRequest, ModifyPendingRequest } from "#domain/contract/trading.ts";
import type { BulkCloseResult, ClosedOrder, Order } from "#domain/order.ts";

/**
 * Runs one confirmed action with its own Idempotency-Key; the order the server answers goes into
 * the book at once (a refusal may mean it had already gone, which the socket tells). The account
 * is asked again either way. The API client shows the server's message. True when the
 * server took it.
 */
async function confirmed(call: (idempotencyKey: string) => Promise<Order | ClosedOrder>): Promise<boolean> {
  try {
    receiveOrder(await call(crypto.randomUUID()));
    return true;
  } catch {
    return false;
  } finally {
    void refreshAccount();
  }
}

export const closePosition = (order: Order) => confirmed((key) => closeOrder(order.Id, key));

export const cancelPending = (order: Order) => confirmed((key) => cancelOrder(order.Id, key));

export const saveStops = (order: Order, takeProfit: string, stopLoss: string) =>
  confirmed((key) => setStops({ id: order.Id, target_profit_price: takeProfit, stop_loss_price: stopLoss }, key));

/** Points 0 removes the trailing stop. */
export const saveTrailing = (order: Order, points: number, step: number) =>
  confirmed((key) => setTrailing({ id: order.Id, trailing_points: points, trailing_step: step }, key));

export const closePartOf = (order: Order, lots: string) => confirmed((key) => closePart({ id: order.Id, cont: lots }, key));

export const changePending = (fields: ModifyPendingRequest) => confirmed((key) => modifyPending(fields, key));

/**
 * Closes the positions of one scope (of the account or one instrument) in one call: each closed one
 * goes into the book, and the answer is returned for the screen to list what closed and what the
 * server kept open; undefined when the call failed (the API client has shown the server's message).
 */
export async function closeTogether(fields: BulkCloseRequest): Promise<BulkCloseResult | undefined> {
  try {
    const result = await closeAll(fields, crypto.randomUUID());
    for (const order of result.closed) receiveOrder(order);
    return result;
  } catch {
    return undefined;
  } finally {
    void refreshAccount();
  }
}
