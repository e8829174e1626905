import type { Candle, Period, SessionKind } from "#domain/instrument.ts";

/** What the price feed needs to know of an instrument. */
export interface MarketInstrument {
  id: number;
  code: string;
  session: SessionKind;
  /** Decimals of a price (PricePrecision). */
  precision: number;
  /** Ask minus Bid in points of the last decimal on a liquid session. */
  spreadPoints: number;
  /** Price the deterministic history starts from, 30+ days ago (decimal string). */
  basePrice: string;
  /** Typical daily move as a fraction of price (0.006 for EURUSD); a model parameter, not money. */
  dailyVolatility: number;
}

/** One price from a feed: the Bid (the Ask is the Bid plus the instrument's spread). */
export interface Tick {
  code: string;
  /** Bid, a decimal string rounded to the instrument's precision. */
  price: string;
  /** Milliseconds since epoch. */
  time: number;
  /** Traded volume of this tick (decimal string). */
  volume: string;
}

/**
 * A market data feed. The embedded default is the simulator; a real feed implements the same.
 * A source only emits ticks for instruments whose market is open.
 */
export interface PriceSource {
  /**
   * `lastPrices` lets the source continue from where stored history ends. A source that can
   * halt a market calls `statusChanged` when it halts or resumes one.
   */
  start(onTick: (tick: Tick) => void, lastPrices: ReadonlyMap<string, string>, statusChanged?: (code: string) => void): void;
  stop(): void;
  /** True while the source holds this market closed on its own; the trading sessions apply as well. */
  halted?(code: string): boolean;
  /** The spread is never widened around the rollover: a scripted source's prices are exactly what its script says, at any hour. */
  steadySpread?: boolean;
}

/** Where closed (and periodically the forming) candles are persisted. */
export interface CandleSink {
  save(rows: readonly { code: string; period: Period; candle: Candle }[]): Promise<void>;
}
