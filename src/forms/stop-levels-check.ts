import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { stopProblem } from "#domain/trading/stops.ts";
import { ORDER_BUY, type Order } from "#domain/order.ts";
import { formatPrice } from "#domain/format/format-price.ts";

/** A level as typed: empty (or 0) removes it; otherwise a plain decimal of 0 or more. */
const PRICE_TEXT = /^\d{1,12}(\.\d{1,10})?$/;

export interface StopsInput {
  takeProfit: string;
  stopLoss: string;
}

export type StopsErrors = Partial<Record<keyof StopsInput, string>>;

/**
 * The checks the server makes on set_stop_price and modify_pending, so a level on the wrong side of
 * `reference` is refused before it is sent (and a level is never below 0). The reference is the
 * price a held position would close at, or a pending order's target.
 */
export function checkStops(order: Order, { takeProfit, stopLoss }: StopsInput, reference = order.UpdatePrice): StopsErrors {
  const errors: StopsErrors = {};
  const notPrice = i18n._(msg`Enter a price of 0 or more`);
  if (takeProfit && !PRICE_TEXT.test(takeProfit)) errors.takeProfit = notPrice;
  if (stopLoss && !PRICE_TEXT.test(stopLoss)) errors.stopLoss = notPrice;
  if (errors.takeProfit || errors.stopLoss) return errors;
  const buy = order.OrderType === ORDER_BUY;
  const price = formatPrice(reference, order.ForexTradeLists.PricePrecision, i18n.locale);
  const problem = stopProblem(order.OrderType, reference, { takeProfit, stopLoss });
  if (problem === "stop-loss-side") {
    errors.stopLoss = buy ? i18n._(msg`For a buy the stop loss must be below ${price}`) : i18n._(msg`For a sell the stop loss must be above ${price}`);
  } else if (problem === "take-profit-side") {
    errors.takeProfit = buy ? i18n._(msg`For a buy the take profit must be above ${price}`) : i18n._(msg`For a sell the take profit must be below ${price}`);
  }
  return errors;
}
