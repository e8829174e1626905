import type { Candle, Period, Quote } from "#domain/instrument.ts";
import {
  KLINE_PREFIX,
  TOPIC_DAY_MARKET,
  TOPIC_FOREX_CLOSED,
  TOPIC_FOREX_TRADE,
  type DayMarketMessage,
  type KlineMessage,
  type PrivateMessage,
} from "#domain/socket-protocol.ts";
import { quotesChanged, type LiveState } from "#state/live.ts";
import type { LiveChannelMessage } from "#workers/realtime/types.ts";

/**
 * Turns channel messages into store updates. Frames are coalesced per code and applied once per
 * `schedule` callback (an animation frame), so 500 ticks a second cost one render per frame.
 * The user's order frames (a few a second at most) are events, each handed on to `onPrivate` at once.
 */
export function createLiveApplier(target: LiveState, schedule: (flush: () => void) => void, onPrivate: (frame: PrivateMessage) => void = () => {}) {
  let quotes = new Map<string, Quote>();
  let forming = new Map<string, Partial<Record<Period, Candle>>>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const [q, f] = [quotes, forming];
    quotes = new Map();
    forming = new Map();
    // The socket stream is ordered: its latest quote always wins.
    for (const quote of q.values()) target.quotes[quote.Code] = quote;
    quotesChanged([...q.keys()]);
    for (const [code, candles] of f) target.forming[code] = { ...target.forming[code], ...candles };
  }

  function receiveFrame(raw: string) {
    const frame = JSON.parse(raw) as { topic?: string };
    if (frame.topic === TOPIC_DAY_MARKET) {
      for (const quote of (frame as DayMarketMessage).data) quotes.set(quote.Code, quote);
    } else if (frame.topic?.startsWith(KLINE_PREFIX)) {
      const { code, candles } = (frame as KlineMessage).data;
      forming.set(code, { ...forming.get(code), ...candles });
    } else if (frame.topic === TOPIC_FOREX_TRADE || frame.topic === TOPIC_FOREX_CLOSED) {
      return onPrivate(frame as PrivateMessage);
    } else {
      return;
    }
    if (!scheduled) {
      scheduled = true;
      schedule(flush);
    }
  }

  return {
    receive(message: LiveChannelMessage) {
      if (typeof message === "string") receiveFrame(message);
      else if (message.kind === "status") target.connection = message.status;
    },
  };
}
