import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawRecord } from "#domain/contract/withdraw.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { RECEIVED_DECIMALS } from "#domain/withdraw.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { currencyLabel } from "./method-text.ts";
import { WITHDRAW_TONE } from "./withdraw-status.ts";

/** One withdrawal: what left the balance, what arrives where, and where its review stands. */
export function WithdrawRecordRow({ record }: { record: WithdrawRecord }) {
  const { i18n } = useLingui();
  const fee = formatAmount(record.fee, i18n.locale);
  const received = `${formatAmount(record.received, i18n.locale, RECEIVED_DECIMALS)} ${record.draw_currency.code}`;
  return (
    <li className="fund-record" data-testid="withdraw-record" data-status={record.status}>
      <div className="fund-record-head">
        <span className="fund-record-amount">
          <span className="num" dir="ltr" data-testid="withdraw-record-amount">{formatAmount(record.number, i18n.locale)} USD</span>
          <span className="muted"> · {currencyLabel(record.draw_currency)}</span>
        </span>
        <span className={`fund-status fund-status-${WITHDRAW_TONE[record.status]}`} data-testid="withdraw-record-status">{record.status_name}</span>
      </div>
      <p className="fund-record-credit" data-testid="withdraw-record-received">
        <Trans>Fee <span className="num" dir="ltr">{fee} USD</span> · you receive <span className="num" dir="ltr">{received}</span></Trans>
      </p>
      {record.real_number && (
        <p className="fund-record-credit" data-testid="withdraw-record-reference">
          <Trans>Payout reference: <bdi className="num" dir="ltr">{record.real_number}</bdi></Trans>
        </p>
      )}
      {record.reject_reason && <p className="fund-record-remark" data-testid="withdraw-record-reason">{record.reject_reason}</p>}
      <p className="fund-record-meta muted">
        <span className="fund-record-address" dir="ltr">{record.payee_account ?? record.address}</span>
        <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time>
      </p>
    </li>
  );
}
