import { modifyPending, setStops } from "#api/trading.ts";
import { receiveOrder, refreshAccount } from "#data/orders/facade.ts";
import type { ModifyPendingRequest, SetStopRequest } from "#domain/contract/trading.ts";
import { ORDER_HOLDING, type Order } from "#domain/order.ts";
import { EXPIRY_AT, EXPIRY_GTC } from "#domain/trading/expiry.ts";
import type { LineRole } from "./order-lines.ts";

export type LevelChange = { call: "set-stops"; fields: SetStopRequest } | { call: "modify-pending"; fields: ModifyPendingRequest };

/**
 * The call that moves `role`'s line of `order` to `level`, every other level and the expiry as
 * they are: a held position's stops through set_stop_price, a pending order's price or stops
 * through modify_pending.
 */
export function levelChange(order: Order, role: Exclude<LineRole, "position">, level: string): LevelChange {
  const takeProfit = role === "take-profit" ? level : order.TargetProfitPrice;
  const stopLoss = role === "stop-loss" ? level : order.TargetLossPrice;
  if (order.State === ORDER_HOLDING) return { call: "set-stops", fields: { id: order.Id, target_profit_price: takeProfit, stop_loss_price: stopLoss } };
  const expires = order.ExpireTimeHandler;
  const expiry: Pick<ModifyPendingRequest, "expiry" | "expires_at"> = expires ? { expiry: EXPIRY_AT, expires_at: Math.floor(Date.parse(expires) / 1000) } : { expiry: EXPIRY_GTC };
  return {
    call: "modify-pending",
    fields: { id: order.Id, target_price: role === "pending" ? level : order.Price, target_profit_price: takeProfit, stop_loss_price: stopLoss, ...expiry },
  };
}

/**
 * Sends a confirmed change once, with its own Idempotency-Key; the order the server answers goes
 * into the book at once and the account is asked again. A refusal is the API client's to tell.
 * True when the server took it.
 */
export async function sendLevelChange(change: LevelChange): Promise<boolean> {
  const key = crypto.randomUUID();
  try {
    receiveOrder(change.call === "set-stops" ? await setStops(change.fields, key) : await modifyPending(change.fields, key));
    return true;
  } catch {
    return false;
  } finally {
    void refreshAccount();
  }
}
