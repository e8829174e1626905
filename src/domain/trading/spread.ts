import { dec } from "../decimal.ts";
import type { BidAsk } from "./prices.ts";

/** Ask − Bid in points (the instrument's last decimal), as MT5 shows it: "2" on EUR/USD. */
export function spreadPoints({ Bid, Ask }: BidAsk, precision: number): string {
  return dec(Ask).minus(Bid).times(dec(10).pow(precision)).toDecimalPlaces(0).toFixed(0);
}
