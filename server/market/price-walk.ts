import type { MarketInstrument } from "./price-source.ts";
import type { Prng } from "./prng.ts";
import { tradingMinutesPerDay } from "./sessions.ts";

/** Days for a price's distance from basePrice to halve, so weeks of walk stay at realistic levels. */
const REVERSION_HALF_LIFE_DAYS = 10;
/** Share of the closed time that moves the price at the reopen (weekend and overnight gaps). */
const GAP_SHARE = 0.1;

/**
 * The price model shared by the history generator and the live simulator: geometric Brownian
 * motion with mean reversion of the log price toward basePrice (Ornstein–Uhlenbeck). Time is
 * trading minutes, so a daily volatility spreads over the minutes the market trades. This is a
 * model in floats; prices leave it as decimal strings rounded to the instrument's precision.
 */
export interface PriceWalk {
  readonly price: number;
  /** ln(price): the walk's state, cheaper to compare than prices in tight loops. */
  readonly logPrice: number;
  /** Standard deviation of the log return over one trading minute. */
  readonly minuteVolatility: number;
  /** Moves the price by `minutes` of trading; returns the new log price. */
  move(minutes: number): number;
  /** Moves the price across a closure of `closedMinutes`; returns the new log price. */
  gap(closedMinutes: number): number;
}

export function createPriceWalk(instrument: MarketInstrument, startPrice: number, random: Prng): PriceWalk {
  const minutesPerDay = tradingMinutesPerDay(instrument.session);
  const variancePerMinute = instrument.dailyVolatility ** 2 / minutesPerDay;
  const reversionPerMinute = Math.LN2 / (REVERSION_HALF_LIFE_DAYS * minutesPerDay);
  const anchor = Math.log(Number(instrument.basePrice));
  let logPrice = Math.log(startPrice);

  const move = (minutes: number): number => {
    const drift = reversionPerMinute * minutes * (anchor - logPrice);
    logPrice += drift + Math.sqrt(variancePerMinute * minutes) * random.gaussian();
    return logPrice;
  };

  return {
    get price() {
      return Math.exp(logPrice);
    },
    get logPrice() {
      return logPrice;
    },
    minuteVolatility: Math.sqrt(variancePerMinute),
    move,
    gap: (closedMinutes) => move(closedMinutes * GAP_SHARE),
  };
}
