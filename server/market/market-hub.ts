/**
 * The live market. It folds every tick of the PriceSource into the latest quote and the forming
 * candles of each period (1min … 1day), publishes them on the bus (`quotes` coalesced per
 * event-loop turn, `kline` per tick) and persists candles through the CandleSink: closed ones
 * about a second after they close, forming ones every minute (upserts), so a restart loses at
 * most a minute. A timer on every minute boundary re-evaluates MarketStatus, so a market shows
 * closed when its session ends even though no tick comes, and it closes candles whose bucket
 * ended without a tick. Quotes carry Open = the open of the current UTC day candle.
 *
 * Only the market leader runs the feed (`lead`); a follower (`follow`) runs no feed and writes no
 * candles: it folds the leader's quotes and klines from the bus into its own, and takes over from
 * them when it leads next, so the chart continues without a jump.
 */
import type { Bus } from "../bus.ts";
import { MARKET_OPEN, PERIODS, type Candle, type Period, type Quote } from "#domain/instrument.ts";
import { percentChange } from "#domain/quote-math.ts";
import { createCandleWriter, type CandleRow } from "./candle-writer.ts";
import { FormingCandles, type PeriodCandle } from "./forming-candles.ts";
import { mirrorLeader } from "./leader-mirror.ts";
import type { MarketView } from "./market-view.ts";
import type { CandleSink, MarketInstrument, PriceSource, Tick } from "./price-source.ts";
import { createSessionClock, type SessionMode } from "./sessions.ts";
import { askFor } from "./spread.ts";

const MINUTE_MS = 60_000;
const CLOSED_CANDLE_DELAY_MS = 1_000;

/** Where an instrument's market stood when the server stopped, read from the store. */
export interface InstrumentStart {
  /** Last stored close (decimal string): the live walk continues from it. */
  lastClose: string;
  /** The latest stored candle of every period; the day candle's Open is the quote's Open. */
  forming: Partial<Record<Period, Candle>>;
}

/** An instrument's start from its latest stored candle of every period; undefined when it has none. */
export function instrumentStart(latest: Partial<Record<Period, Candle>>): InstrumentStart | undefined {
  // Consistent candles of every period end on the same close; the finest one is the freshest.
  const finest = PERIODS.map((period) => latest[period]).find((candle) => candle !== undefined);
  return finest && { lastClose: finest.Close, forming: latest };
}

export interface MarketHubOptions {
  instruments: readonly MarketInstrument[];
  source: PriceSource;
  bus: Bus;
  sink: CandleSink;
  sessionMode: SessionMode;
  /** Per code; an instrument without one starts at its basePrice with no candles. */
  initial: ReadonlyMap<string, InstrumentStart>;
  now?: () => number;
  onSinkError?: (error: unknown) => void;
  /** Hears each tick taken in from the source, for the metrics: only the process running the feed counts. */
  onTick?: () => void;
}

export interface MarketHub extends MarketView {
  /** Leads: runs the feed from the latest prices and candles, publishes and saves them. */
  start(): void;
  lead(): void;
  /** Stops the feed (saving its candles) and from now on mirrors the leader's quotes and klines. */
  follow(): Promise<void>;
  /** Stops the feed or the mirror and the timers, and saves every candle not saved yet. */
  stop(): Promise<void>;
  /** 1 while the instrument's market is open, 0 when closed or unknown; a follower has it from the last quote. */
  marketStatus(code: string): number;
  /** Open of the current UTC day candle. */
  dayOpen(code: string): string | undefined;
}

interface Market {
  instrument: MarketInstrument;
  candles: FormingCandles;
  quote: Quote;
  /** Ticked (or mirrored) since the forming candles were last queued for saving. */
  changed: boolean;
}

type Mode = "idle" | "leading" | "following";

export function createMarketHub(options: MarketHubOptions): MarketHub {
  const { bus, source, initial, now = Date.now } = options;
  const clock = createSessionClock(options.sessionMode);
  const onError = options.onSinkError ?? ((error: unknown) => console.error("market: saving candles failed", error));
  const writer = createCandleWriter(options.sink, { delayMs: CLOSED_CANDLE_DELAY_MS, onError });
  const pending = new Map<string, Quote>();
  let publishQueued = false;
  let minuteTimer: ReturnType<typeof setTimeout> | undefined;
  let mode: Mode = "idle";
  let stopMirror: (() => void) | undefined;

  const statusAt = (instrument: MarketInstrument, at: number) =>
    clock.isOpen(instrument.session, at) && !source.halted?.(instrument.code) ? MARKET_OPEN : 0;
  const rows = (code: string, candles: PeriodCandle[]): CandleRow[] => candles.map((c) => ({ code, ...c }));

  const publishQuotes = (): void => {
    publishQueued = false;
    const batch = [...pending.values()];
    pending.clear();
    if (batch.length > 0) bus.publish("quotes", batch);
  };

  /** Close is the Bid, as MT5 charts it; candles are Bid too. */
  const quoteOf = (instrument: MarketInstrument, latest: Partial<Record<Period, Candle>>, bid: string, time: number, status: number): Quote => {
    const day = latest["1day"];
    const open = day?.Open ?? bid;
    const ask = askFor(bid, instrument, time, source.steadySpread);
    const [high, low] = [day?.High ?? bid, day?.Low ?? bid];
    return { Code: instrument.code, Open: open, Close: bid, Bid: bid, Ask: ask, Change: percentChange(open, bid), High: high, Low: low, MarketStatus: status, Time: time };
  };

  const setQuote = (market: Market, close: string, time: number, status: number, latest = market.candles.latest()): void => {
    market.quote = quoteOf(market.instrument, latest, close, time, status);
    pending.set(market.instrument.code, market.quote);
    if (!publishQueued) {
      publishQueued = true;
      queueMicrotask(publishQuotes);
    }
  };

  const markets = new Map<string, Market>();
  for (const instrument of options.instruments) {
    const start = initial.get(instrument.code);
    const candles = new FormingCandles(start?.forming);
    // Until the first tick the quote is as old as the last stored minute.
    const lastMinute = start?.forming["1min"];
    const time = lastMinute ? lastMinute.Time * 1000 : now();
    const quote = quoteOf(instrument, candles.latest(), start?.lastClose ?? instrument.basePrice, time, statusAt(instrument, now()));
    markets.set(instrument.code, { instrument, candles, quote, changed: false });
  }

  const onTick = (tick: Tick): void => {
    const market = markets.get(tick.code);
    if (!market) return;
    options.onTick?.();
    writer.add(rows(tick.code, market.candles.add(tick.price, tick.volume, tick.time)));
    market.changed = true;
    // One snapshot of the candles serves both the quote's day open and the kline event.
    const latest = market.candles.latest();
    setQuote(market, tick.price, tick.time, statusAt(market.instrument, now()), latest);
    bus.publish("kline", { code: tick.code, candles: latest });
  };

  const refreshStatus = (market: Market, at: number): void => {
    const status = statusAt(market.instrument, at);
    if (status !== market.quote.MarketStatus) setQuote(market, market.quote.Close, market.quote.Time, status);
  };

  /** Closes candles whose bucket ended and queues the forming ones that changed. */
  const queueCandles = (at: number): void => {
    for (const market of markets.values()) {
      const { code } = market.instrument;
      writer.add(rows(code, market.candles.closeDue(at)));
      if (market.changed) writer.add(rows(code, market.candles.forming()));
      market.changed = false;
    }
  };

  /** Saves the candles due and refreshes MarketStatus. */
  const settle = (at: number): Promise<void> => {
    queueCandles(at);
    for (const market of markets.values()) refreshStatus(market, at);
    return writer.flush();
  };

  const scheduleMinute = (from: number): void => {
    const boundary = (Math.floor(from / MINUTE_MS) + 1) * MINUTE_MS;
    minuteTimer = setTimeout(() => {
      // A timer may fire a hair early; the session rules must see the new minute.
      const at = Math.max(now(), boundary);
      void settle(at);
      scheduleMinute(at);
    }, boundary - now());
  };

  const mirror = {
    quote(quote: Quote) {
      const market = markets.get(quote.Code);
      if (market) market.quote = quote;
    },
    kline({ code, candles }: { code: string; candles: Partial<Record<Period, Candle>> }) {
      const market = markets.get(code);
      if (!market) return;
      market.candles = new FormingCandles(candles);
      // Saved by this process only once it leads: the leader that sent them may not have saved them.
      market.changed = true;
    },
  };

  /** Stops the feed or the mirror; the candles a feed made are saved with the returned promise. */
  const halt = (): Promise<void> => {
    stopMirror?.();
    stopMirror = undefined;
    clearTimeout(minuteTimer);
    minuteTimer = undefined;
    const wasLeading = mode === "leading";
    mode = "idle";
    if (!wasLeading) return Promise.resolve();
    source.stop();
    queueCandles(now());
    return writer.flush();
  };

  const lead = (): void => {
    if (mode === "leading") return;
    void halt();
    mode = "leading";
    const lastPrices = new Map([...markets].map(([code, market]) => [code, market.quote.Close]));
    source.start(onTick, lastPrices, (code) => {
      const market = markets.get(code);
      if (market) refreshStatus(market, now());
    });
    scheduleMinute(now());
  };

  return {
    start: lead,
    lead,
    async follow() {
      if (mode === "following") return;
      const saved = halt();
      mode = "following";
      stopMirror = mirrorLeader(bus, mirror);
      await saved;
    },
    stop: halt,
    quotes: () => [...markets.values()].map((market) => market.quote),
    quote: (code) => markets.get(code)?.quote,
    forming: (code) => markets.get(code)?.candles.latest(),
    hasInstrument: (code) => markets.has(code),
    marketStatus(code) {
      const market = markets.get(code);
      if (!market) return 0;
      return mode === "following" ? market.quote.MarketStatus : statusAt(market.instrument, now());
    },
    dayOpen: (code) => markets.get(code)?.quote.Open,
  };
}
