import { useCallback, useState } from "react";
import { pageToShowInstead, type PageOf } from "./paging.ts";
import { useLoaded } from "./use-loaded.ts";

/**
 * One paged list read from the server: the page asked for, its answer or the error, and a reload.
 * `load` must keep its identity while its filters do (useCallback), and change with them.
 */
export function usePagedList<T>(load: (page: number) => Promise<PageOf<T>>) {
  const [page, setPage] = useState(1);
  const loaded = useLoaded(
    useCallback(() => load(page), [load, page]),
    (answer: PageOf<T>) => {
      const instead = pageToShowInstead(answer);
      if (instead !== null) setPage(instead);
      return instead === null;
    },
  );
  return { page, setPage, ...loaded };
}
