import { dec, type Dec } from "#domain/decimal.ts";
import type { RankingEntry } from "#domain/order.ts";
import { maskedName } from "./masked-name.ts";
import type { TraderTotals } from "./trader-totals.ts";

/** How many traders the ranking lists. */
export const RANKING_SIZE = 50;

/**
 * Net profit as a percentage of the margin the trader committed to the same orders: what their
 * trading earned on the money it put at risk, whatever the account's size or deposits. Zero when
 * no margin was committed.
 */
function rateOn(net: Dec, margin: Dec): Dec {
  return margin.isZero() ? dec(0) : net.div(margin).times(100);
}

const percent = (value: Dec) => value.toFixed(2);

interface Ranked {
  entry: RankingEntry;
  rate: Dec;
  income: Dec;
  userId: number;
}

function ranked(totals: TraderTotals): Ranked {
  const recentNet = dec(totals.recentNet);
  const rate = rateOn(recentNet, dec(totals.recentMargin));
  const totalMargin = dec(totals.totalMargin);
  return {
    rate,
    income: recentNet,
    userId: totals.userId,
    entry: {
      user: maskedName(totals),
      multiple: totals.multiple,
      three_week_rate: percent(rate),
      three_week_win: percent(dec(totals.recentWins).div(totals.recentTrades).times(100)),
      three_week_profit: recentNet.toFixed(2),
      total_rate: percent(rateOn(dec(totals.totalNet), totalMargin)),
      total_trade_num: totals.totalTrades,
      code: totals.code,
      // The largest fall of the realised equity curve, on the same base as total_rate, so it reads
      // as percentage points of that rate given back between a peak and a later trough.
      max_drawdown: percent(rateOn(dec(totals.maxFall), totalMargin)),
      followers: 0,
    },
  };
}

/** Best three-week profit rate first (then the larger income, then the earlier account), at most RANKING_SIZE. */
export function rankingEntries(traders: readonly TraderTotals[]): RankingEntry[] {
  return traders
    .filter((trader) => trader.recentTrades > 0)
    .map(ranked)
    .sort((a, b) => b.rate.comparedTo(a.rate) || b.income.comparedTo(a.income) || a.userId - b.userId)
    .slice(0, RANKING_SIZE)
    .map(({ entry }) => entry);
}
