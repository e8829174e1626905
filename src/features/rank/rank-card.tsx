import { memo, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RankingEntry } from "#domain/order.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { changeDirection, formatChange, formatPercent } from "#domain/format/format-price.ts";

function Figure({ label, children, className = "", testId }: { label: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className="rank-figure">
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** One trader of the ranking: the ranking's figures plus the max drawdown. */
export const RankCard = memo(function RankCard({ entry, place }: { entry: RankingEntry; place: number }) {
  const { i18n } = useLingui();
  return (
    <li className="rank-card" data-testid="rank-entry">
      <div className="rank-card-head">
        <span className={`rank-place num${place <= 3 ? ` rank-place-${place}` : ""}`}>{place}</span>
        <span className="rank-user" dir="ltr" data-testid="rank-user">
          {entry.user}
        </span>
      </div>
      <dl className="rank-figures">
        <Figure label={<Trans>Three-week profit rate</Trans>} className={`num rank-lead ${changeDirection(entry.three_week_rate)}`} testId="rank-three-week-rate">
          {formatChange(entry.three_week_rate, i18n.locale)}
        </Figure>
        <Figure label={<Trans>Win rate</Trans>} className="num" testId="rank-win-rate">
          {formatPercent(entry.three_week_win, i18n.locale)}
        </Figure>
        <Figure label={<Trans>Income</Trans>} className={`num ${changeDirection(entry.three_week_profit)}`} testId="rank-income">
          {formatMoney(entry.three_week_profit, i18n.locale)}
        </Figure>
        <Figure label={<Trans>Total profit rate</Trans>} className={`num ${changeDirection(entry.total_rate)}`} testId="rank-total-rate">
          {formatChange(entry.total_rate, i18n.locale)}
        </Figure>
        <Figure label={<Trans>Total orders</Trans>} className="num" testId="rank-total-orders">
          {entry.total_trade_num}
        </Figure>
        <Figure label={<Trans>Followers</Trans>} className="num" testId="rank-followers">
          {entry.followers}
        </Figure>
        <Figure label={<Trans>Max drawdown</Trans>} className="num" testId="rank-drawdown">
          {formatPercent(entry.max_drawdown, i18n.locale)}
        </Figure>
        <Figure label={<Trans>Multiple</Trans>} className="num" testId="rank-multiple">
          {`×${entry.multiple}`}
        </Figure>
        <Figure label={<Trans>Variety</Trans>} testId="rank-variety">
          <bdi>{entry.code}</bdi>
        </Figure>
      </dl>
    </li>
  );
});
