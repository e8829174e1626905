import type { Quote } from "#domain/instrument.ts";
import {
  KLINE_PREFIX,
  TOPIC_DAY_MARKET,
  type DayMarketMessage,
  type KlineMessage,
  type TopicMessage,
} from "#domain/socket-protocol.ts";

/**
 * The latest market state per topic. A tab that subscribes to a topic another tab already holds
 * gets no snapshot from the server (no new `sub` is sent), so the worker replays this instead.
 */
export function createFrameCache() {
  const quotes = new Map<string, Quote>();
  const klines = new Map<string, KlineMessage["data"]>();

  return {
    record(message: TopicMessage) {
      if (message.topic === TOPIC_DAY_MARKET) {
        for (const quote of (message as DayMarketMessage).data) quotes.set(quote.Code, quote);
      } else if (message.topic.startsWith(KLINE_PREFIX)) {
        const { code, candles } = (message as KlineMessage).data;
        const known = klines.get(message.topic);
        klines.set(message.topic, { code, candles: { ...known?.candles, ...candles } });
      }
    },

    /** A snapshot frame (wire text) for `topic`, or undefined when nothing arrived yet. */
    replay(topic: string, now: number): string | undefined {
      if (topic === TOPIC_DAY_MARKET) {
        if (!quotes.size) return undefined;
        return JSON.stringify({ topic, data: [...quotes.values()], ts: now, snapshot: true } satisfies DayMarketMessage);
      }
      const kline = klines.get(topic);
      if (!kline) return undefined;
      return JSON.stringify({ topic, data: kline, ts: now, snapshot: true } satisfies KlineMessage);
    },

    /** The server no longer sends this topic: what is cached would go stale. */
    forget(topic: string) {
      if (topic === TOPIC_DAY_MARKET) quotes.clear();
      else klines.delete(topic);
    },
  };
}

export type FrameCache = ReturnType<typeof createFrameCache>;
