import type { ModifyPendingRequest } from "#domain/contract/trading.ts";
import { ORDER_PENDING, type Order } from "#domain/order.ts";
import type { PendingKind } from "#domain/trading/pending.ts";
import { and, eq } from "drizzle-orm";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { orders } from "../store/schema.ts";
import { noteLive } from "./account-tx.ts";
import type { EngineCore } from "./engine-core.ts";
import type { LiveOrder } from "./live-order.ts";
import { keyOf, ownOrder } from "./order-changes.ts";
import { checkPrecision, checkStops, levelOf } from "./order-rules.ts";
import { toWireOrder } from "./order-wire.ts";
import { checkPendingSide, checkRoom, expiryTime } from "./pending-rules.ts";
import { quoteOrFail } from "./valuation.ts";

/**
 * /v1/api/forex/modify_pending: a pending order's price, stop loss, take profit and expiry, with the
 * rules of submit: the price in the instrument's precision and on its kind's side of the market, the
 * levels on the right side of the new price, the margin it would need covered, an expiry to come.
 */
export function modifyPending(core: EngineCore, userId: number, request: ModifyPendingRequest, idempotencyKey?: string): Promise<Order> {
  return core.batched(
    userId,
    async (tx, at) => {
      const order = await ownOrder(core, tx, request.id);
      if (order.state !== ORDER_PENDING) throw new DomainError("invalid", TRADING_MESSAGES.notPending, { id: request.id });
      const target = levelOf(request.target_price);
      if (target === null) throw new DomainError("invalid", TRADING_MESSAGES.pendingNeedsPrice);
      const stopLoss = levelOf(request.stop_loss_price);
      const takeProfit = levelOf(request.target_profit_price);
      checkPrecision("target_price", target, order.pricePrecision);
      checkPrecision("stop_loss_price", stopLoss, order.pricePrecision);
      checkPrecision("target_profit_price", takeProfit, order.pricePrecision);
      checkPendingSide(order.direction, order.kind as PendingKind, target, quoteOrFail(order.code, core.quoteOf), order.pricePrecision);
      checkStops(order.direction, target, order.pricePrecision, { stopLoss: stopLoss ?? undefined, takeProfit: takeProfit ?? undefined });
      const expiresAt = expiryTime(request.expiry, request.expires_at, at.getTime());
      checkRoom(await core.actions.headroom(tx, order, target));
      const changes = { targetPrice: target, stopLoss, takeProfit, expiresAt };
      await tx.db
        .update(orders)
        .set(changes)
        .where(and(eq(orders.id, order.id), eq(orders.userId, userId)));
      const changed: LiveOrder = { ...order, ...changes };
      noteLive(tx, changed);
      return toWireOrder(changed, core.quoteOf);
    },
    keyOf(userId, "forex.modify_pending", idempotencyKey, request),
  );
}
