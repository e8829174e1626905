import type { Candle, Period, Quote } from "./instrument.ts";
import type { AccountNotice, ClosedOrder, OrderUpdate } from "./order.ts";

/** Socket path and protocol, shared by the gateway and the realtime worker. */
export const SOCKET_PATH = "/v1/ws";

export const TOPIC_DAY_MARKET = "DAY_MARKET";
export const TOPIC_FOREX_TRADE = "FOREX_TRADE";
export const TOPIC_FOREX_CLOSED = "FOREX_CLOSED";
export const KLINE_PREFIX = "KLINE.";

export function klineTopic(code: string): string {
  return `${KLINE_PREFIX}${code}`;
}

export type ClientMessage =
  | { type: "login"; token: string }
  | { type: "logout" }
  | { type: "sub"; topic: string }
  | { type: "unsub"; topic: string }
  | { type: "ping"; ts: number };

/** Answer to login, logout, sub, unsub and to frames the server cannot take (of: "error"). */
export interface AckMessage {
  type: "ack";
  of: string;
  code: number;
  msg: string;
  topic?: string;
}

/**
 * The server ended this socket's login (its session was revoked: logout elsewhere, a password
 * change, a session cap). Private topics are already dropped; `code` is CODE_SESSION_INVALID.
 */
export interface LogoutMessage {
  type: "logout";
  code: number;
  msg: string;
}

export interface PongMessage {
  type: "pong";
  ts: number;
}

/**
 * Every topic frame carries `ts`, the server's clock when it sent the frame (ms), so clients and
 * benchmarks can measure delivery latency; `snapshot` is true on the first frame after a sub.
 */
interface TopicFrame {
  ts: number;
  snapshot?: boolean;
}

/** DAY_MARKET: latest quote per instrument that changed since the last frame. */
export interface DayMarketMessage extends TopicFrame {
  topic: typeof TOPIC_DAY_MARKET;
  data: Quote[];
}

/** KLINE.{code}: the forming candle of every period. */
export interface KlineMessage extends TopicFrame {
  topic: string;
  data: { code: string; candles: Partial<Record<Period, Candle>> };
}

/**
 * FOREX_TRADE: the user's orders that changed, their live price and profit at most 4 times a second,
 * and account notices (the snapshot: every open and pending order).
 */
export interface ForexTradeMessage extends TopicFrame {
  topic: typeof TOPIC_FOREX_TRADE;
  data: (OrderUpdate | AccountNotice)[];
}

/** FOREX_CLOSED: the user's orders that closed (the snapshot: the recent closes). */
export interface ForexClosedMessage extends TopicFrame {
  topic: typeof TOPIC_FOREX_CLOSED;
  data: ClosedOrder[];
}

export type PrivateMessage = ForexTradeMessage | ForexClosedMessage;
export type PrivateTopic = PrivateMessage["topic"];
/** One item of a private topic's frames. */
export type PrivateItem<T extends PrivateTopic> = Extract<PrivateMessage, { topic: T }>["data"][number];
export type TopicMessage = DayMarketMessage | KlineMessage | PrivateMessage;
export type ServerMessage = AckMessage | LogoutMessage | PongMessage | TopicMessage;

/** Limits the gateway enforces per socket. */
export const MAX_FRAME_BYTES = 4096;
export const MAX_SUBSCRIPTIONS = 64;
/** The gateway flushes each client's pending topic updates at most this often. */
export const FLUSH_INTERVAL_MS = 100;

/** How the realtime worker keeps its socket alive, and when it gives it up. */
export const PING_INTERVAL_MS = 5000;
export const MAX_MISSED_PINGS = 3;
export const CONNECT_TIMEOUT_MS = 5000;
