import { Trans, useLingui } from "@lingui/react/macro";
import { useAccountFigures, useAccountLog } from "#data/orders/facade.ts";
import type { AccountLogEntry } from "#domain/order.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatSignedMoney, signDirection } from "#domain/format/format-signed.ts";
import { LoadMore } from "#ui/load-more.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import "./account-history.css";

function LedgerRow({ entry }: { entry: AccountLogEntry }) {
  const { i18n } = useLingui();
  return (
    <li className="ledger-row" data-testid="ledger-row">
      <span className="ledger-memo" data-testid="ledger-memo">{entry.MemoTran}</span>
      <span className={`ledger-value num ${signDirection(entry.Value)}`} data-testid="ledger-value">{formatSignedMoney(entry.Value, i18n.locale)}</span>
      <span className="ledger-time muted">{formatDateTime(entry.CreatedAtTran)}</span>
    </li>
  );
}

/** /mine/history: the trading account's balance, the money held for withdrawals, and its ledger. */
export function AccountHistoryPage() {
  const { i18n, t } = useLingui();
  const account = useAccountFigures();
  const log = useAccountLog();
  return (
    <div className="page account-history" data-testid="account-history">
      <PageHeader title={t`Account details`} />
      <dl className="ledger-summary">
        <div>
          <dt className="muted"><Trans>Balance (USD)</Trans></dt>
          <dd data-testid="history-balance"><span className="num">{formatMoney(account?.balance, i18n.locale)}</span></dd>
        </div>
        <div>
          <dt className="muted"><Trans>Locked balance</Trans></dt>
          <dd data-testid="history-lock-balance"><span className="num">{formatMoney(account?.lock_balance, i18n.locale)}</span></dd>
        </div>
      </dl>
      {log.total === 0 ? (
        <p className="empty-note" data-testid="ledger-empty"><Trans>No data</Trans></p>
      ) : (
        <ul className="ledger-list" data-testid="ledger-list">
          {log.items.map((entry) => <LedgerRow key={entry.Id} entry={entry} />)}
        </ul>
      )}
      <LoadMore paged={log} />
    </div>
  );
}
