import { dec, type Dec } from "#domain/decimal.ts";
import { ORDER_HOLDING } from "#domain/order.ts";
import { closingPrice, type BidAsk } from "#domain/trading/prices.ts";
import { profit } from "#domain/trading/profit.ts";
import { usdRate, type QuoteLookup } from "#domain/trading/usd-rate.ts";
import { DomainError } from "../platform/domain-error.ts";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import type { LiveOrder } from "./live-order.ts";

/** USD per unit of the order's quote currency now; refused when no pair prices it against the dollar. */
export function rateOf(quoteCurrency: string, quoteOf: QuoteLookup): Dec {
  const rate = usdRate(quoteCurrency, quoteOf);
  if (!rate) throw new DomainError("unavailable", TRADING_MESSAGES.noUsdRate, { currency: quoteCurrency });
  return rate;
}

export function quoteOrFail(code: string, quoteOf: QuoteLookup): BidAsk {
  const quote = quoteOf(code);
  if (!quote) throw new DomainError("unavailable", TRADING_MESSAGES.noPrice, { code });
  return quote;
}

export interface Valued {
  /** The price the position would close at now. */
  price: string;
  /** Floating P&L in USD. */
  profit: string;
}

/** A holding position valued at the live closing price (Bid for a buy, Ask for a sell). */
export function valueAt(order: LiveOrder, quoteOf: QuoteLookup): Valued {
  const price = closingPrice(order.direction, quoteOrFail(order.code, quoteOf));
  const usd = rateOf(order.quoteCurrency, quoteOf);
  return { price, profit: profit({ direction: order.direction, openPrice: order.openPrice!, price, lots: order.lots, units: order.units, usdRate: usd }) };
}

export interface Holdings {
  floatingProfit: Dec;
  usedMargin: Dec;
}

/** The floating P&L and the margin in use of these orders (pending ones hold no margin). */
export function holdings(orders: readonly LiveOrder[], quoteOf: QuoteLookup): Holdings {
  let floatingProfit = dec(0);
  let usedMargin = dec(0);
  for (const order of orders) {
    if (order.state !== ORDER_HOLDING) continue;
    floatingProfit = floatingProfit.plus(valueAt(order, quoteOf).profit);
    usedMargin = usedMargin.plus(order.margin);
  }
  return { floatingProfit, usedMargin };
}
