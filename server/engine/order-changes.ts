import type { SetStopRequest, SetTrailingRequest } from "#domain/contract/trading.ts";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, type ClosedOrder, type Order } from "#domain/order.ts";
import { closingPrice } from "#domain/trading/prices.ts";
import { and, eq } from "drizzle-orm";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { orders } from "../store/schema.ts";
import { noteLive, type AccountTx } from "./account-tx.ts";
import type { EngineCore } from "./engine-core.ts";
import { orderReads, type LiveOrder } from "./live-order.ts";
import { toClosedOrder, toWireOrder } from "./order-wire.ts";
import { checkPrecision, checkStops, levelOf } from "./order-rules.ts";
import { checkTrailing } from "./trailing-rules.ts";
import { quoteOrFail } from "./valuation.ts";

/**
 * The caller's own order, read under the account lock (a position in a batch from the positions the
 * batch read for all its accounts at once). Someone else's id gets the same answer as a
 * missing one, so ids reveal nothing. While its market is closed nothing changes, as in MT5 (no
 * trade request of any kind outside the session).
 */
export async function ownOrder(core: EngineCore, tx: AccountTx, id: number): Promise<LiveOrder> {
  const order = tx.held?.get(id) ?? (await orderReads(tx.db).own(tx.userId, id));
  if (!order) throw new DomainError("not-found", TRADING_MESSAGES.orderNotFound, { id });
  if (order.state === ORDER_CLOSED) throw new DomainError("invalid", TRADING_MESSAGES.orderClosed, { id });
  if (!core.isOpen(order.code)) throw new DomainError("invalid", TRADING_MESSAGES.marketClosed);
  return order;
}

export const keyOf = (userId: number, scope: string, key: string | undefined, params: unknown) => (key ? { userId, scope, key, params } : undefined);

/** /v1/api/forex/close: closes the caller's open position at the market (Bid for a buy, Ask for a sell). */
export function closeOrder(core: EngineCore, userId: number, id: number, idempotencyKey?: string): Promise<ClosedOrder> {
  return core.batched(
    userId,
    async (tx, at) => {
      const order = await ownOrder(core, tx, id);
      if (order.state !== ORDER_HOLDING) throw new DomainError("invalid", TRADING_MESSAGES.notHolding, { id });
      const price = closingPrice(order.direction, quoteOrFail(order.code, core.quoteOf));
      return toClosedOrder(await core.actions.closePosition(tx, order, price, "user", at));
    },
    keyOf(userId, "forex.close", idempotencyKey, { id }),
  );
}

/** /v1/api/forex/cancel_trade: cancels the caller's pending order. */
export function cancelOrder(core: EngineCore, userId: number, id: number, idempotencyKey?: string): Promise<ClosedOrder> {
  return core.batched(
    userId,
    async (tx, at) => {
      const order = await ownOrder(core, tx, id);
      if (order.state !== ORDER_PENDING) throw new DomainError("invalid", TRADING_MESSAGES.notPending, { id });
      return toClosedOrder(await core.actions.cancelPending(tx, order, "cancelled", at));
    },
    keyOf(userId, "forex.cancel", idempotencyKey, { id }),
  );
}

/**
 * /v1/api/forex/set_stop_price: sets or (empty, 0) removes the take profit and stop loss. A held
 * order's levels are checked against the price it would close at now, a pending one's against its
 * target, so no level fires at once.
 */
export function setStops(core: EngineCore, userId: number, request: SetStopRequest, idempotencyKey?: string): Promise<Order> {
  return core.batched(
    userId,
    async (tx) => {
      const order = await ownOrder(core, tx, request.id);
      const stopLoss = levelOf(request.stop_loss_price);
      const takeProfit = levelOf(request.target_profit_price);
      checkPrecision("stop_loss_price", stopLoss, order.pricePrecision);
      checkPrecision("target_profit_price", takeProfit, order.pricePrecision);
      const reference = order.state === ORDER_HOLDING ? closingPrice(order.direction, quoteOrFail(order.code, core.quoteOf)) : order.targetPrice!;
      checkStops(order.direction, reference, order.pricePrecision, { stopLoss: stopLoss ?? undefined, takeProfit: takeProfit ?? undefined });
      await tx.db
        .update(orders)
        .set({ stopLoss, takeProfit })
        .where(and(eq(orders.id, order.id), eq(orders.userId, userId)));
      const changed: LiveOrder = { ...order, stopLoss, takeProfit };
      noteLive(tx, changed);
      return toWireOrder(changed, core.quoteOf);
    },
    keyOf(userId, "forex.set_stop", idempotencyKey, request),
  );
}

/**
 * /v1/api/forex/set_trailing_stop: sets, changes or (distance 0) removes a held position's trailing
 * stop. The stop loss is left where it is: the market leader's next tick moves it once the position
 * is the distance in profit.
 */
export function setTrailing(core: EngineCore, userId: number, request: SetTrailingRequest, idempotencyKey?: string): Promise<Order> {
  return core.batched(
    userId,
    async (tx) => {
      const order = await ownOrder(core, tx, request.id);
      if (order.state !== ORDER_HOLDING) throw new DomainError("invalid", TRADING_MESSAGES.notHolding, { id: request.id });
      const trailing = request.trailing_points === 0 ? null : { points: request.trailing_points, step: request.trailing_step ?? 0 };
      if (trailing) checkTrailing(trailing, order.pricePrecision);
      const changed: LiveOrder = { ...order, trailingPoints: trailing?.points ?? null, trailingStep: trailing?.step ?? null };
      await tx.db
        .update(orders)
        .set({ trailingPoints: changed.trailingPoints, trailingStep: changed.trailingStep })
        .where(and(eq(orders.id, order.id), eq(orders.userId, userId)));
      noteLive(tx, changed);
      return toWireOrder(changed, core.quoteOf);
    },
    keyOf(userId, "forex.set_trailing", idempotencyKey, request),
  );
}
