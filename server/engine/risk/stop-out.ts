import { ORDER_HOLDING } from "#domain/order.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { AccountTx } from "../account-tx.ts";
import { orderReads } from "../live-order.ts";
import type { OrderActions } from "../order-actions.ts";
import { exactMarginLevel, positionValues, worstLoser } from "./position-values.ts";

export interface StopOutDeps {
  actions: Pick<OrderActions, "closePosition">;
  quoteOf: QuoteLookup;
  /** Whether the instrument's market is open now: a closed market closes nothing. */
  isOpen(code: string): boolean;
  /** Percent. */
  stopOutLevel: number;
}

/**
 * Inside the account's transaction, on the balance and positions read under its lock: while the
 * margin level is below the stop-out level, closes the position with the largest loss at the live
 * price and looks again. Returns how many it closed.
 */
export async function stopOut(tx: AccountTx, at: Date, { actions, quoteOf, isOpen, stopOutLevel }: StopOutDeps): Promise<number> {
  let closed = 0;
  for (;;) {
    const held = await orderReads(tx.db).inStates(tx.userId, [ORDER_HOLDING]);
    const values = positionValues(held, quoteOf);
    const level = values && exactMarginLevel(tx.balance, values);
    if (!values || !level || level.greaterThanOrEqualTo(stopOutLevel)) return closed;
    const worst = worstLoser(values, isOpen);
    if (!worst) return closed;
    await actions.closePosition(tx, worst.order, worst.price, "stop-out", at);
    closed++;
  }
}
