import { ORDER_CLOSED, ORDER_HOLDING, type ClosedOrder, type Order } from "#domain/order.ts";
import { openingPrice } from "#domain/trading/prices.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import { bookPrice, type LiveOrder } from "./live-order.ts";
import { valueAt } from "./valuation.ts";

/**
 * The wire order of a pending or holding order, valued now: a holding one at the price it would
 * close at with its floating profit, a pending one at the price it would fill at.
 */
export function toWireOrder(order: LiveOrder, quoteOf: QuoteLookup): Order {
  let updatePrice = bookPrice(order);
  let factProfits = "0.000000";
  if (order.state === ORDER_HOLDING) {
    const valued = valueAt(order, quoteOf);
    updatePrice = valued.price;
    factProfits = valued.profit;
  } else {
    const quote = quoteOf(order.code);
    if (quote) updatePrice = openingPrice(order.direction, quote);
  }
  return wire(order, updatePrice, factProfits);
}

/** The wire order of a closed or cancelled order, with how and when it left the book. */
export function toClosedOrder(order: LiveOrder): ClosedOrder {
  return {
    ...wire(order, order.closePrice ?? bookPrice(order), order.profit ?? "0.000000"),
    State: ORDER_CLOSED,
    ClosePrice: order.closePrice ?? "",
    CloseTimeHandler: order.closedAt!.toISOString(),
    CloseReason: order.closeReason!,
  };
}

function wire(order: LiveOrder, updatePrice: string, factProfits: string): Order {
  const trailing = order.trailingPoints === null ? {} : { TrailingPoints: order.trailingPoints, TrailingStep: order.trailingStep ?? 0 };
  return {
    Id: order.id,
    OrderType: order.direction,
    State: order.state,
    Kind: order.kind,
    Quantity: order.lots,
    Price: bookPrice(order),
    OriginPrice: order.targetPrice ?? order.openPrice!,
    UpdatePrice: updatePrice,
    FactProfits: factProfits,
    CautionMoney: order.margin,
    TradeFee: order.fee,
    Swap: order.swap,
    Multiple: order.leverage,
    TargetLossPrice: order.stopLoss ?? "",
    TargetProfitPrice: order.takeProfit ?? "",
    ...trailing,
    CreateTimeHandler: order.createdAt.toISOString(),
    ...(order.expiresAt ? { ExpireTimeHandler: order.expiresAt.toISOString() } : {}),
    ForexTradeLists: { Id: order.instrumentId, Code: order.code, ShowCode: order.showCode, PricePrecision: order.pricePrecision },
  };
}
