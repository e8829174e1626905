import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "#format/format-date-time.ts";
import { fetchAudit } from "../api/back-office-calls.ts";
import { errorText } from "../api/error-text.ts";
import { Notice } from "../common/notice.tsx";
import { Pager } from "../common/pager.tsx";
import { usePagedList } from "../common/use-paged-list.ts";
import { actionLabel } from "./audit-actions.ts";
import { AuditChangeList } from "./audit-change-list.tsx";
import "../common/records.css";

/** Who did what to which record, and why: newest first, page by page. */
export function AuditScreen() {
  const { i18n } = useLingui();
  const list = usePagedList(fetchAudit);
  const problem = list.error ? errorText(list.error) : null;

  return (
    <div className="audit">
      <header className="screen-head">
        <h1><Trans>Audit log</Trans></h1>
        <button type="button" onClick={list.reload} disabled={list.loading}><Trans>Refresh</Trans></button>
      </header>
      {problem && <Notice tone="error">{problem}</Notice>}
      {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {list.answer && list.answer.data.length === 0 && <p className="empty"><Trans>Nothing recorded yet.</Trans></p>}
      {list.answer && list.answer.data.length > 0 && (
        <table className="records" aria-busy={list.loading}>
          <thead>
            <tr>
              <th><Trans>When</Trans></th>
              <th><Trans>Operator</Trans></th>
              <th><Trans>Action</Trans></th>
              <th><Trans>Record</Trans></th>
              <th><Trans>Changes</Trans></th>
              <th><Trans>Reason</Trans></th>
            </tr>
          </thead>
          <tbody>
            {list.answer.data.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.created_at, i18n.locale)}</td>
                <td><bdi>{entry.operator}</bdi></td>
                <td title={entry.action}>{actionLabel(entry.action)}</td>
                <td className="mono"><bdi>{entry.record_type} #{entry.record_id}</bdi></td>
                <td><AuditChangeList before={entry.before} after={entry.after} /></td>
                <td><bdi>{entry.reason ?? "—"}</bdi></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.answer && <Pager answer={list.answer} onPage={list.setPage} disabled={list.loading} />}
    </div>
  );
}
