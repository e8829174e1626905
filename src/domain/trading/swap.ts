import { D, dec, type Dec, type DecimalInput } from "../decimal.ts";
import { ORDER_BUY, type OrderDirection } from "../order.ts";
import type { SwapMode } from "./swap-modes.ts";

export const SWAP_DECIMALS = 6;


/** The days a percent rate is spread over (money-market convention for the quote currency). */
const DAYS_A_YEAR = 365;

export interface SwapRates {
  mode: SwapMode;
  /** Rate of a buy; negative charges the holder, positive pays them. */
  long: DecimalInput;
  /** Rate of a sell. */
  short: DecimalInput;
  /** Weekday (0 Sunday … 6 Saturday) whose rollover charges three nights, for the weekend. */
  tripleDay: number;
}

export interface SwapInput {
  rates: SwapRates;
  direction: OrderDirection;
  lots: DecimalInput;
  /** Units per lot. */
  units: DecimalInput;
  /** The price the position is valued at (only a percent rate uses it). */
  price: DecimalInput;
  /** Digits after the point of the instrument's price: a point is 10^-precision. */
  precision: number;
  /** USD per unit of the quote currency. */
  usdRate: DecimalInput;
}

/**
 * One night's swap in USD, signed as it moves the balance (negative is a charge): points mode
 * lots × units × rate × point; percent mode lots × units × price × rate ÷ 100 ÷ 365; both in the quote
 * currency, converted at usdRate, rounded half-up to 6 decimals as every ledger amount.
 */
export function swapPerNight({ rates, direction, lots, units, price, precision, usdRate }: SwapInput): string {
  const rate = dec(direction === ORDER_BUY ? rates.long : rates.short);
  const size = dec(lots).times(units);
  const quoted = rates.mode === "points" ? size.times(rate).times(pointSize(precision)) : size.times(price).times(rate).dividedBy(100).dividedBy(DAYS_A_YEAR);
  return roundSwap(quoted.times(usdRate));
}

/** Nights a rollover on `weekday` charges: three on the instrument's triple day, one otherwise. */
export function nightsAt(weekday: number, tripleDay: number): number {
  return weekday === tripleDay ? 3 : 1;
}

/** The swap a rollover books: one night's swap times the nights it covers. */
export function rolloverSwap(input: SwapInput, weekday: number): string {
  return roundSwap(dec(swapPerNight(input)).times(nightsAt(weekday, input.rates.tripleDay)));
}

export const pointSize = (precision: number): Dec => dec(10).pow(-precision);

const roundSwap = (value: Dec): string => value.toDecimalPlaces(SWAP_DECIMALS, D.ROUND_HALF_UP).toFixed(SWAP_DECIMALS);
