import { dec, type Dec } from "#domain/decimal.ts";
import { feeRateFor } from "#domain/fee.ts";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, type CloseReason, type OrderState } from "#domain/order.ts";
import { orderCost, type OrderCost } from "#domain/trading/order-cost.ts";
import { lotsLeft, splitByLots } from "#domain/trading/partial-close.ts";
import { profit } from "#domain/trading/profit.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import { noteGone, noteLive, post, type AccountTx } from "./account-tx.ts";
import { orderReads, type LiveOrder } from "./live-order.ts";
import { insertOrder, moveOrder, staleOrder } from "./order-writes.ts";
import { holdings, rateOf } from "./valuation.ts";

export interface OrderActionDeps {
  quoteOf: QuoteLookup;
  /** trade_fee_type: 1 per lot, otherwise a share of the margin. */
  feeType: number;
}

export interface Headroom {
  /** Equity − used margin, valued at live prices (USD). */
  available: Dec;
  /** Margin + fee the order needs (USD). */
  needed: Dec;
  cost: OrderCost;
}

/**
 * The actions both the user's calls and the triggers take. Each runs inside an AccountTx (the
 * account row locked) on an order read under that lock, records what changed in the journal, and
 * books every balance change as a ledger row in the same transaction.
 */
export function createOrderActions({ quoteOf, feeType }: OrderActionDeps) {
  /** Margin and fee of `order` opening at `price`, and whether the account's free margin covers them. */
  async function headroom(tx: AccountTx, order: Pick<LiveOrder, "lots" | "units" | "leverage" | "marginMode" | "feeRate" | "feePerLot" | "quoteCurrency">, price: string): Promise<Headroom> {
    const cost = orderCost({
      lots: order.lots,
      units: order.units,
      price,
      leverage: order.leverage,
      marginMode: order.marginMode,
      feeType,
      feeRate: feeRateFor(feeType, order),
      usdRate: rateOf(order.quoteCurrency, quoteOf),
    });
    const held = tx.held ? [...tx.held.values()] : await orderReads(tx.db).holding(tx.userId);
    const { floatingProfit, usedMargin } = holdings(held, quoteOf);
    const available = dec(tx.balance).plus(floatingProfit).minus(usedMargin);
    return { available, needed: dec(cost.margin).plus(cost.fee), cost };
  }

  function expectState(order: LiveOrder, state: OrderState): void {
    if (order.state !== state) throw staleOrder(order, state);
  }

  async function chargeFee(tx: AccountTx, orderId: number, fee: string, at: Date): Promise<void> {
    if (!dec(fee).isZero()) await post(tx, { value: dec(fee).negated(), memo: "trade_fee", orderId, at });
  }

  async function cancelPending(tx: AccountTx, order: LiveOrder, reason: CloseReason, at: Date): Promise<LiveOrder> {
    expectState(order, ORDER_PENDING);
    const cancelled = await moveOrder(tx, order, ORDER_PENDING, { state: ORDER_CLOSED, closeReason: reason, closedAt: at, profit: "0" });
    noteGone(tx, cancelled);
    return cancelled;
  }

  /**
   * Fills a pending order at `price`: margin is checked again against the account as it is now;
   * an order that no longer fits is cancelled with reason no-margin. The fee is a ledger row.
   */
  async function fillPending(tx: AccountTx, order: LiveOrder, price: string, at: Date): Promise<LiveOrder> {
    expectState(order, ORDER_PENDING);
    const room = await headroom(tx, order, price);
    if (room.needed.greaterThan(room.available)) return cancelPending(tx, order, "no-margin", at);
    const filled = await moveOrder(tx, order, ORDER_PENDING, { state: ORDER_HOLDING, openPrice: price, margin: room.cost.margin, fee: room.cost.fee, openedAt: at });
    await chargeFee(tx, order.id, room.cost.fee, at);
    noteLive(tx, filled);
    return filled;
  }

  /**
   * Closes a holding position at `price`: the realised profit is a ledger row, and a balance left
   * below zero is written back to zero by a ledger row of its own (negative balance protection).
   */
  async function closePosition(tx: AccountTx, order: LiveOrder, price: string, reason: CloseReason, at: Date): Promise<LiveOrder> {
    expectState(order, ORDER_HOLDING);
    const realised = profit({
      direction: order.direction,
      openPrice: order.openPrice!,
      price,
      lots: order.lots,
      units: order.units,
      usdRate: rateOf(order.quoteCurrency, quoteOf),
    });
    const closed = await moveOrder(tx, order, ORDER_HOLDING, { state: ORDER_CLOSED, closePrice: price, profit: realised, closeReason: reason, closedAt: at });
    await bookResult(tx, order.id, realised, at);
    noteGone(tx, closed);
    return closed;
  }

  /** Books a realised result; a balance left below zero is written back to zero by a row of its own. */
  async function bookResult(tx: AccountTx, orderId: number, realised: string, at: Date): Promise<void> {
    const amount = dec(realised);
    if (amount.isZero()) return;
    const balance = await post(tx, { value: amount, memo: amount.isPositive() ? "trade_profit" : "trade_loss", orderId, at });
    if (dec(balance).isNegative()) await post(tx, { value: dec(balance).negated(), memo: "negative_balance_reset", orderId, at });
  }

  /**
   * Closes `part` of a holding position's lots at `price` (all of them closes it whole). The part
   * becomes a closed order of its own with its share of the margin and the opening fee, its result
   * booked; the position keeps its id, levels and the rest of its lots, margin and fee.
   */
  async function closePart(tx: AccountTx, order: LiveOrder, part: string, price: string, at: Date): Promise<LiveOrder> {
    expectState(order, ORDER_HOLDING);
    if (dec(part).equals(order.lots)) return closePosition(tx, order, price, "user", at);
    const realised = profit({ direction: order.direction, openPrice: order.openPrice!, price, lots: part, units: order.units, usdRate: rateOf(order.quoteCurrency, quoteOf) });
    const margin = splitByLots(order.margin, part, order.lots);
    const fee = splitByLots(order.fee, part, order.lots);
    const rest = await moveOrder(tx, order, ORDER_HOLDING, { lots: lotsLeft(order.lots, part), margin: margin.rest, fee: fee.rest });
    const closedPart = { ...order, state: ORDER_CLOSED, lots: part, margin: margin.part, fee: fee.part, closePrice: price, profit: realised, closeReason: "user", closedAt: at } satisfies LiveOrder;
    const id = await insertOrder(tx, closedPart);
    await bookResult(tx, id, realised, at);
    noteLive(tx, rest);
    const closed: LiveOrder = { ...closedPart, id };
    noteGone(tx, closed);
    return closed;
  }

  return { headroom, chargeFee, fillPending, closePosition, closePart, cancelPending };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
