import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { dec, type Dec } from "#domain/decimal.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { KIND_LIMIT, ORDER_BUY, ORDER_HOLDING, type Order } from "#domain/order.ts";
import { pendingKind } from "#domain/trading/pending.ts";
import { closingPrice, openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import { profit } from "#domain/trading/profit.ts";
import { checkStops } from "#forms/stop-levels-check.ts";
import { signedDetail } from "./line-labels.ts";
import type { LineVerdict } from "./order-line-layer.ts";
import type { LineRole } from "./order-lines.ts";

export type StopRole = Extract<LineRole, "stop-loss" | "take-profit">;

/** What a stop would book if the price reached it: a profit or a loss in account currency. */
export interface LevelResult {
  role: StopRole;
  amount: string;
}

function pendingSideProblem(order: Order, market: string): string {
  const price = formatPrice(market, order.ForexTradeLists.PricePrecision, i18n.locale);
  const buy = order.OrderType === ORDER_BUY;
  if (order.Kind === KIND_LIMIT) return buy ? i18n._(msg`A buy limit must stay below ${price}`) : i18n._(msg`A sell limit must stay above ${price}`);
  return buy ? i18n._(msg`A buy stop must stay above ${price}`) : i18n._(msg`A sell stop must stay below ${price}`);
}

/**
 * Why the server would refuse `role`'s line of `order` moved to `level`, in the user's words, or
 * undefined when it would take it: a stop on the wrong side of the price the position closes at
 * now (a pending order's: of its target); a pending order's price on the other side of the
 * market (a limit would become a stop, or the reverse), or past one of its own stops.
 */
export function dragProblem(order: Order, role: LineRole, level: string, quote: BidAsk | undefined): string | undefined {
  if (role === "position") return undefined;
  if (role === "pending") {
    if (quote && pendingKind(order.OrderType, level, quote) !== order.Kind) return pendingSideProblem(order, openingPrice(order.OrderType, quote));
    const errors = checkStops(order, { stopLoss: order.TargetLossPrice, takeProfit: order.TargetProfitPrice }, level);
    return errors.stopLoss ?? errors.takeProfit;
  }
  const held = order.State === ORDER_HOLDING;
  const reference = !held ? order.Price : quote ? closingPrice(order.OrderType, quote) : order.UpdatePrice;
  const errors = checkStops(order, role === "stop-loss" ? { stopLoss: level, takeProfit: "" } : { stopLoss: "", takeProfit: level }, reference);
  return errors.stopLoss ?? errors.takeProfit;
}

/**
 * What the order's stops would book if hit, with `role`'s line at `level`, by the engine's profit
 * rule: a moved stop's own result; for a moved pending price, each stop's result from that entry.
 * None without a USD rate for the instrument's quote currency (`usdRate`).
 */
export function levelResults(order: Order, role: LineRole, level: string, units: string, usdRate: Dec | undefined): LevelResult[] {
  if (!usdRate || role === "position") return [];
  const resultAt = (openPrice: string, price: string) =>
    profit({ direction: order.OrderType, openPrice, price, lots: order.Quantity, units, usdRate });
  if (role !== "pending") return [{ role, amount: resultAt(order.Price, level) }];
  const stops: [StopRole, string][] = [["stop-loss", order.TargetLossPrice], ["take-profit", order.TargetProfitPrice]];
  return stops.filter(([, price]) => price !== "" && !dec(price).isZero()).map(([stop, price]) => ({ role: stop, amount: resultAt(level, price) }));
}

/** A dragged line at `level`, as the chart shows it before release: why it would be refused, else a moved stop's result if hit. */
export function lineVerdict(order: Order, role: LineRole, level: string, quote: BidAsk | undefined, units: string, usdRate: Dec | undefined): LineVerdict {
  const problem = dragProblem(order, role, level, quote);
  if (problem) return { problem };
  const [result] = role === "pending" ? [] : levelResults(order, role, level, units, usdRate);
  return result ? signedDetail(result.amount, i18n.locale) : {};
}
