import { useCallback, useEffect, useState } from "react";
import { pageToShowInstead, type PageOf } from "./paging.ts";

/**
 * One paged list read from the server: the page asked for, its answer or the error, and a reload.
 * `load` must keep its identity while its filters do (useCallback), and change with them.
 */
export function usePagedList<T>(load: (page: number) => Promise<PageOf<T>>) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<PageOf<T> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load(page).then(
      (next) => {
        if (!current) return;
        const instead = pageToShowInstead(next);
        if (instead !== null) return setPage(instead);
        setAnswer(next);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, page, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { page, setPage, answer, error, loading, reload };
}
