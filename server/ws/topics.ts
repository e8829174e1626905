import type { BusChannel } from "../bus.ts";
import {
  KLINE_PREFIX,
  TOPIC_DAY_MARKET,
  TOPIC_FOREX_CLOSED,
  TOPIC_FOREX_TRADE,
  type PrivateTopic,
} from "#domain/socket-protocol.ts";

export type { PrivateTopic };

export type ParsedTopic =
  | { kind: "day-market"; topic: typeof TOPIC_DAY_MARKET }
  | { kind: "kline"; topic: string; code: string }
  | { kind: "private"; topic: PrivateTopic };

/** The bus channel whose events feed each private topic. */
export const PRIVATE_CHANNELS = {
  [TOPIC_FOREX_TRADE]: "forex-trade",
  [TOPIC_FOREX_CLOSED]: "forex-closed",
} as const satisfies Record<PrivateTopic, BusChannel>;

const INSTRUMENT_CODE = /^[A-Za-z0-9._-]{1,32}$/;

export function parseTopic(topic: string): ParsedTopic | undefined {
  if (topic === TOPIC_DAY_MARKET) return { kind: "day-market", topic };
  if (topic === TOPIC_FOREX_TRADE || topic === TOPIC_FOREX_CLOSED) return { kind: "private", topic };
  if (topic.startsWith(KLINE_PREFIX)) {
    const code = topic.slice(KLINE_PREFIX.length);
    if (INSTRUMENT_CODE.test(code)) return { kind: "kline", topic, code };
  }
  return undefined;
}

export function isPrivateTopic(topic: string): topic is PrivateTopic {
  return topic === TOPIC_FOREX_TRADE || topic === TOPIC_FOREX_CLOSED;
}
