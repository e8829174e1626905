import { proxy } from "valtio";

/**
 * Calls that ask for the blocking loading indicator (image upload, news detail) count
 * here; the UI shows it while `pending` > 0. It has no time-out: every response ends it.
 */
export const loadingState = proxy<{ pending: number }>({ pending: 0 });

export function beginLoading(): () => void {
  loadingState.pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    loadingState.pending -= 1;
  };
}
