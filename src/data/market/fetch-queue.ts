/**
 * Runs at most `limit` jobs at once, one per key. Asking for a key already waiting or running
 * joins it; when every asker of a waiting key cancels, it never runs. Rows that scroll past
 * quickly therefore cost nothing, and a slow network sees a few requests, not dozens.
 */
export function createFetchQueue<K>(limit: number, run: (key: K) => Promise<void>) {
  const waiting = new Map<K, number>();
  const running = new Set<K>();

  function pump() {
    while (running.size < limit && waiting.size) {
      const key = waiting.keys().next().value as K;
      waiting.delete(key);
      running.add(key);
      run(key)
        .catch(() => {})
        .finally(() => {
          running.delete(key);
          pump();
        });
    }
  }

  return {
    /** Returns a cancel function (a no-op once the job started). */
    request(key: K): () => void {
      if (!running.has(key)) waiting.set(key, (waiting.get(key) ?? 0) + 1);
      pump();
      let cancelled = false;
      return () => {
        if (cancelled || !waiting.has(key)) return;
        cancelled = true;
        const askers = waiting.get(key)! - 1;
        if (askers > 0) waiting.set(key, askers);
        else waiting.delete(key);
      };
    },
    runningCount: () => running.size,
    waitingCount: () => waiting.size,
  };
}
