import { D, dec, type Dec, type DecimalInput } from "../decimal.ts";
import { tradeFee } from "../fee.ts";
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

/** SPEC §9 margin and fee, the margin converted into the USD account; the fee follows from it. */
export function orderCost({ lots, units, price, leverage, marginMode, feeType, feeRate, usdRate }: OrderCostInput): OrderCost {
  const inQuote = margin({ lots, units, price, leverage, marginMode });
  const usd = dec(inQuote).times(usdRate).toDecimalPlaces(MARGIN_DECIMALS, D.ROUND_HALF_UP).toFixed(MARGIN_DECIMALS);
  return { margin: usd, fee: tradeFee({ feeType, lots, feeRate, margin: usd }) };
}
