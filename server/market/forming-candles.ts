import { PERIODS, type Candle, type Period } from "#domain/instrument.ts";
import { bucketEnd, bucketStart, extendCandle } from "./candles.ts";

export interface PeriodCandle {
  period: Period;
  candle: Candle;
}

interface Slot {
  candle: Candle;
  /** Already reported as closed, so it is not handed out twice. */
  closed: boolean;
}

/**
 * The latest candle of every period for one instrument, folded from ticks. A candle is reported
 * closed once, either by the first tick of a later bucket or by `closeDue` when its bucket has
 * ended without one (a quiet or closed market). It stays the latest candle until a tick replaces it.
 * A late tick folds into the current candle and, if that was reported already, reports it again.
 */
export class FormingCandles {
  private readonly slots = new Map<Period, Slot>();

  constructor(initial: Partial<Record<Period, Candle>> = {}) {
    for (const period of PERIODS) {
      const candle = initial[period];
      if (candle) this.slots.set(period, { candle, closed: false });
    }
  }

  /** Folds one tick in; returns the candles this tick closed. */
  add(price: string, volume: string, timeMs: number): PeriodCandle[] {
    const closed: PeriodCandle[] = [];
    const timeSec = Math.floor(timeMs / 1000);
    for (const period of PERIODS) {
      const start = bucketStart(timeSec, period);
      const slot = this.slots.get(period);
      if (slot && start <= slot.candle.Time) {
        slot.candle = extendCandle(slot.candle, { High: price, Low: price, Close: price, Volume: volume });
        slot.closed = false;
        continue;
      }
      if (slot && !slot.closed) closed.push({ period, candle: slot.candle });
      this.slots.set(period, {
        candle: { Time: start, Open: price, High: price, Low: price, Close: price, Volume: volume },
        closed: false,
      });
    }
    return closed;
  }

  /** Candles whose bucket ended by `nowMs` and that were not reported yet. */
  closeDue(nowMs: number): PeriodCandle[] {
    const nowSec = Math.floor(nowMs / 1000);
    const closed: PeriodCandle[] = [];
    for (const [period, slot] of this.slots) {
      if (slot.closed || bucketEnd(slot.candle.Time, period) > nowSec) continue;
      slot.closed = true;
      closed.push({ period, candle: slot.candle });
    }
    return closed;
  }

  /** Candles still forming (not reported closed), for periodic upserts. */
  forming(): PeriodCandle[] {
    const result: PeriodCandle[] = [];
    for (const [period, slot] of this.slots) if (!slot.closed) result.push({ period, candle: slot.candle });
    return result;
  }

  /** The latest candle of every period, forming or just closed. */
  latest(): Partial<Record<Period, Candle>> {
    const result: Partial<Record<Period, Candle>> = {};
    for (const [period, slot] of this.slots) result[period] = slot.candle;
    return result;
  }
}
