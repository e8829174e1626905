import { D, dec, type DecimalInput } from "../decimal.ts";
import { ORDER_BUY, type OrderDirection } from "../order.ts";

export const PROFIT_DECIMALS = 6;

export interface ProfitInput {
  direction: OrderDirection;
  openPrice: DecimalInput;
  /** The price the position is valued or closed at (Bid for a buy, Ask for a sell). */
  price: DecimalInput;
  lots: DecimalInput;
  /** Units per lot. */
  units: DecimalInput;
  /** USD per unit of the quote currency (usdRate). */
  usdRate: DecimalInput;
}

/** Buy (price − open) × lots × units; sell (open − price) × lots × units; in USD, 6 decimals half-up. */
export function profit({ direction, openPrice, price, lots, units, usdRate }: ProfitInput): string {
  const move = direction === ORDER_BUY ? dec(price).minus(openPrice) : dec(openPrice).minus(price);
  return move.times(lots).times(units).times(usdRate).toDecimalPlaces(PROFIT_DECIMALS, D.ROUND_HALF_UP).toFixed(PROFIT_DECIMALS);
}
