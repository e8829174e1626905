import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityReview } from "../../domain/contract/back-office.ts";
import { formatDateTime } from "../../ui/format-date-time.ts";
import "../common/records.css";

interface IdentityTableProps {
  records: readonly IdentityReview[];
  selectedId: number | null;
  onSelect: (userId: number) => void;
}

/** The records of one page; a row opens its review. */
export function IdentityTable({ records, selectedId, onSelect }: IdentityTableProps) {
  const { i18n } = useLingui();
  if (records.length === 0) return <p className="empty"><Trans>No records here.</Trans></p>;
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
          <tr key={r.user_id} aria-selected={r.user_id === selectedId} onClick={() => onSelect(r.user_id)}>
            <td className="mono">
              <button type="button" className="row-open" onClick={() => onSelect(r.user_id)}><bdi>{r.uid}</bdi></button>
            </td>
            <td><bdi>{r.name}</bdi></td>
            <td><bdi>{r.email ?? r.mobile ?? "—"}</bdi></td>
            <td>{formatDateTime(r.submitted_at, i18n.locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
