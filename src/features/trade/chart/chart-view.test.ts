import { describe, expect, it } from "vitest";
import { INITIAL_VISIBLE, MAX_VISIBLE, MIN_VISIBLE, candleAt, edges, initialView, panView, rebaseView, showsLatest, xRange, zoomView } from "./chart-view.ts";

const times = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ Time: (from + i) * 60 }));

describe("chart view", () => {
  it("opens on the newest 200 candles, or all of them when there are fewer", () => {
    expect(edges(initialView(500))).toEqual({ first: 300, last: 499 });
    expect(edges(initialView(500)).last - edges(initialView(500)).first + 1).toBe(INITIAL_VISIBLE);
    expect(edges(initialView(4))).toEqual({ first: 0, last: 3 });
    expect(edges(initialView(1))).toEqual({ first: 0, last: 0 });
  });

  it("keeps whole candles at both edges: half a candle of room beyond each edge centre", () => {
    const view = panView(initialView(500), 500, -10.4);
    expect(xRange(view)).toEqual({ min: 289.5, max: 489.5 });
    expect(xRange(initialView(1))).toEqual({ min: -0.5, max: 0.5 });
  });

  it("pans within the history and adds up fractions of a candle", () => {
    let view = initialView(500);
    for (let i = 0; i < 10; i++) view = panView(view, 500, -0.3);
    expect(edges(view).first).toBe(297);
    expect(edges(panView(view, 500, -1000))).toEqual({ first: 0, last: 199 });
    expect(edges(panView(view, 500, 1000)).last).toBe(499);
  });

  it("zooms around the anchor within the allowed candle counts", () => {
    const view = initialView(500);
    const zoomed = zoomView(view, 500, 2, 1);
    expect(edges(zoomed)).toEqual({ first: 400, last: 499 });
    const left = zoomView(view, 500, 2, 0);
    expect(edges(left)).toEqual({ first: 300, last: 399 });
    expect(Math.round(zoomView(view, 500, 1000, 0.5).span)).toBe(MIN_VISIBLE);
    expect(Math.round(zoomView(view, 500, 0.01, 0.5).span)).toBe(MAX_VISIBLE);
    expect(edges(zoomView(initialView(30), 30, 0.1, 0.5))).toEqual({ first: 0, last: 29 });
  });

  it("follows the live candle when at the right edge", () => {
    const view = initialView(500);
    expect(edges(rebaseView(view, times(0, 500), times(0, 501)))).toEqual({ first: 301, last: 500 });
  });

  it("opens afresh when the history replaces a short cached series", () => {
    expect(edges(rebaseView(initialView(1), times(499, 1), times(0, 500)))).toEqual({ first: 300, last: 499 });
    expect(edges(rebaseView(initialView(0), [], times(0, 50)))).toEqual({ first: 0, last: 49 });
  });

  it("stays on the same candles when older ones are prepended", () => {
    const view = panView(initialView(500), 500, -250);
    expect(edges(view)).toEqual({ first: 50, last: 249 });
    const after = [...times(-500, 500), ...times(0, 500)];
    expect(edges(rebaseView(view, times(0, 500), after))).toEqual({ first: 550, last: 749 });
  });

  it("maps a point of the plot to the candle under it", () => {
    const view = initialView(500);
    expect(candleAt(view, 0)).toBe(300);
    expect(candleAt(view, 0.999)).toBe(499);
    expect(candleAt(view, 1)).toBe(499);
    expect(candleAt(view, 0.5)).toBe(400);
  });

  it("knows the window left the latest candles after a pan or a zoom, and is back on them at the opening view", () => {
    expect(showsLatest(initialView(500), 500)).toBe(true);
    expect(showsLatest(panView(initialView(500), 500, -3), 500)).toBe(false);
    expect(showsLatest(zoomView(initialView(500), 500, 2, 1), 500)).toBe(false);
    expect(showsLatest(initialView(4), 4)).toBe(true);
  });
});
