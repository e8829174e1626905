import { useSyncExternalStore } from "react";
import { subscribeKey } from "valtio/utils";
import { live } from "#state/live.ts";

/** Prices stop being live while the device is offline or the socket, its connection lost, waits to retry. */
function pricesStale(): boolean {
  return !navigator.onLine || live.connection === "backoff";
}

const listeners = new Set<() => void>();
let stopWatching = () => {};

/** One watch of the connection however many price views ask: each tick reaches this store, not them. */
function watch(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    const tell = () => listeners.forEach((listener) => listener());
    const stopConnection = subscribeKey(live, "connection", tell);
    window.addEventListener("online", tell);
    window.addEventListener("offline", tell);
    stopWatching = () => {
      stopConnection();
      window.removeEventListener("online", tell);
      window.removeEventListener("offline", tell);
    };
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) stopWatching();
  };
}

/** Whether the prices on screen are the last known ones rather than live: shown greyed, without up/down colours. */
export function usePricesStale(): boolean {
  return useSyncExternalStore(watch, pricesStale);
}
