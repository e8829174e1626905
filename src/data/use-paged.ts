import { useCallback, useEffect, useRef, useState } from "react";

export interface Page<T> {
  data: T[];
  total: number;
}

export interface Paged<T> {
  items: T[];
  /** Undefined until the first page answered. */
  total: number | undefined;
  loading: boolean;
  /** The last request failed (the API client has told the user). */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A list read page by page (my_deal history, the account log): the first page when mounted, the
 * next one on `loadMore`. A new `load` or a new `reread` reads the list again from the first page,
 * the rows on screen staying until it answers; answers asked for before are dropped.
 */
export function usePaged<T>(load: (page: number) => Promise<Page<T>>, reread?: string | number): Paged<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const next = useRef(1);
  /** Moves on each new `load` or `reread` and on unmount: an answer asked for before it moved is stale. */
  const generation = useRef(0);

  const fetchPage = useCallback(() => {
    const asked = generation.current;
    const page = next.current;
    setLoading(true);
    setFailed(false);
    load(page).then(
      (answer) => {
        if (generation.current !== asked) return;
        next.current = page + 1;
        setItems((shown) => (page === 1 ? answer.data : [...shown, ...answer.data]));
        setTotal(answer.total);
        setLoading(false);
      },
      () => {
        if (generation.current !== asked) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, [load]);

  useEffect(() => {
    next.current = 1;
    fetchPage();
    return () => {
      generation.current += 1;
    };
  }, [fetchPage, reread]);

  const hasMore = total !== undefined && items.length < total;
  return { items, total, loading, failed, hasMore, loadMore: () => !loading && (hasMore || failed) && fetchPage() };
}
