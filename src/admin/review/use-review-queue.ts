import { useCallback, useState } from "react";
import { errorText } from "../api/error-text.ts";
import type { PageOf } from "../common/paging.ts";
import type { NoticeText } from "../common/notice.tsx";
import { usePagedList } from "../common/use-paged-list.ts";

interface ReviewQueueOptions<Status, Row> {
  initialStatus: Status;
  load: (status: Status, page: number) => Promise<PageOf<Row>>;
  idOf: (row: Row) => number;
  /** Tells the navigation that a queue's count may have changed. */
  onQueuesChanged: () => void;
}

/**
 * A review queue: the records of one status page by page, the one open for review, and the outcome
 * of the last decision. `load` must keep its identity (a module function or a useCallback).
 */
export function useReviewQueue<Status, Row>({ initialStatus, load, idOf, onQueuesChanged }: ReviewQueueOptions<Status, Row>) {
  const [status, setStatus] = useState(initialStatus);
  const list = usePagedList(useCallback((page: number) => load(status, page), [load, status]));
  const [selectedId, select] = useState<number | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const selected = list.answer?.data.find((row) => idOf(row) === selectedId) ?? null;

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
    select(null);
    list.reload();
    onQueuesChanged();
  };

  const filter = (next: Status) => {
    setStatus(next);
    list.setPage(1);
    select(null);
  };

  return { status, filter, list, selectedId, selected, select, notice, settle };
}

export type ReviewQueue<Status, Row> = ReturnType<typeof useReviewQueue<Status, Row>>;
