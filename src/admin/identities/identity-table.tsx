import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityReview } from "#domain/contract/back-office.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { contactOf } from "../common/contact.ts";
import { RecordRow, type QueueTableProps } from "../common/record-row.tsx";
import "../common/records.css";

/** The records of one page; a row opens its review. */
export function IdentityTable({ records, selectedId, onSelect }: QueueTableProps<IdentityReview>) {
  const { i18n } = useLingui();
  return (
    <table className="records">
      <thead>
        <tr>
          <th><Trans>User UID</Trans></th>
          <th><Trans>Name</Trans></th>
          <th><Trans>E-mail or mobile</Trans></th>
          <th><Trans>Submitted</Trans></th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <RecordRow key={r.user_id} label={r.uid} selected={r.user_id === selectedId} onSelect={() => onSelect(r.user_id)}>
            <td><bdi>{r.name}</bdi></td>
            <td><bdi>{contactOf(r)}</bdi></td>
            <td>{formatDateTime(r.submitted_at, i18n.locale)}</td>
          </RecordRow>
        ))}
      </tbody>
    </table>
  );
}
