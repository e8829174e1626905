import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { DEPOSIT_UNCHECKED } from "#domain/funds.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { contactOf } from "../common/contact.ts";
import { RecordRow, type QueueTableProps } from "../common/record-row.tsx";
import { WithNote } from "../common/with-note.tsx";
import { amountText } from "./deposit-figures.ts";
import { DepositDecision } from "./deposit-decision.tsx";
import { DEPOSIT_TYPE_LABELS } from "./deposit-labels.ts";
import "../common/records.css";

/** One page of deposits of one status; decided ones also show their decision. A row opens its review. */
export function DepositTable({ records, selectedId, onSelect }: QueueTableProps<DepositReview>) {
  const { i18n } = useLingui();
  const decided = records.some((r) => r.status !== DEPOSIT_UNCHECKED);
  return (
    <div className="table-scroll">
      <table className="records deposit-table">
        <thead>
          <tr>
            <th><Trans>ID</Trans></th>
            <th><Trans>User</Trans></th>
            <th><Trans>Type</Trans></th>
            <th><Trans>Amount</Trans></th>
            <th><Trans>Sent to</Trans></th>
            <th><Trans>Submitted</Trans></th>
            {decided && <th><Trans>Decision</Trans></th>}
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <RecordRow key={r.id} label={`#${r.id}`} selected={r.id === selectedId} onSelect={() => onSelect(r.id)}>
              <td><WithNote note={contactOf(r)}><span className="mono">{r.uid}</span></WithNote></td>
              <td>{i18n._(DEPOSIT_TYPE_LABELS[r.type])}</td>
              <td className="nowrap"><WithNote note={r.protocol_code}>{amountText(r)}</WithNote></td>
              <td className="mono long-text"><bdi>{r.address}</bdi></td>
              <td>{formatDateTime(r.created_at, i18n.locale)}</td>
              {decided && <td className="prose"><DepositDecision deposit={r} /></td>}
            </RecordRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
