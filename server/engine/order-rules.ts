import { dec } from "#domain/decimal.ts";
import { price } from "#domain/format/number-value.ts";
import { ORDER_BUY, type OrderDirection } from "#domain/order.ts";
import { stopProblem, type StopLevels } from "#domain/trading/stops.ts";
import { MESSAGES } from "../i18n/messages.ts";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";

/** "" and 0 leave a level unset (both are documented inputs); anything else is the level. */
export function levelOf(text: string | undefined): string | null {
  return text === undefined || text === "" || dec(text).isZero() ? null : text;
}

/** A price with more decimals than the instrument quotes cannot be reached by any tick. */
export function checkPrecision(name: string, price: string | null, precision: number): void {
  if (price !== null && dec(price).decimalPlaces() > precision) throw new DomainError("invalid", MESSAGES.invalidParam, { name });
}

/**
 * Refuses a stop loss or take profit on the wrong side of `reference` (the entry of a new or
 * pending order, the closing price of a held one), in the trader's words for the direction, with
 * the instrument's `precision`.
 */
export function checkStops(direction: OrderDirection, reference: string, precision: number, levels: StopLevels): void {
  const problem = stopProblem(direction, reference, levels);
  if (!problem) return;
  const buy = direction === ORDER_BUY;
  const descriptor =
    problem === "stop-loss-side"
      ? buy
        ? TRADING_MESSAGES.stopLossBelow
        : TRADING_MESSAGES.stopLossAbove
      : buy
        ? TRADING_MESSAGES.takeProfitAbove
        : TRADING_MESSAGES.takeProfitBelow;
  throw new DomainError("invalid", descriptor, { price: price(reference, precision) });
}
