import { useEffect, useRef } from "react";
import { retrySavedCopy } from "./saved-copy-retries.ts";
import { useOnline } from "./use-online.ts";

/**
 * Runs `refresh` when the device comes back online, so what was shown from the cache is read
 * again by itself; and, while online, again and again as long as the page still shows a saved
 * copy (`savedAt`), since the first read may leave before the network is really back.
 */
export function useBackOnline(refresh: () => void, savedAt: number | undefined): void {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) refresh();
    wasOnline.current = online;
  }, [online, refresh]);
  const saved = savedAt !== undefined;
  useEffect(() => (online && saved ? retrySavedCopy(refresh) : undefined), [online, saved, refresh]);
}
