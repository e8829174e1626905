import { useLayoutEffect } from "react";

/** Performance marks the load benchmark reads (tests/bench): the first price row shown, and the first live one. */
export const FIRST_PRICE_MARK = "pipwise:first-price";
export const FIRST_LIVE_PRICE_MARK = "pipwise:first-live-price";

const marked = new Set<string>();

function markOnce(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
}

/** Marks the moment a row first commits a price, and the moment one first commits a live price. */
export function usePriceMarks(live: boolean): void {
  useLayoutEffect(() => {
    markOnce(FIRST_PRICE_MARK);
    if (live) markOnce(FIRST_LIVE_PRICE_MARK);
  }, [live]);
}
