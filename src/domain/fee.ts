import { D, dec, type DecimalInput } from "./decimal.ts";

export const FEE_DECIMALS = 6;
/** Base setting trade_fee_type: 1 charges per lot, anything else a share of the margin. */
export const FEE_TYPE_PER_LOT = 1;

export interface FeeInput {
  feeType: number;
  lots: DecimalInput;
  feeRate: DecimalInput;
  margin: DecimalInput;
}

/** Type 1 = lots × fee rate; otherwise margin × fee rate. */
export function tradeFee({ feeType, lots, feeRate, margin }: FeeInput): string {
  const value = feeType === FEE_TYPE_PER_LOT ? dec(lots).times(feeRate) : dec(margin).times(feeRate);
  return value.toDecimalPlaces(FEE_DECIMALS, D.ROUND_HALF_UP).toFixed(FEE_DECIMALS);
}
