import { describe, expect, it } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { INDICATOR_KINDS, newChoice, readChoices, type IndicatorChoice } from "./indicator-choice.ts";
import { studySeries } from "./study.ts";

const candle = (i: number, close: number): Candle => {
  const c = close.toFixed(5);
  return { Time: 1_700_000_000 + i * 60, Open: (close - 0.0002).toFixed(5), High: (close + 0.0006).toFixed(5), Low: (close - 0.0007).toFixed(5), Close: c, Volume: "0" };
};
const history = Array.from({ length: 300 }, (_, i) => candle(i, 1.08 + Math.sin(i / 7) * 0.004 + (i % 5) * 0.0003));

/** Column values with NaN as null, so two results compare with toEqual. */
const plain = (columns: readonly number[][]) => columns.map((line) => line.map((v) => (Number.isNaN(v) ? null : Number(v.toFixed(10)))));

describe("an indicator following a live candle series", () => {
  for (const kind of INDICATOR_KINDS) {
    it(`keeps ${kind} equal to a fresh computation through ticks, a new candle and older history`, () => {
      const choice: IndicatorChoice = { ...newChoice(kind, []), source: kind === "rsi" ? "hlc3" : "close" };
      const live = studySeries(choice);
      let shown = history.slice(100, 250);
      live.follow(shown);
      for (let i = 250; i < 300; i++) {
        shown = [...shown.slice(0, -1), candle(i - 1, Number(history[i - 1]!.Close) + 0.001)];
        live.follow(shown);
        shown = [...shown.slice(0, -1), history[i - 1]!, candle(i, 1.09)];
        live.follow(shown);
        shown = [...shown.slice(0, -1), history[i]!];
        live.follow(shown);
      }
      shown = history;
      live.follow(shown);
      const fresh = studySeries(choice);
      fresh.follow(history);
      expect(live.columns[0]).toHaveLength(300);
      expect(plain(live.columns)).toEqual(plain(fresh.columns));
      expect(live.columns.every((line) => line.slice(-200).some((v) => !Number.isNaN(v)))).toBe(true);
    });
  }
});

/** The candles, counting how many of them are read. */
function counted(candles: Candle[]): { candles: Candle[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(candles, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { candles: proxy, reads: () => reads };
}

describe("a tick's cost", () => {
  it("reads a handful of candles however long the series, for every kind", () => {
    for (const kind of INDICATOR_KINDS) {
      for (const length of [100, 300]) {
        const live = studySeries(newChoice(kind, []));
        live.follow(history.slice(0, length - 1));
        const forming = counted([...history.slice(0, length - 1), candle(length - 1, 1.08)]);
        live.follow(forming.candles);
        const ticked = counted([...history.slice(0, length - 1), candle(length - 1, 1.081)]);
        live.follow(ticked.candles);
        expect(forming.reads(), `${kind}: a new candle`).toBeLessThanOrEqual(6);
        expect(ticked.reads(), `${kind}: a tick`).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe("the kept indicator list", () => {
  it("reads back what was kept", () => {
    const choices = [newChoice("rsi", [])];
    choices.push({ ...newChoice("bollinger", choices), params: [30, 2.5], source: "hl2" });
    expect(readChoices(JSON.stringify(choices))).toEqual(choices);
  });

  it("drops what is not a valid indicator and keeps the rest", () => {
    const good = newChoice("sma", []);
    const stored = JSON.stringify([
      good,
      { ...good, id: 2, params: [1e308] },
      { ...good, id: 3, params: [20.5] },
      { ...good, id: 4, kind: "vwap" },
      { ...good, id: 5, source: "volume" },
      { ...good, id: 6, params: ["20"] },
      { ...good, params: [30] },
      null,
      [1, 2],
    ]);
    expect(readChoices(stored)).toEqual([good]);
  });

  it("starts empty from storage that holds no list", () => {
    for (const stored of [null, "", "{", "null", '"x"', "{}", "\u0000"]) expect(readChoices(stored)).toEqual([]);
  });
});
