import { D, dec, type Dec, type DecimalInput } from "../decimal.ts";
import { ORDER_BUY, type OrderDirection } from "../order.ts";
import { marginLevel } from "./account-figures.ts";

export interface PreviewInput {
  direction: OrderDirection;
  lots: DecimalInput;
  units: DecimalInput;
  openPrice: DecimalInput;
  precision: number;
  /** USD per unit of the quote currency. */
  usdRate: Dec;
  /** The new order's margin and fee (orderCost). */
  margin: DecimalInput;
  fee: DecimalInput;
  /** The account before the order. */
  equity: DecimalInput;
  usedMargin: DecimalInput;
  /** Stop-out level in percent (50). */
  stopOutLevel: DecimalInput;
  /** Spread now (Ask − Bid): a fresh position is valued at the other side. */
  spread: DecimalInput;
}

export interface Preview {
  /** What crossing the spread costs the moment the order opens (USD, 6 decimals). */
  spreadCost: string;
  /** Equity less the used margin right after the order opens (USD, 6 decimals); negative when it does not fit. */
  freeMarginAfter: string;
  /** Margin level (percent, 2 decimals) right after the order opens. */
  marginLevelAfter: string;
  /**
   * The closing price at which the account would reach the stop-out level if only this position
   * moved; "" when it never would (the account covers the whole move).
   */
  stopOutPrice: string;
}

/**
 * What the order sheet shows beyond margin and fee: the spread's cost, the free margin and margin level
 * after the order and the price that would stop the account out. Equity after = equity − fee − spread cost; each unit of price against the
 * position takes lots × units × usdRate from it.
 */
export function orderPreview(input: PreviewInput): Preview {
  const exposure = dec(input.lots).times(input.units).times(input.usdRate);
  const spread = dec(spreadCost(input));
  const equity = dec(input.equity).minus(input.fee).minus(spread);
  const used = dec(input.usedMargin).plus(input.margin);
  const level = marginLevel(equity, used);
  const floor = used.times(input.stopOutLevel).dividedBy(100);
  const room = equity.minus(floor);
  const buy = input.direction === ORDER_BUY;
  const valuedAt = buy ? dec(input.openPrice).minus(input.spread) : dec(input.openPrice).plus(input.spread);
  let stopOutPrice = "";
  if (exposure.greaterThan(0)) {
    const move = room.dividedBy(exposure);
    const price = buy ? valuedAt.minus(move) : valuedAt.plus(move);
    if (price.greaterThan(0)) stopOutPrice = price.toDecimalPlaces(input.precision, buy ? D.ROUND_UP : D.ROUND_DOWN).toFixed(input.precision);
  }
  return {
    spreadCost: toMoney(spread),
    freeMarginAfter: toMoney(equity.minus(used)),
    marginLevelAfter: level ? level.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2) : "",
    stopOutPrice,
  };
}

/** What crossing the spread costs on `lots` (USD): lots × units × (Ask − Bid) × usdRate. */
export function spreadCost({ lots, units, usdRate, spread }: Pick<PreviewInput, "lots" | "units" | "usdRate" | "spread">): string {
  return toMoney(dec(lots).times(units).times(usdRate).times(spread));
}

const toMoney = (value: Dec): string => value.toDecimalPlaces(6, D.ROUND_HALF_UP).toFixed(6);
