import { useCallback, useEffect, useState } from "react";
import type { QueueCounts } from "#domain/contract/back-office.ts";
import { fetchQueueCounts } from "../api/back-office-calls.ts";

/** Other operators work the same queues: the counts are read again this often while the page is seen. */
const POLL_MS = 30_000;

/** How many records wait in each queue; `refresh` after an action that changes them. */
export function useQueueCounts() {
  const [counts, setCounts] = useState<QueueCounts | null>(null);

  const refresh = useCallback(() => {
    // A failed read keeps the last counts; a 999 is handled by the session.
    fetchQueueCounts().then(setCounts, () => undefined);
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(() => document.visibilityState === "visible" && refresh(), POLL_MS);
    window.addEventListener("focus", refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", refresh);
    };
  }, [refresh]);

  return { counts, refresh };
}
