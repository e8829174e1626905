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
 * next one on `loadMore`. `load` must be a module-level function (asked again only on remount).
 */
export function usePaged<T>(load: (page: number) => Promise<Page<T>>): Paged<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const next = useRef(1);
  const mounted = useRef(true);

  const fetchPage = useCallback(() => {
    const page = next.current;
    setLoading(true);
    setFailed(false);
    load(page).then(
      (answer) => {
        if (!mounted.current) return;
        next.current = page + 1;
        setItems((shown) => (page === 1 ? answer.data : [...shown, ...answer.data]));
        setTotal(answer.total);
        setLoading(false);
      },
      () => {
        if (!mounted.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    next.current = 1;
    fetchPage();
    return () => {
      mounted.current = false;
    };
  }, [fetchPage]);

  const hasMore = total !== undefined && items.length < total;
  return { items, total, loading, failed, hasMore, loadMore: () => !loading && (hasMore || failed) && fetchPage() };
}
