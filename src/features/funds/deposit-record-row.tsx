import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositRecord } from "#domain/contract/funds.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { DEPOSIT_DECIMALS } from "#domain/funds.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { DEPOSIT_STATUS, depositOutcome } from "./deposit-status.ts";

/** One deposit: what was sent, where its review stands, and what came of it. */
export function DepositRecordRow({ record }: { record: DepositRecord }) {
  const { i18n } = useLingui();
  const status = DEPOSIT_STATUS[record.status];
  const outcome = depositOutcome(record);
  const credit = outcome && "credit" in outcome ? formatAmount(outcome.credit, i18n.locale) : null;
  return (
    <li className="fund-record" data-testid="deposit-record" data-status={record.status}>
      <div className="fund-record-head">
        <span className="fund-record-amount">
          <span className="num" dir="ltr" data-testid="deposit-record-amount">{formatAmount(record.number, i18n.locale, DEPOSIT_DECIMALS)} {record.currency_code}</span>
          {record.protocol_code && <span className="muted"> · {record.protocol_code}</span>}
        </span>
        <span className={`fund-status fund-status-${status.tone}`} data-testid="deposit-record-status">{i18n._(status.label)}</span>
      </div>
      {credit && (
        <p className="fund-record-credit" data-testid="deposit-record-credit">
          <Trans>Added to your balance: <span className="num up" dir="ltr">+{credit} USD</span></Trans>
        </p>
      )}
      {outcome && "remark" in outcome && <p className="fund-record-remark" data-testid="deposit-record-remark">{outcome.remark}</p>}
      <p className="fund-record-meta muted">
        <span className="fund-record-address" dir="ltr">{record.address}</span>
        <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time>
      </p>
    </li>
  );
}
