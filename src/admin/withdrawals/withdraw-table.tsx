import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import { RECEIVED_DECIMALS, WITHDRAW_CRYPTO, WITHDRAW_PAID, WITHDRAW_REJECTED } from "#domain/withdraw.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { contactOf } from "../common/contact.ts";
import { RecordRow, type QueueTableProps } from "../common/record-row.tsx";
import { WithNote } from "../common/with-note.tsx";
import { shortAddress } from "./short-address.ts";
import { WITHDRAW_TYPE_LABELS } from "./withdraw-labels.ts";
import "../common/records.css";

/** What the last step of a withdrawal was: the payout's reference, the reason it was refused, or who approved first. */
function Progress({ withdrawal: w }: { withdrawal: WithdrawReview }) {
  if (w.status === WITHDRAW_PAID) return <WithNote note={w.reviewed_by}><span className="mono long-text">{w.real_number}</span></WithNote>;
  if (w.status === WITHDRAW_REJECTED) return <WithNote note={w.reviewed_by}>{w.reject_reason}</WithNote>;
  if (w.first_approved_by) return <Trans>First approval: <bdi>{w.first_approved_by}</bdi></Trans>;
  return w.needs_two ? <Trans>Needs two approvals</Trans> : <>—</>;
}

/** One page of withdrawals of one status, with where each goes and what it pays. A row opens its review. */
export function WithdrawTable({ records, selectedId, onSelect }: QueueTableProps<WithdrawReview>) {
  const { i18n } = useLingui();
  return (
    <div className="table-scroll">
      <table className="records withdraw-table">
        <thead>
          <tr>
            <th><Trans>ID</Trans></th>
            <th><Trans>User</Trans></th>
            <th><Trans>Amount</Trans></th>
            <th><Trans>To pay</Trans></th>
            <th><Trans>To</Trans></th>
            <th><Trans>Submitted</Trans></th>
            <th><Trans>Progress</Trans></th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <RecordRow key={r.id} label={`#${r.id}`} selected={r.id === selectedId} onSelect={() => onSelect(r.id)}>
              <td><WithNote note={contactOf(r)}><span className="mono">{r.uid}</span></WithNote></td>
              <td className="nowrap mono">{formatAmount(r.number, i18n.locale)} USD</td>
              <td className="nowrap"><WithNote note={r.draw_currency.protocol}>{formatAmount(r.received, i18n.locale, RECEIVED_DECIMALS)} {r.draw_currency.code}</WithNote></td>
              <td className={r.type === WITHDRAW_CRYPTO ? "mono nowrap" : "prose"} title={r.address}>
                <WithNote note={i18n._(WITHDRAW_TYPE_LABELS[r.type])}>{r.type === WITHDRAW_CRYPTO ? shortAddress(r.address) : r.address}</WithNote>
              </td>
              <td>{formatDateTime(r.created_at, i18n.locale)}</td>
              <td className="prose"><Progress withdrawal={r} /></td>
            </RecordRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
