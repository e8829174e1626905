import { useSyncExternalStore } from "react";

function watchOnline(notify: () => void): () => void {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
}

/** Whether the browser believes it has a network; follows the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(watchOnline, () => navigator.onLine);
}
