import type { Candle, SessionKind } from "#domain/instrument.ts";
import type { MarketInstrument } from "./price-source.ts";
import { createPriceWalk } from "./price-walk.ts";
import { formatPrice } from "./price-format.ts";
import { createPrng, deriveSeed } from "./prng.ts";
import { isMarketOpenAt } from "./sessions.ts";

const MINUTE_MS = 60_000;
/** Points walked inside each minute; their extremes make the high and low. */
const STEPS_PER_MINUTE = 4;
/** Typical ticks per minute: volume is tick volume, as CFD brokers report it. */
const TICKS_PER_MINUTE: Record<SessionKind, number> = {
  fx: 120,
  crypto: 90,
  metals: 150,
  energy: 110,
  us_equity: 100,
  eu_equity: 80,
  asia_equity: 70,
};

/**
 * Deterministic 1-minute candles of `instrument` for every complete minute in [fromMs, toMs) in
 * which its market is open in real sessions. The walk starts at basePrice at `fromMs`; the same
 * inputs give the same candles whenever and wherever this runs.
 */
export function* generateHistory(instrument: MarketInstrument, fromMs: number, toMs: number, seed: number): Generator<Candle> {
  const random = createPrng(deriveSeed(seed, `history:${instrument.code}`));
  const walk = createPriceWalk(instrument, Number(instrument.basePrice), random);
  const digits = instrument.precision;
  const text = (logPrice: number) => formatPrice(Math.exp(logPrice), digits);
  const ticks = TICKS_PER_MINUTE[instrument.session];
  const subStep = 1 / STEPS_PER_MINUTE;
  let open = walk.logPrice;
  let openText = text(open);
  let closedMinutes = 0;

  for (let start = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS; start + MINUTE_MS <= toMs; start += MINUTE_MS) {
    if (!isMarketOpenAt(instrument.session, start)) {
      closedMinutes++;
      continue;
    }
    if (closedMinutes > 0) {
      open = walk.gap(closedMinutes);
      openText = text(open);
      closedMinutes = 0;
    }
    // The walk runs on log prices; only the open, high, low and close are turned back into prices.
    let high = open;
    let low = open;
    let close = open;
    for (let i = 0; i < STEPS_PER_MINUTE; i++) {
      close = walk.move(subStep);
      if (close > high) high = close;
      else if (close < low) low = close;
    }
    // Busier minutes move more: scale tick volume by the size of the minute's range.
    const activity = 0.5 + (high - low) / walk.minuteVolatility / 2;
    const volume = Math.max(1, Math.round(ticks * activity * (0.6 + 0.8 * random.next())));
    const closeText = text(close);
    const highText = high === close ? closeText : high === open ? openText : text(high);
    const lowText = low === close ? closeText : low === open ? openText : text(low);
    yield { Time: start / 1000, Open: openText, High: highText, Low: lowText, Close: closeText, Volume: String(volume) };
    open = close;
    openText = closeText;
  }
}

