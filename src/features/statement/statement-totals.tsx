import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { StatementSummary } from "#domain/contract/statement.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatSignedMoney, signDirection } from "#domain/format/format-signed.ts";

function Line({ label, value, testId, signed = true }: { label: ReactNode; value: string; testId: string; signed?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="statement-line">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId} data-value={value}>
        <span className={signed ? `num ${signDirection(value)}` : "num"}>{signed ? formatSignedMoney(value, i18n.locale) : formatMoney(value, i18n.locale)}</span>
      </dd>
    </div>
  );
}

/** The period's totals from the ledger: what the balance started at, each line that moved it, and where it ended. */
export function StatementTotals({ summary }: { summary: StatementSummary }) {
  return (
    <dl className="statement-totals" data-testid="statement-summary">
      <div className="statement-line">
        <dt className="muted"><Trans>Deals</Trans></dt>
        <dd data-testid="summary-deals"><span className="num">{summary.deals}</span></dd>
      </div>
      <Line label={<Trans>Opening balance</Trans>} value={summary.opening_balance} testId="summary-opening" signed={false} />
      <Line label={<Trans>Profit</Trans>} value={summary.profit} testId="summary-profit" />
      <Line label={<Trans>Fees</Trans>} value={summary.fees} testId="summary-fees" />
      <Line label={<Trans>Swaps</Trans>} value={summary.swaps} testId="summary-swaps" />
      <Line label={<Trans>Deposits</Trans>} value={summary.deposits} testId="summary-deposits" />
      <Line label={<Trans>Withdrawals</Trans>} value={summary.withdrawals} testId="summary-withdrawals" />
      <Line label={<Trans>Other</Trans>} value={summary.other} testId="summary-other" />
      <Line label={<Trans>Closing balance</Trans>} value={summary.closing_balance} testId="summary-closing" signed={false} />
    </dl>
  );
}
