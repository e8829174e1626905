import type uPlot from "uplot";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { newChoice } from "#domain/indicators/indicator-choice.ts";
import { indicatorLayer, type IndicatorParts } from "./indicator-layer.ts";

const candle = (i: number, close: number): Candle => {
  const c = close.toFixed(5);
  return { Time: 1_700_000_000 + i * 60, Open: c, High: (close + 0.0005).toFixed(5), Low: (close - 0.0005).toFixed(5), Close: c, Volume: "0" };
};
const history = Array.from({ length: 200 }, (_, i) => candle(i, 1.08 + Math.sin(i / 9) * 0.003));

/** A 2D context that only counts how often the pane was cleared (one clear per picture drawn). */
function countingCanvas() {
  const counts = { clears: 0 };
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => (name in target ? target[name] : name === "clearRect" ? () => counts.clears++ : () => undefined),
    set: (target, name, value) => ((target[name] = value), true),
  });
  const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, counts };
}

/** The candle plot as the layer reads it: index x, a linear scale over the shown candles. */
function plotOver(candles: readonly Candle[], view: { min: number; max: number }) {
  const bbox = { left: 0, top: 0, width: 300, height: 200 };
  return {
    ctx: countingCanvas().canvas.getContext("2d"),
    bbox,
    width: 320,
    root: {},
    data: [candles.map((_, i) => i)],
    scales: { x: view },
    valToPos: (v: number, scale: string) => (scale === "x" ? ((v - view.min) / (view.max - view.min)) * bbox.width : v),
  } as unknown as uPlot;
}

beforeAll(() => vi.stubGlobal("getComputedStyle", () => ({ getPropertyValue: () => "#888" })));
afterAll(() => vi.unstubAllGlobals());

describe("the indicator panes", () => {
  function rsiPane() {
    const layer = indicatorLayer(5, () => "en");
    const choice = { ...newChoice("rsi", []), id: 1 };
    layer.choose([choice]);
    const { canvas, counts } = countingCanvas();
    const readout = { textContent: "", dataset: {} as Record<string, string> } as unknown as HTMLElement;
    const parts: IndicatorParts = { readout, band: { top: 0, height: 80 } };
    layer.bind(1, parts);
    layer.bindPanes({ canvas, height: 80 });
    return { layer, counts, readout };
  }

  it("leave a pane's canvas alone when a frame would draw the same picture, and say what it shows", () => {
    const { layer, counts, readout } = rsiPane();
    const view = { min: 100, max: 199 };
    layer.draw(plotOver(history, view), history, null);
    layer.draw(plotOver(history, view), history, null);
    layer.draw(plotOver(history, view), history, 150);
    expect(counts.clears).toBe(1);
    expect(readout.dataset.points).toBe("101");
    expect(readout.dataset.index).toBe("150");
  });

  it("redraw a pane when the last candle's value moves, a candle opens, or the view pans", () => {
    const { layer, counts } = rsiPane();
    const view = { min: 100, max: 199 };
    layer.draw(plotOver(history, view), history, null);
    const ticked = [...history.slice(0, -1), candle(199, 1.0851)];
    layer.draw(plotOver(ticked, view), ticked, null);
    expect(counts.clears).toBe(2);
    const opened = [...ticked, candle(200, 1.0851)];
    layer.draw(plotOver(opened, view), opened, null);
    expect(counts.clears).toBe(3);
    layer.draw(plotOver(opened, { min: 90, max: 189 }), opened, null);
    expect(counts.clears).toBe(4);
  });

  it("draw every oscillator in its own band of one canvas, once a frame", () => {
    const layer = indicatorLayer(5, () => "en");
    const [rsi, macd] = [{ ...newChoice("rsi", []), id: 1 }, { ...newChoice("macd", []), id: 2 }];
    layer.choose([rsi, macd]);
    const { canvas, counts } = countingCanvas();
    const translations: number[] = [];
    const ctx = canvas.getContext("2d")!;
    ctx.translate = (_x: number, y: number) => void translations.push(y);
    const readout = () => ({ textContent: "", dataset: {} as Record<string, string> }) as unknown as HTMLElement;
    const [rsiReadout, macdReadout] = [readout(), readout()];
    layer.bind(rsi.id, { readout: rsiReadout, band: { top: 1, height: 71 } });
    layer.bind(macd.id, { readout: macdReadout, band: { top: 73, height: 71 } });
    layer.bindPanes({ canvas, height: 144 });
    const view = { min: 100, max: 199 };
    layer.draw(plotOver(history, view), history, null);
    const ticked = [...history.slice(0, -1), candle(199, 1.0851)];
    layer.draw(plotOver(ticked, view), ticked, null);

    expect(counts.clears).toBe(2);
    expect(translations).toEqual([1, 73, 1, 73]);
    expect(canvas.height).toBe(144);
    expect(Number(rsiReadout.dataset.points)).toBeGreaterThan(0);
    expect(Number(macdReadout.dataset.points)).toBeGreaterThan(0);
  });
});
