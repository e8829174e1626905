import { describe, expect, it } from "vitest";
import { RANKING_SIZE, rankingEntries } from "./ranking-entries.ts";
import type { TraderTotals } from "./trader-totals.ts";

const trader = (userId: number, recentNet: string, recentMargin = "100"): TraderTotals => ({
  userId,
  email: `trader-${userId}@pipwise.test`,
  mobile: null,
  recentTrades: 1,
  recentWins: recentNet.startsWith("-") ? 0 : 1,
  recentNet,
  recentMargin,
  totalTrades: 1,
  totalNet: recentNet,
  totalMargin: recentMargin,
  multiple: 100,
  code: "EUR/USD",
  maxFall: "0",
});

describe("the ranking's order", () => {
  it(`keeps the best ${RANKING_SIZE} by three-week rate`, () => {
    const traders = Array.from({ length: 60 }, (_, i) => trader(i + 10, String(i - 30)));
    const entries = rankingEntries(traders);
    expect(entries).toHaveLength(RANKING_SIZE);
    expect(entries[0]!.three_week_rate).toBe("29.00");
    expect(entries.at(-1)!.three_week_rate).toBe("-20.00");
  });

  it("breaks a tie of rates by the larger income, then by the older account", () => {
    const entries = rankingEntries([trader(3, "10", "100"), trader(2, "20", "200"), trader(1, "10", "100")]);
    expect(entries.map((entry) => entry.user)).toEqual(["t***2@pipwise.test", "t***1@pipwise.test", "t***3@pipwise.test"]);
  });

  it("compares rates exactly, not as rounded text", () => {
    const entries = rankingEntries([trader(1, "1.004", "100"), trader(2, "1.0049", "100")]);
    expect(entries.map((entry) => entry.user)).toEqual(["t***2@pipwise.test", "t***1@pipwise.test"]);
  });

  it("gives a zero rate, not a division error, when no margin was committed", () => {
    expect(rankingEntries([trader(1, "5", "0")])[0]).toMatchObject({ three_week_rate: "0.00", total_rate: "0.00", max_drawdown: "0.00" });
  });
});
