import type { Quote } from "../../../src/domain/instrument.ts";
import { ORDER_HOLDING, ORDER_PENDING } from "../../../src/domain/order.ts";
import { pendingFillPrice, pendingFills, type PendingKind } from "../../../src/domain/trading/pending.ts";
import { stopFillPrice, stopTriggered, type StopLevels } from "../../../src/domain/trading/stops.ts";
import type { AccountTx } from "../account-tx.ts";
import { orderReads, type LiveOrder } from "../live-order.ts";
import type { OrderActions } from "../order-actions.ts";
import { stopOut, type StopOutDeps } from "../risk/stop-out.ts";
import type { TriggerExecutor } from "./tick-evaluator.ts";

export interface ExecutorDeps extends StopOutDeps {
  actions: Pick<OrderActions, "fillPending" | "closePosition">;
  /** Runs `work` in a transaction holding the account's lock; the engine announces the changes after commit. */
  withAccount<T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>): Promise<T>;
}

/**
 * The database side of the triggers. The index found the order with floats; here, under the account
 * lock, on the order as stored now and the quote that reached it, the rule is decided again in
 * decimals (an order closed, filled or amended meanwhile does nothing) before money moves.
 */
export function createTriggerExecutor(deps: ExecutorDeps): TriggerExecutor {
  const act = async (tx: AccountTx, order: LiveOrder, quote: Quote, at: Date): Promise<void> => {
    if (order.state === ORDER_PENDING) {
      const kind = order.kind as PendingKind;
      if (pendingFills(order.direction, kind, order.targetPrice!, quote)) {
        await deps.actions.fillPending(tx, order, pendingFillPrice(order.direction, kind, order.targetPrice!, quote), at);
      }
      return;
    }
    if (order.state !== ORDER_HOLDING) return;
    const levels: StopLevels = { stopLoss: order.stopLoss ?? "", takeProfit: order.takeProfit ?? "" };
    const reason = stopTriggered(order.direction, levels, quote);
    if (reason) await deps.actions.closePosition(tx, order, stopFillPrice(order.direction, reason, levels, quote), reason, at);
  };

  return {
    execute: (due, quote) =>
      deps.withAccount(due.userId, async (tx, at) => {
        if (!deps.isOpen(quote.Code)) return;
        const order = await orderReads(tx.db).own(due.userId, due.order.id);
        if (order) await act(tx, order, quote, at);
      }),
    async stopOut(userId) {
      await deps.withAccount(userId, (tx, at) => stopOut(tx, at, deps));
    },
  };
}
