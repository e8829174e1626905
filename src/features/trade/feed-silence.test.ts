import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSilenceWatch, type SilenceClock } from "./feed-silence.ts";

const AFTER_MS = 10_000;

const fakeClock: SilenceClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** A watch on a feed the test ticks by hand, with a listener that counts what it heard. */
function watchedFeed() {
  let tick = () => {};
  const stopped = vi.fn();
  const watch = createSilenceWatch((onTick) => {
    tick = onTick;
    return stopped;
  }, AFTER_MS, fakeClock);
  const heard = vi.fn();
  const stop = watch.subscribe(heard);
  return { watch, heard, stop, stopped, tick: () => tick() };
}

describe("createSilenceWatch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells no listener about ticks while the feed keeps ticking", () => {
    const feed = watchedFeed();
    for (let second = 0; second < 30; second++) {
      vi.advanceTimersByTime(1000);
      feed.tick();
    }
    expect(feed.watch.silent()).toBe(false);
    expect(feed.heard).not.toHaveBeenCalled();
  });

  it("goes silent 10 s after the watch began on a feed that never ticks", () => {
    const feed = watchedFeed();
    vi.advanceTimersByTime(AFTER_MS - 1);
    expect(feed.watch.silent()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(feed.watch.silent()).toBe(true);
    expect(feed.heard).toHaveBeenCalledTimes(1);
  });

  it("counts the silence from the last tick, and ends it at the next one", () => {
    const feed = watchedFeed();
    vi.advanceTimersByTime(6000);
    feed.tick();
    vi.advanceTimersByTime(AFTER_MS - 1);
    expect(feed.watch.silent()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(feed.watch.silent()).toBe(true);

    feed.tick();
    expect(feed.watch.silent()).toBe(false);
    expect(feed.heard).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(AFTER_MS);
    expect(feed.watch.silent()).toBe(true);
    expect(feed.heard).toHaveBeenCalledTimes(3);
  });

  it("stops hearing the feed and its timer once the last listener leaves", () => {
    const feed = watchedFeed();
    feed.stop();
    expect(feed.stopped).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_MS * 2);
    expect(feed.watch.silent()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
