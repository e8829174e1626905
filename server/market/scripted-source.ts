import type { MarketInstrument, PriceSource, Tick } from "./price-source.ts";

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A script step the source cannot play; `param` names the bad input (`code` or `price`). */
export class ScriptError extends Error {
  override name = "ScriptError";
  constructor(
    readonly param: "code" | "price",
    message: string,
  ) {
    super(message);
  }
}

/**
 * A price feed a test plays by hand, so triggers and stop-outs can be checked at exact prices:
 * `push` ticks one instrument at a price, a push far from the last price is a jump, and
 * `close` … `reopen(code, price)` is a market gap (no tick while closed, then the first price after it).
 */
export interface ScriptedPriceSource extends PriceSource {
  /** Ticks `code` at `price` (a decimal string, at most the instrument's decimals) now; returns the tick sent. */
  push(code: string, price: string): Tick;
  /** Holds the market closed: it shows closed and pushes are refused until `reopen`. */
  close(code: string): void;
  /** Opens a closed market again; with `price`, its first tick after the gap. */
  reopen(code: string, price?: string): Tick | undefined;
  /** The last price sent for `code`, or where the source took over from stored history. */
  lastPrice(code: string): string | undefined;
}

export interface ScriptedSourceOptions {
  instruments: readonly MarketInstrument[];
  now?: () => number;
}

/** `price` written with exactly `precision` decimals, or a ScriptError when it is not a price of this instrument. */
function exactPrice(price: string, instrument: MarketInstrument): string {
  const match = DECIMAL.exec(price);
  const decimals = match?.[2] ?? "";
  if (!match || decimals.length > instrument.precision) {
    throw new ScriptError("price", `${instrument.code} takes a positive price with at most ${instrument.precision} decimals, got "${price}"`);
  }
  const text = instrument.precision === 0 ? match[1]! : `${match[1]}.${decimals.padEnd(instrument.precision, "0")}`;
  if (!/[1-9]/.test(text)) throw new ScriptError("price", `${instrument.code} takes a positive price, got "${price}"`);
  return text;
}

export function createScriptedPriceSource(options: ScriptedSourceOptions): ScriptedPriceSource {
  const { now = Date.now } = options;
  const instruments = new Map(options.instruments.map((instrument) => [instrument.code, instrument]));
  const closed = new Set<string>();
  const last = new Map<string, string>();
  let emit: ((tick: Tick) => void) | undefined;
  let onStatus: ((code: string) => void) | undefined;

  const instrumentOf = (code: string): MarketInstrument => {
    const instrument = instruments.get(code);
    if (!instrument) throw new ScriptError("code", `no instrument ${code}`);
    return instrument;
  };

  const send = (instrument: MarketInstrument, price: string): Tick => {
    if (!emit) throw new Error("the scripted source is not started");
    const tick: Tick = { code: instrument.code, price: exactPrice(price, instrument), time: now(), volume: "1" };
    last.set(tick.code, tick.price);
    emit(tick);
    return tick;
  };

  return {
    steadySpread: true,
    start(onTick, lastPrices, statusChanged) {
      emit = onTick;
      onStatus = statusChanged;
      for (const [code, price] of lastPrices) if (!last.has(code)) last.set(code, price);
    },
    stop() {
      emit = undefined;
      onStatus = undefined;
    },
    halted: (code) => closed.has(code),
    push(code, price) {
      const instrument = instrumentOf(code);
      if (closed.has(code)) throw new ScriptError("code", `the ${code} market is closed`);
      return send(instrument, price);
    },
    close(code) {
      instrumentOf(code);
      closed.add(code);
      onStatus?.(code);
    },
    reopen(code, price) {
      const instrument = instrumentOf(code);
      if (price !== undefined) exactPrice(price, instrument);
      closed.delete(code);
      onStatus?.(code);
      return price === undefined ? undefined : send(instrument, price);
    },
    lastPrice: (code) => last.get(code),
  };
}
