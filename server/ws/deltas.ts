import type { Candle, Period, Quote } from "#domain/instrument.ts";

export type Candles = Partial<Record<Period, Candle>>;

/** What one topic has to tell a client since its last frame. */
export type Delta =
  | { kind: "quotes"; quotes: Map<string, Quote> }
  | { kind: "kline"; code: string; candles: Candles }
  /** Order updates are events, not states: every one is kept, in order. */
  | { kind: "private"; items: unknown[] };

function copy(delta: Delta): Delta {
  switch (delta.kind) {
    case "quotes":
      return { kind: "quotes", quotes: new Map(delta.quotes) };
    case "kline":
      return { kind: "kline", code: delta.code, candles: { ...delta.candles } };
    case "private":
      return { kind: "private", items: [...delta.items] };
  }
}

/**
 * Folds `next` into `target` keeping only the latest state per instrument / period. `next` may be
 * shared by many clients, so it is never mutated; `target` is owned by one client and is.
 */
export function mergeDelta(target: Delta | undefined, next: Delta): Delta {
  if (!target || target.kind !== next.kind) return copy(next);
  if (target.kind === "quotes" && next.kind === "quotes") {
    for (const [code, quote] of next.quotes) target.quotes.set(code, quote);
  } else if (target.kind === "kline" && next.kind === "kline") {
    Object.assign(target.candles, next.candles);
  } else if (target.kind === "private" && next.kind === "private") {
    target.items.push(...next.items);
  }
  return target;
}

/** The `data` of the topic frame that carries this delta. */
export function deltaData(delta: Delta): unknown {
  switch (delta.kind) {
    case "quotes":
      return [...delta.quotes.values()];
    case "kline":
      return { code: delta.code, candles: delta.candles };
    case "private":
      return delta.items;
  }
}
