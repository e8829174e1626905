import { FLUSH_INTERVAL_MS, MAX_FRAME_BYTES, MAX_MISSED_PINGS, MAX_SUBSCRIPTIONS, PING_INTERVAL_MS } from "#domain/socket-protocol.ts";

/** Per-socket limits and timings of the gateway; tests shrink them, production keeps the defaults. */
export interface GatewayLimits {
  /** Larger text frames get an error ack and the socket stays open. */
  maxFrameBytes: number;
  /** ws closes the socket with 1009 above this, before the frame is even buffered whole. */
  maxPayloadBytes: number;
  maxSubscriptions: number;
  flushIntervalMs: number;
  /** Above this many unsent bytes a socket is skipped at flush time and only its latest data kept. */
  highWaterBytes: number;
  /** A socket that stays above the high-water mark this long is dropped. */
  stuckCloseMs: number;
  /** Clients ping every PING_INTERVAL_MS; a socket silent this long is gone. */
  idleTimeoutMs: number;
  /** Frames waiting behind a slow command (a login being verified) before the socket is closed. */
  maxQueuedFrames: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  maxFrameBytes: MAX_FRAME_BYTES,
  maxPayloadBytes: 64 * 1024,
  maxSubscriptions: MAX_SUBSCRIPTIONS,
  flushIntervalMs: FLUSH_INTERVAL_MS,
  highWaterBytes: 256 * 1024,
  stuckCloseMs: 15_000,
  idleTimeoutMs: PING_INTERVAL_MS * (MAX_MISSED_PINGS + 3),
  maxQueuedFrames: 64,
};
