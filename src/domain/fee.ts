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

/** An instrument's two handling-fee rates, one for each trade_fee_type. */
export interface FeeRates {
  /** USD per lot (type 1). */
  feePerLot: DecimalInput;
  /** Share of the margin, 0.005 for 0.5 % (any other type). */
  feeRate: DecimalInput;
}

/** The rate the configured fee type multiplies: per lot under type 1, a share of the margin otherwise. */
export function feeRateFor(feeType: number, { feePerLot, feeRate }: FeeRates): DecimalInput {
  return feeType === FEE_TYPE_PER_LOT ? feePerLot : feeRate;
}

/** Type 1 = lots × fee rate; otherwise margin × fee rate. */
export function tradeFee({ feeType, lots, feeRate, margin }: FeeInput): string {
  const value = feeType === FEE_TYPE_PER_LOT ? dec(lots).times(feeRate) : dec(margin).times(feeRate);
  return value.toDecimalPlaces(FEE_DECIMALS, D.ROUND_HALF_UP).toFixed(FEE_DECIMALS);
}
