import { useCallback, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentityReview } from "../../domain/contract/back-office.ts";
import { REVIEW_WAITING, type ReviewStatus } from "../../domain/identity.ts";
import { approveIdentity, fetchIdentities, rejectIdentity } from "../api/back-office-calls.ts";
import { errorText } from "../api/error-text.ts";
import { Notice } from "../common/notice.tsx";
import { Pager } from "../common/pager.tsx";
import { usePagedList } from "../common/use-paged-list.ts";
import { IdentityTable } from "./identity-table.tsx";
import { ReviewPanel } from "./review-panel.tsx";
import { REVIEW_FILTERS, REVIEW_STATUS_LABELS } from "./review-status.ts";
import "./identities-screen.css";

/** The real-name queue: waiting records page by page, one open for review beside the list. */
export function IdentitiesScreen({ onQueuesChanged }: { onQueuesChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<ReviewStatus>(REVIEW_WAITING);
  const list = usePagedList(useCallback((page: number) => fetchIdentities(status, page), [status]));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const selected = list.answer?.data.find((r) => r.user_id === selectedId) ?? null;

  /** Either way the list is read again: a record another operator decided first is gone from it too. */
  const settle = async (action: Promise<unknown>, done: string) => {
    try {
      await action;
      setNotice({ tone: "ok", text: done });
    } catch (error) {
      const text = errorText(error);
      // Nothing to say means the session ended: the login screen replaces this one.
      if (!text) return;
      setNotice({ tone: "error", text });
    }
    setSelectedId(null);
    list.reload();
    onQueuesChanged();
  };

  const decisions = ({ user_id, name, uid }: IdentityReview) => ({
    onApprove: () => settle(approveIdentity(user_id), t`Approved: ${name} (UID ${uid}).`),
    onReject: (reason: string) => settle(rejectIdentity(user_id, reason), t`Rejected: ${name} (UID ${uid}).`),
  });

  const filter = (next: ReviewStatus) => {
    setStatus(next);
    list.setPage(1);
    setSelectedId(null);
  };

  const listProblem = list.error ? errorText(list.error) : null;
  return (
    <div className="queue">
      <header className="screen-head">
        <h1><Trans>Identity verification</Trans></h1>
        <select aria-label={t`Status`} value={status} onChange={(e) => filter(Number(e.currentTarget.value) as ReviewStatus)}>
          {REVIEW_FILTERS.map((s) => <option key={s} value={s}>{i18n._(REVIEW_STATUS_LABELS[s])}</option>)}
        </select>
        <button type="button" onClick={list.reload} disabled={list.loading}><Trans>Refresh</Trans></button>
      </header>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {listProblem && <Notice tone="error">{listProblem}</Notice>}
      <div className={selected ? "queue-body with-panel" : "queue-body"}>
        <div className="queue-list" aria-busy={list.loading}>
          {list.answer && (
            <>
              <IdentityTable records={list.answer.data} selectedId={selectedId} onSelect={setSelectedId} />
              <Pager answer={list.answer} onPage={list.setPage} disabled={list.loading} />
            </>
          )}
          {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
        </div>
        {selected && (
          <ReviewPanel key={selected.user_id} record={selected} {...decisions(selected)} onClose={() => setSelectedId(null)} />
        )}
      </div>
    </div>
  );
}
