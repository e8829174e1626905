import { useSyncExternalStore } from "react";

function watch(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the device says it has a network; nothing can be traded without one. */
export function useOnline(): boolean {
  return useSyncExternalStore(watch, () => navigator.onLine);
}
