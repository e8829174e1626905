import { useCallback, useState } from "react";
import { useSnapshot } from "valtio";
import { depositPage } from "../api/funds.ts";
import type { DepositRecord } from "../domain/contract/funds.ts";
import type { DepositType } from "../domain/funds.ts";
import { reviewDecisions } from "./review-notices.ts";
import { usePaged, type Paged } from "./use-paged.ts";

export interface DepositRecords extends Paged<DepositRecord> {
  /** Reads the list again from the top (after a deposit was sent). */
  reload: () => void;
}

/**
 * The user's deposits of one type, newest first, a page at a time; read again from the top when an
 * operator decides one of them (the socket's review notice, heard in every open tab) or on `reload`.
 */
export function useDepositRecords(type: DepositType): DepositRecords {
  const decided = useSnapshot(reviewDecisions).deposit;
  const [asked, setAsked] = useState(0);
  // A new function is a new list for usePaged: `decided` and `asked` are here to make one.
  const load = useCallback((page: number) => depositPage(type, page), [type, decided, asked]);
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  return { ...usePaged(load), reload };
}
