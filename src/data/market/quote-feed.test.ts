import { describe, expect, it } from "vitest";
import { createQuoteFeed } from "./quote-feed.ts";

function setup({ offscreenEveryMs = 1000, offscreenPerFrame = 2 } = {}) {
  let now = 0;
  const feed = createQuoteFeed({ now: () => now, offscreenEveryMs, offscreenPerFrame });
  const calls: string[] = [];
  const view = (code: string, name = code) => feed.watch(code, () => calls.push(name));
  return { feed, calls, view, advance: (ms: number) => (now += ms) };
}

describe("quote feed", () => {
  it("notifies a view on screen of every change of its own code only", () => {
    const { feed, calls, view } = setup();
    view("EURUSD");
    view("XAUUSD");
    feed.changed(["EURUSD"]);
    feed.changed(["EURUSD"]);
    expect(calls).toEqual(["EURUSD", "EURUSD"]);
  });

  it("holds back an off-screen view and catches it up once when it comes on screen", () => {
    const { feed, calls, view } = setup();
    const row = view("EURUSD");
    row.setVisible(false);
    for (let i = 0; i < 10; i++) feed.changed(["EURUSD"]);
    expect(calls).toEqual([]);
    row.setVisible(true);
    expect(calls).toEqual(["EURUSD"]);
    row.setVisible(true);
    expect(calls).toEqual(["EURUSD"]);
  });

  it("catches up at once every off-screen view that missed a change, and only those", () => {
    const { feed, calls, view } = setup();
    view("EURUSD").setVisible(false);
    view("XAUUSD").setVisible(false);
    view("GBPUSD").setVisible(false);
    view("USDJPY");
    feed.changed(["EURUSD", "XAUUSD", "USDJPY"]);
    calls.length = 0;
    feed.catchUpAll();
    expect(calls.sort()).toEqual(["EURUSD", "XAUUSD"]);
    feed.catchUpAll();
    expect(calls).toHaveLength(2);
  });

  it("does not wake an off-screen view that missed nothing", () => {
    const { calls, view } = setup();
    const row = view("EURUSD");
    row.setVisible(false);
    row.setVisible(true);
    expect(calls).toEqual([]);
  });

  it("refreshes stale off-screen views a few per frame, oldest first", () => {
    const { feed, calls, view, advance } = setup({ offscreenEveryMs: 1000, offscreenPerFrame: 2 });
    for (const code of ["A", "B", "C"]) view(code).setVisible(false);
    feed.changed(["A"]);
    advance(100);
    feed.changed(["B", "C"]);
    advance(899);
    feed.changed([]);
    expect(calls).toEqual([]);
    advance(1);
    feed.changed([]);
    expect(calls).toEqual(["A"]);
    advance(100);
    feed.changed(["A"]);
    expect(calls).toEqual(["A", "B", "C"]);
    advance(1000);
    feed.changed([]);
    expect(calls).toEqual(["A", "B", "C", "A"]);
  });

  it("forgets a stopped view", () => {
    const { feed, calls, view, advance } = setup();
    const row = view("EURUSD");
    row.setVisible(false);
    feed.changed(["EURUSD"]);
    row.stop();
    advance(5000);
    feed.changed(["EURUSD"]);
    row.setVisible(true);
    expect(calls).toEqual([]);
  });
});
