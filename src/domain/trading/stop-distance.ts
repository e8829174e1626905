import { D, dec, type Dec, type DecimalInput } from "../decimal.ts";
import { ORDER_BUY, type OrderDirection } from "../order.ts";
import { pipSize } from "./pip-value.ts";
import { profit } from "./profit.ts";

/** A stop loss sits on the losing side of the entry, a take profit on the winning side. */
export type StopSide = "stop-loss" | "take-profit";

/** What a level is measured against: the position (or the order about to open) and its instrument. */
export interface StopBasis {
  direction: OrderDirection;
  /** The entry of a new or pending order, the open price of a held position. */
  entry: string;
  lots: DecimalInput;
  /** Units per lot. */
  units: DecimalInput;
  /** USD per unit of the quote currency; without it there is no money figure. */
  usdRate?: DecimalInput;
  /** PricePrecision: levels are rounded to it. */
  precision: number;
}

/** True when a higher price is the side's direction from the entry (a buy's take profit, a sell's stop loss). */
function upwards({ direction }: StopBasis, side: StopSide): boolean {
  return (direction === ORDER_BUY) === (side === "take-profit");
}

/** The entry moved `distance` towards the side, in the instrument's decimals; undefined at 0 or below. */
function levelAt(basis: StopBasis, side: StopSide, distance: Dec): string | undefined {
  const level = upwards(basis, side) ? dec(basis.entry).plus(distance) : dec(basis.entry).minus(distance);
  const rounded = level.toDecimalPlaces(basis.precision, D.ROUND_HALF_UP);
  return rounded.greaterThan(0) ? rounded.toFixed(basis.precision) : undefined;
}

/** Pips shown with the pipette when the quote has one (1.5 pips on EURUSD), whole otherwise. */
export function pipDecimals(precision: number): number {
  return Math.max(0, precision - pipSize(precision).decimalPlaces());
}

/**
 * The level `pips` away from the entry on the side's side (a negative distance lands on the other
 * side, which the side check then refuses), rounded to the instrument's precision.
 */
export function levelFromPips(basis: StopBasis, side: StopSide, pips: DecimalInput): string | undefined {
  return levelAt(basis, side, dec(pips).times(pipSize(basis.precision)));
}

/**
 * The level at which the position books `amount` USD: lost at a stop loss, won at a take profit, by
 * the profit function the server books with. The distance is rounded down to a whole point, so the
 * result at the level never exceeds the amount typed.
 */
export function levelFromMoney(basis: StopBasis, side: StopSide, amount: DecimalInput): string | undefined {
  if (basis.usdRate === undefined) return undefined;
  const perPrice = dec(basis.lots).times(basis.units).times(basis.usdRate);
  if (perPrice.lessThanOrEqualTo(0)) return undefined;
  return levelAt(basis, side, dec(amount).dividedBy(perPrice).toDecimalPlaces(basis.precision, D.ROUND_DOWN));
}

/** The result at `level` in pips, signed like the profit (negative at a loss). */
export function pipsAt(basis: StopBasis, level: DecimalInput): string {
  const move = dec(level).minus(basis.entry).dividedBy(pipSize(basis.precision));
  return (basis.direction === ORDER_BUY ? move : move.negated()).toFixed(pipDecimals(basis.precision));
}

/** USD the position books when it closes at `level` (as the server's profit), or undefined without a rate. */
export function moneyAt(basis: StopBasis, level: DecimalInput): string | undefined {
  if (basis.usdRate === undefined) return undefined;
  return profit({ direction: basis.direction, openPrice: basis.entry, price: level, lots: basis.lots, units: basis.units, usdRate: basis.usdRate });
}

/** A level's distance from the entry towards its side, in pips (what the pips field shows for it). */
export function pipsTowards(basis: StopBasis, side: StopSide, level: DecimalInput): string {
  const result = dec(pipsAt(basis, level));
  return (side === "take-profit" ? result : result.negated()).toFixed(pipDecimals(basis.precision));
}

/** A level's result towards its side in USD, to the cent (what the money field shows for it). */
export function moneyTowards(basis: StopBasis, side: StopSide, level: DecimalInput): string | undefined {
  const result = moneyAt(basis, level);
  if (result === undefined) return undefined;
  return (side === "take-profit" ? dec(result) : dec(result).negated()).toDecimalPlaces(2, D.ROUND_DOWN).toFixed(2);
}
