import { dec, type Dec } from "../decimal.ts";

/** The money lines of a statement's summary, in the order they are shown and exported. */
export const SUMMARY_LINES = ["profit", "fees", "swaps", "deposits", "withdrawals", "other"] as const;
export type SummaryLine = (typeof SUMMARY_LINES)[number];

/**
 * The line a ledger kind (the account log's memo) adds to. Swaps are any kind named swap…, so the
 * swap kinds the engine books fall in their line; a kind no line names (a demo top-up, a negative
 * balance written back to zero, one added later) is "other", so the lines always add up.
 */
export function lineOf(memo: string): SummaryLine {
  if (memo === "trade_profit" || memo === "trade_loss") return "profit";
  if (memo === "trade_fee") return "fees";
  if (memo.startsWith("swap")) return "swaps";
  if (memo === "deposit") return "deposits";
  if (memo.startsWith("withdraw_")) return "withdrawals";
  return "other";
}

/** Each line's total of the ledger's sums by kind, as exact decimals. */
export function lineTotals(sums: readonly { memo: string; total: string }[]): Record<SummaryLine, Dec> {
  const totals = Object.fromEntries(SUMMARY_LINES.map((line) => [line, dec(0)])) as Record<SummaryLine, Dec>;
  for (const { memo, total } of sums) {
    const line = lineOf(memo);
    totals[line] = totals[line].plus(total);
  }
  return totals;
}
