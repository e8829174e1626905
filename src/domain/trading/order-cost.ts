import { D, dec, type Dec, type DecimalInput } from "../decimal.ts";
import { tradeFee } from "../fee.ts";
import { MARGIN_MODE_FIXED } from "../instrument.ts";
import { margin, MARGIN_DECIMALS } from "../margin.ts";

export interface OrderCostInput {
  lots: DecimalInput;
  /** Units per lot (ForexContNum). */
  units: DecimalInput;
  /** The price the order opens at. */
  price: DecimalInput;
  leverage: DecimalInput;
  marginMode: number;
  feeType: number;
  feeRate: DecimalInput;
  /** USD per unit of the instrument's quote currency. */
  usdRate: Dec;
}

export interface OrderCost {
  /** Margin in USD, 6 decimals. */
  margin: string;
  /** Fee in USD, 6 decimals, charged when the order opens. */
  fee: string;
}

/**
 * Margin and fee, the margin in the USD account; the fee follows from it. A fixed margin
 * is already in USD (lots × units whatever the price or its currency); otherwise the margin is in
 * the quote currency and is converted.
 */
export function orderCost({ lots, units, price, leverage, marginMode, feeType, feeRate, usdRate }: OrderCostInput): OrderCost {
  const base = margin({ lots, units, price, leverage, marginMode });
  const rate = marginMode === MARGIN_MODE_FIXED ? 1 : usdRate;
  const usd = dec(base).times(rate).toDecimalPlaces(MARGIN_DECIMALS, D.ROUND_HALF_UP).toFixed(MARGIN_DECIMALS);
  return { margin: usd, fee: tradeFee({ feeType, lots, feeRate, margin: usd }) };
}
