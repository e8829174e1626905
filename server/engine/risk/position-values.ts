import { D, dec, type Dec } from "#domain/decimal.ts";
import { marginLevel } from "#domain/trading/account-figures.ts";
import { closingPrice } from "#domain/trading/prices.ts";
import { profit } from "#domain/trading/profit.ts";
import { usdRate, type QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { BookOrder } from "../book-order.ts";

/** A held position valued at the live market: the price it would close at and its P&L in USD. */
export interface PositionValue<O extends BookOrder = BookOrder> {
  order: O;
  price: string;
  profit: string;
}

/** Exact (decimal) values of `positions`; undefined when one of them has no price or no USD rate now. */
export function positionValues<O extends BookOrder>(positions: Iterable<O>, quoteOf: QuoteLookup): PositionValue<O>[] | undefined {
  const values: PositionValue<O>[] = [];
  for (const order of positions) {
    const quote = quoteOf(order.code);
    const rate = usdRate(order.quoteCurrency, quoteOf);
    if (!quote || !rate) return undefined;
    const price = closingPrice(order.direction, quote);
    values.push({
      order,
      price,
      profit: profit({ direction: order.direction, openPrice: order.openPrice!, price, lots: order.lots, units: order.units, usdRate: rate }),
    });
  }
  return values;
}

/** Margin level in percent (equity ÷ used margin × 100); undefined with no margin in use. */
export function exactMarginLevel(balance: string, values: readonly PositionValue[]): Dec | undefined {
  let equity = dec(balance);
  let used = dec(0);
  for (const { order, profit } of values) {
    equity = equity.plus(profit);
    used = used.plus(order.margin);
  }
  return marginLevel(equity, used);
}

/** The level as a notice shows it: percent, 2 decimals. */
export const levelText = (level: Dec): string => level.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);

/**
 * The position stop-out closes next: the largest loss (lowest P&L, the older on a tie) among those
 * `closable` now (a closed market closes nothing).
 */
export function worstLoser<O extends BookOrder>(values: readonly PositionValue<O>[], closable: (code: string) => boolean): PositionValue<O> | undefined {
  let worst: PositionValue<O> | undefined;
  for (const value of values) {
    if (!closable(value.order.code)) continue;
    const cmp = worst ? dec(value.profit).comparedTo(worst.profit) : -1;
    if (cmp < 0 || (cmp === 0 && value.order.id < worst!.order.id)) worst = value;
  }
  return worst;
}
