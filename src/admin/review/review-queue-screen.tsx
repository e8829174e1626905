import { Fragment, type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "../api/error-text.ts";
import { Notice } from "../common/notice.tsx";
import { Pager } from "../common/pager.tsx";
import type { ReviewQueue } from "./use-review-queue.ts";
import "./review.css";

interface ReviewQueueScreenProps<Status extends number, Row> {
  title: ReactNode;
  queue: ReviewQueue<Status, Row>;
  /** The statuses to filter by, the queue's own first, with their names. */
  filters: readonly Status[];
  labels: Record<Status, MessageDescriptor>;
  table: (rows: readonly Row[]) => ReactNode;
  panel: (row: Row) => ReactNode;
  /** A class beside `queue`, for a screen's own layout. */
  className?: string;
}

/** A queue's screen: the status filter, the records page by page, and the one open for review beside them. */
export function ReviewQueueScreen<Status extends number, Row>({ title, queue, filters, labels, table, panel, className }: ReviewQueueScreenProps<Status, Row>) {
  const { t, i18n } = useLingui();
  const { list, notice, selected } = queue;
  const listProblem = list.error ? errorText(list.error) : null;
  return (
    <div className={className ? `queue ${className}` : "queue"}>
      <header className="screen-head">
        <h1>{title}</h1>
        <select aria-label={t`Status`} value={queue.status} onChange={(e) => queue.filter(Number(e.currentTarget.value) as Status)}>
          {filters.map((s) => <option key={s} value={s}>{i18n._(labels[s])}</option>)}
        </select>
        <button type="button" onClick={list.reload} disabled={list.loading}><Trans>Refresh</Trans></button>
      </header>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {listProblem && <Notice tone="error">{listProblem}</Notice>}
      <div className={selected ? "queue-body with-panel" : "queue-body"}>
        <div className="queue-list" aria-busy={list.loading}>
          {list.answer && (
            <>
              {list.answer.data.length === 0 ? <p className="empty"><Trans>No records here.</Trans></p> : table(list.answer.data)}
              <Pager answer={list.answer} onPage={list.setPage} disabled={list.loading} />
            </>
          )}
          {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
        </div>
        {selected && <Fragment key={queue.selectedId}>{panel(selected)}</Fragment>}
      </div>
    </div>
  );
}
