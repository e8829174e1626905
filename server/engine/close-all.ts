import type { MessageDescriptor } from "@lingui/core";
import { BULK_LOSING, BULK_PROFITABLE, type BulkCloseRequest, type BulkScope } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import { ORDER_HOLDING, type ClosedOrder } from "#domain/order.ts";
import { closingPrice } from "#domain/trading/prices.ts";
import { usdRate } from "#domain/trading/usd-rate.ts";
import type { Values } from "../i18n/translator.ts";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import type { EngineCore } from "./engine-core.ts";
import { orderReads, type LiveOrder } from "./live-order.ts";
import { keyOf } from "./order-changes.ts";
import { toClosedOrder } from "./order-wire.ts";
import { valueAt } from "./valuation.ts";

/** A position the bulk close left open, and why (translated by the caller into the user's language). */
export interface RefusedItem {
  id: number;
  descriptor: MessageDescriptor;
  values: Values;
}

export interface BulkCloseOutcome {
  closed: ClosedOrder[];
  refused: RefusedItem[];
  total_profit: string;
}

function inScope(scope: BulkScope, floating: string): boolean {
  if (scope === BULK_PROFITABLE) return dec(floating).greaterThan(0);
  if (scope === BULK_LOSING) return dec(floating).lessThan(0);
  return true;
}

/**
 * /v1/api/forex/close_all: closes the caller's positions of the scope (all, those in profit, those
 * at a loss; of one instrument when `forex_id` is given) at the market, in one call of one batch.
 * The scope is judged under the account lock at the prices the closes use. A position whose market
 * is closed or has no price stays open and is listed as refused.
 */
export function closeAll(core: EngineCore, userId: number, request: BulkCloseRequest, idempotencyKey?: string): Promise<BulkCloseOutcome> {
  return core.batched(
    userId,
    async (tx, at) => {
      const held = (await orderReads(tx.db).inStates(userId, [ORDER_HOLDING]))
        .filter((order) => request.forex_id === undefined || order.instrumentId === request.forex_id)
        .sort((a, b) => a.id - b.id);
      const outcome: BulkCloseOutcome = { closed: [], refused: [], total_profit: "0.000000" };
      let total = dec(0);
      for (const order of held) {
        const refusal = whyNot(core, order);
        if (refusal) {
          outcome.refused.push({ id: order.id, ...refusal });
          continue;
        }
        if (!inScope(request.scope, valueAt(order, core.quoteOf).profit)) continue;
        const closed = await core.actions.closePosition(tx, order, closingPrice(order.direction, core.quoteOf(order.code)!), "user", at);
        total = total.plus(closed.profit!);
        outcome.closed.push(toClosedOrder(closed));
      }
      outcome.total_profit = total.toFixed(6);
      return outcome;
    },
    keyOf(userId, "forex.close_all", idempotencyKey, request),
  );
}

function whyNot(core: EngineCore, order: LiveOrder): Omit<RefusedItem, "id"> | undefined {
  if (!core.isOpen(order.code)) return { descriptor: TRADING_MESSAGES.marketClosed, values: {} };
  if (!core.quoteOf(order.code)) return { descriptor: TRADING_MESSAGES.noPrice, values: { code: order.showCode } };
  if (!usdRate(order.quoteCurrency, core.quoteOf)) return { descriptor: TRADING_MESSAGES.noUsdRate, values: { currency: order.quoteCurrency } };
  return undefined;
}
