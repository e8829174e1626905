import type { MarketInstrument, PriceSource, Tick } from "./price-source.ts";
import { formatPrice } from "./price-format.ts";
import { createPriceWalk, type PriceWalk } from "./price-walk.ts";
import { createPrng, deriveSeed, type Prng } from "./prng.ts";
import { createSessionClock, type SessionMode } from "./sessions.ts";

const MINUTE_MS = 60_000;

export interface SimulatorOptions {
  instruments: readonly MarketInstrument[];
  seed: number;
  /** Average ticks per second of each open instrument; the spacing between ticks is random. Default 2. */
  ticksPerSecond?: number;
  sessionMode: SessionMode;
  now?: () => number;
}

interface Feed {
  instrument: MarketInstrument;
  random: Prng;
  walk: PriceWalk;
  /** When this instrument ticks next (ms). */
  nextAt: number;
  lastTickAt: number;
  /** Set while the market is seen closed, so the reopen can gap. */
  closedSince: number | undefined;
}

/**
 * The embedded price feed: every instrument continues its seeded walk from the last stored price
 * and ticks as a Poisson process while its market is open. One timer serves all instruments: it
 * sleeps until the earliest next tick, so 50 instruments at 10 ticks/s cost one timer, not fifty.
 */
export function createSimulatedPriceSource(options: SimulatorOptions): PriceSource {
  const { instruments, seed, ticksPerSecond = 2, sessionMode, now = Date.now } = options;
  if (!(ticksPerSecond > 0)) throw new RangeError(`ticksPerSecond must be positive, got ${ticksPerSecond}`);
  const clock = createSessionClock(sessionMode);
  const meanSpacingMs = 1000 / ticksPerSecond;
  let feeds: Feed[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let emit: (tick: Tick) => void = () => {};

  const tick = (feed: Feed, at: number): void => {
    if (feed.closedSince !== undefined) {
      feed.walk.gap((at - feed.closedSince) / MINUTE_MS);
      feed.closedSince = undefined;
      feed.lastTickAt = at;
    }
    feed.walk.move((at - feed.lastTickAt) / MINUTE_MS);
    feed.lastTickAt = at;
    const { code, precision } = feed.instrument;
    emit({ code, price: formatPrice(feed.walk.price, precision), time: at, volume: "1" });
  };

  const run = (): void => {
    const at = now();
    for (const feed of feeds) {
      if (feed.nextAt > at) continue;
      // Spacing is drawn from the firing time, so a late timer never bursts to catch up.
      feed.nextAt = at + feed.random.exponential() * meanSpacingMs;
      if (clock.isOpen(feed.instrument.session, at)) tick(feed, at);
      else feed.closedSince ??= at;
    }
    schedule();
  };

  const schedule = (): void => {
    let earliest = Infinity;
    for (const feed of feeds) earliest = Math.min(earliest, feed.nextAt);
    if (earliest !== Infinity) timer = setTimeout(run, Math.max(0, earliest - now()));
  };

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
    feeds = [];
  };

  return {
    start(onTick, lastPrices) {
      stop();
      emit = onTick;
      const startedAt = now();
      feeds = instruments.map((instrument) => {
        const random = createPrng(deriveSeed(seed, `live:${instrument.code}`));
        const startPrice = Number(lastPrices.get(instrument.code) ?? instrument.basePrice);
        return {
          instrument,
          random,
          walk: createPriceWalk(instrument, startPrice, random),
          nextAt: startedAt + random.exponential() * meanSpacingMs,
          lastTickAt: startedAt,
          closedSince: undefined,
        };
      });
      schedule();
    },
    stop,
  };
}
