import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useSnapshot } from "valtio";
import type { Quote } from "#domain/instrument.ts";
import { realtime } from "#realtime/ensure-realtime.ts";
import { live, onQuotesChanged } from "#state/live.ts";
import type { ConnectionStatus } from "#workers/realtime/types.ts";
import { createQuoteFeed, type QuoteFeed } from "./quote-feed.ts";

/**
 * Off-screen rows still move now and then, a few per frame: enough for a reader that walks the list
 * off screen, while each refresh costs a slow phone a render nobody sees.
 */
const OFFSCREEN_EVERY_MS = 5000;
const OFFSCREEN_PER_FRAME = 6;

let feed: QuoteFeed | undefined;

/** One listener for every quote view, told which codes each write of the quotes changed. */
function quoteFeed(): QuoteFeed {
  if (!feed) {
    const created = createQuoteFeed({ now: () => performance.now(), offscreenEveryMs: OFFSCREEN_EVERY_MS, offscreenPerFrame: OFFSCREEN_PER_FRAME });
    onQuotesChanged((codes) => created.changed(codes));
    feed = created;
  }
  return feed;
}

/** Reports whether a view is on screen; returns the function that stops reporting. */
export type VisibilityWatch = (onChange: (visible: boolean) => void) => () => void;

/**
 * The latest quote of one instrument; a view re-renders when its own price moves, not when any
 * of the other rows' do. With `visibility`, it re-renders only while on screen and catches up
 * when it comes back (off screen it is refreshed every few seconds).
 */
export function useQuote(code: string, visibility?: VisibilityWatch): Quote | undefined {
  const watch = useCallback(
    (notify: () => void) => {
      const watched = quoteFeed().watch(code, notify);
      const stopSeeing = visibility?.(watched.setVisible);
      return () => {
        stopSeeing?.();
        watched.stop();
      };
    },
    [code, visibility],
  );
  return useSyncExternalStore(watch, () => live.quotes[code]);
}

/** Calls `onChange` at each new quote of one instrument, outside any render; returns the function that stops. */
export function onQuote(code: string, onChange: () => void): () => void {
  return quoteFeed().watch(code, onChange).stop;
}

/** Tells every quote view held back off screen to show its latest quote: what the page shows is then what `live.quotes` holds. */
export function catchUpQuoteViews(): void {
  feed?.catchUpAll();
}

/** The latest quote of one instrument when called, for an action that needs the price without following it. */
export function quoteNow(code: string): Quote | undefined {
  return live.quotes[code];
}

/** Holds a socket topic (DAY_MARKET, KLINE.{code}, …) while the calling component is mounted. */
export function useLiveTopic(topic: string | null): void {
  useEffect(() => (topic ? realtime.acquire(topic) : undefined), [topic]);
}

export function useConnectionState(): ConnectionStatus {
  return useSnapshot(live).connection;
}
