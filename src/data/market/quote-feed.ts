/**
 * Decides when a view of one instrument's quote re-renders. A view on screen follows every frame
 * the live store applies; one off screen is only marked behind, caught up at once when it comes
 * on screen, and meanwhile refreshed every `offscreenEveryMs`, a few views per frame, so a long
 * list costs a slow phone no more than the rows the user can see.
 */
export interface QuoteFeedOptions {
  now(): number;
  /** How stale an off-screen view may get before it is refreshed anyway. */
  offscreenEveryMs: number;
  /** How many off-screen views one applied frame refreshes at most. */
  offscreenPerFrame: number;
}

export interface QuoteWatch {
  /** The view came on screen (caught up at once if behind) or left it. */
  setVisible(visible: boolean): void;
  stop(): void;
}

interface Watcher {
  notify(): void;
  visible: boolean;
}

export function createQuoteFeed(options: QuoteFeedOptions) {
  const watchers = new Map<string, Set<Watcher>>();
  /** Off-screen views that missed a change, with when they first did; oldest first. */
  const behind = new Map<Watcher, number>();

  function catchUpOffscreen(now: number) {
    let budget = options.offscreenPerFrame;
    for (const [watcher, since] of behind) {
      if (budget === 0 || now - since < options.offscreenEveryMs) return;
      behind.delete(watcher);
      budget--;
      watcher.notify();
    }
  }

  return {
    /** One applied frame changed the quotes of `codes`. */
    changed(codes: Iterable<string>) {
      const now = options.now();
      for (const code of codes) {
        for (const watcher of watchers.get(code) ?? []) {
          if (watcher.visible) watcher.notify();
          else if (!behind.has(watcher)) behind.set(watcher, now);
        }
      }
      catchUpOffscreen(now);
    },

    /** Brings every off-screen view that missed a change up to date now, as a copy of the page is about to be taken. */
    catchUpAll() {
      for (const watcher of behind.keys()) watcher.notify();
      behind.clear();
    },

    /** Calls `notify` when the quote of `code` changed and the view should show it; visible until told otherwise. */
    watch(code: string, notify: () => void): QuoteWatch {
      const watcher: Watcher = { notify, visible: true };
      const set = watchers.get(code) ?? new Set();
      set.add(watcher);
      watchers.set(code, set);
      return {
        setVisible(visible) {
          watcher.visible = visible;
          if (visible && behind.delete(watcher)) watcher.notify();
        },
        stop() {
          behind.delete(watcher);
          set.delete(watcher);
          if (set.size === 0 && watchers.get(code) === set) watchers.delete(code);
        },
      };
    },
  };
}

export type QuoteFeed = ReturnType<typeof createQuoteFeed>;
