import type { Quote } from "#domain/instrument.ts";
import { ORDER_HOLDING, ORDER_PENDING } from "#domain/order.ts";
import { pendingFillPrice, pendingFills, type PendingKind } from "#domain/trading/pending.ts";
import { stopFillPrice, stopTriggered, type StopLevels } from "#domain/trading/stops.ts";
import type { AccountTx } from "../account-tx.ts";
import type { Db } from "#server/store/db.ts";
import type { LiveOrder } from "../live-order.ts";
import type { OrderActions } from "../order-actions.ts";
import { stopOut, type StopOutDeps } from "../risk/stop-out.ts";
import type { TriggerExecutor } from "./tick-evaluator.ts";
import { trailStop } from "./trailing-move.ts";

export interface ExecutorDeps extends StopOutDeps {
  actions: Pick<OrderActions, "fillPending" | "closePosition">;
  /** The user's order as stored now, read inside the account's transaction. */
  ownOrder(db: Db, userId: number, id: number): Promise<LiveOrder | undefined>;
  /** Runs `work` in a transaction holding the account's lock; the engine announces the changes after commit. */
  withAccount<T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>): Promise<T>;
  /** Hears each committed move of a trailing stop. */
  onTrailed?(userId: number, order: LiveOrder): void;
}

/**
 * The database side of the triggers. The index found the order with floats; here, under the account
 * lock, on the order as stored now and the quote that reached it, the rule is decided again in
 * decimals (an order closed, filled or amended meanwhile does nothing) before money moves.
 */
export function createTriggerExecutor(deps: ExecutorDeps): TriggerExecutor {
  /**
   * Closes a position whose stop loss or take profit the tick reached, and says whether it did. A
   * take profit across a gap fills at its own price, short of the market: the account then holds
   * less than the tick valued it at (the leg of a hedge that carried the other one), so the caller
   * judges its level again at once.
   */
  const closeAtLevel = async (tx: AccountTx, order: LiveOrder, quote: Quote, at: Date, openedOnThisQuote = false): Promise<boolean> => {
    const levels: StopLevels = { stopLoss: order.stopLoss ?? "", takeProfit: order.takeProfit ?? "" };
    const reason = stopTriggered(order.direction, levels, quote);
    if (!reason) return false;
    await deps.actions.closePosition(tx, order, stopFillPrice(order.direction, reason, levels, quote, openedOnThisQuote), reason, at);
    return true;
  };

  /**
   * A pending order the tick filled is judged at once against the same tick: a gap may have carried
   * the price past its stop loss too, or left the account below the stop-out level, and no later
   * tick may come for a while (a closed session, a quiet market).
   */
  const fill = async (tx: AccountTx, order: LiveOrder, quote: Quote, at: Date): Promise<void> => {
    const kind = order.kind as PendingKind;
    if (!pendingFills(order.direction, kind, order.targetPrice!, quote)) return;
    const filled = await deps.actions.fillPending(tx, order, pendingFillPrice(order.direction, kind, order.targetPrice!, quote), at);
    if (filled.state !== ORDER_HOLDING) return;
    await closeAtLevel(tx, filled, quote, at, true);
    await stopOut(tx, at, deps);
  };

  /** A held position the tick reached: closed at its SL or TP, or else its trailing stop moved. */
  const hold = async (tx: AccountTx, order: LiveOrder, quote: Quote, at: Date): Promise<LiveOrder | undefined> => {
    if (!(await closeAtLevel(tx, order, quote, at))) return trailStop(tx, order, quote);
    await stopOut(tx, at, deps);
    return undefined;
  };

  return {
    async execute(due, quote) {
      const trailed = await deps.withAccount(due.userId, async (tx, at) => {
        if (!deps.isOpen(quote.Code)) return undefined;
        const order = await deps.ownOrder(tx.db, due.userId, due.order.id);
        if (order?.state === ORDER_PENDING) await fill(tx, order, quote, at);
        else if (order?.state === ORDER_HOLDING) return hold(tx, order, quote, at);
        return undefined;
      });
      if (trailed) deps.onTrailed?.(due.userId, trailed);
    },
    async stopOut(userId) {
      await deps.withAccount(userId, (tx, at) => stopOut(tx, at, deps));
    },
  };
}
