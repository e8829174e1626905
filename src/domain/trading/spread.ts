import type { BidAsk } from "./prices.ts";

const decimalsOf = (text: string) => text.split(".")[1]?.length ?? 0;

/** A decimal text as a whole number of 10^-places (places at least its own decimals). */
const unitsOf = (text: string, places: number) => {
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(places, "0"));
};

/**
 * Ask − Bid in points (the instrument's last decimal), as MT5 shows it: "2" on EUR/USD. Exact, in
 * integers, so that the quotes list needs no decimal library on its first load; half a point rounds away from zero.
 */
export function spreadPoints({ Bid, Ask }: BidAsk, precision: number): string {
  const places = Math.max(precision, decimalsOf(Bid), decimalsOf(Ask));
  const difference = unitsOf(Ask, places) - unitsOf(Bid, places);
  const point = 10n ** BigInt(places - precision);
  const magnitude = difference < 0n ? -difference : difference;
  const points = (magnitude * 2n + point) / (point * 2n);
  return (difference < 0n && points > 0n ? -points : points).toString();
}
