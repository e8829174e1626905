import { useCallback, useState } from "react";
import { useSnapshot } from "valtio";
import type { ReviewNotice } from "#domain/order.ts";
import { reviewDecisions } from "./review-notices.ts";
import { usePaged, type Page, type Paged } from "./use-paged.ts";

export interface ReviewedRecords<T> extends Paged<T> {
  /** Reads the list again from the top (after the user sent a new one). */
  reload: () => void;
}

/**
 * The user's records that operators decide on (deposits, withdrawals) of one type, newest first, a
 * page at a time; read again from the top when an operator decides one of `kind` (the socket's
 * review notice, heard in every open tab) or on `reload`. `read` must be a module-level function.
 */
export function useReviewedRecords<T, K extends number>(kind: ReviewNotice["Kind"], type: K, read: (type: K, page: number) => Promise<Page<T>>): ReviewedRecords<T> {
  const decided = useSnapshot(reviewDecisions)[kind];
  const [asked, setAsked] = useState(0);
  const load = useCallback((page: number) => read(type, page), [read, type]);
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  return { ...usePaged(load, `${decided}/${asked}`), reload };
}
