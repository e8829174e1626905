import { useEffect, useRef } from "react";
import { useOnline } from "./use-online.ts";

/** Runs `refresh` when the device comes back online, so what was shown from the cache is read again by itself. */
export function useBackOnline(refresh: () => void): void {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) refresh();
    wasOnline.current = online;
  }, [online, refresh]);
}
