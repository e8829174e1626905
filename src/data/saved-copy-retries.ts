/** The waits between reads of a page shown from a saved copy while the device is online: the network may come back after the `online` event. */
export const SAVED_COPY_RETRY_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

/**
 * Reads again after each wait of `SAVED_COPY_RETRY_MS` (then every 30 s) until stopped: the page
 * stops it once a fresh answer replaced the saved copy, or when the device goes offline.
 */
export function retrySavedCopy(refresh: () => void): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    timer = setTimeout(() => {
      refresh();
      attempt += 1;
      next();
    }, SAVED_COPY_RETRY_MS[Math.min(attempt, SAVED_COPY_RETRY_MS.length - 1)]);
  };
  next();
  return () => clearTimeout(timer);
}
