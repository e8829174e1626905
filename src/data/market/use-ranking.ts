import { useCallback, useEffect, useState } from "react";
import { ranking } from "#api/reads/trading.ts";
import type { RankingEntry } from "#domain/order.ts";

export type RankingState =
  | { status: "loading" }
  | { status: "ready"; entries: readonly RankingEntry[] }
  | { status: "failed" };

/**
 * The trader ranking, asked for each time the ranking is shown. A list already on screen stays
 * while it reloads and when a reload fails; offline, the service worker answers with the last
 * list it saw (workers/sw.ts).
 */
export function useRanking(): { state: RankingState; retry: () => void; refresh: () => void } {
  const [state, setState] = useState<RankingState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // The page shows the failure itself, with a retry: no toast.
    ranking({ signal: controller.signal, silent: true }).then(
      (entries) => setState({ status: "ready", entries }),
      () => {
        if (!controller.signal.aborted) setState((shown) => (shown.status === "ready" ? shown : { status: "failed" }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  /** Reads it again, the list on screen staying until the answer. */
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    refresh();
  }, [refresh]);
  return { state, retry, refresh };
}
