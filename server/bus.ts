import type { Candle, Period, Quote } from "#domain/instrument.ts";
import type { MessageDescriptor } from "@lingui/core";
import type { AccountNotice, ClosedOrder, Order, OrderUpdate, ReviewNotice } from "#domain/order.ts";
import type { Values } from "./i18n/translator.ts";
import type { NewLogin } from "./devices/new-login-notice.ts";

/** Sessions that stopped being valid (logout, password change, session cap), grouped by user. */
export interface SessionsRevoked {
  userId: number;
  sessionIds: number[];
}

/**
 * An operator's decision on one of the user's records, published once it has committed: what the
 * e-mail says (subject and body), for whoever tells the user in their own language (Web Push).
 */
export interface ReviewDecided {
  userId: number;
  kind: ReviewNotice["Kind"];
  subject: MessageDescriptor;
  body: MessageDescriptor;
  values?: Values;
}

export interface BookChanged {
  userId: number;
  /** The process that served the change (its engine's id). */
  origin: string;
}

/**
 * Pub/sub between the feed/engine and the socket gateways. In embedded mode it is in-process;
 * a Redis or NATS implementation of the same interface lets many gateway processes share one feed.
 */
export interface BusEvents {
  /** Quotes that changed, latest per instrument. */
  quotes: Quote[];
  /** The forming candle of every period for one instrument. */
  kline: { code: string; candles: Partial<Record<Period, Candle>> };
  /** A user's order that changed / that closed. */
  "forex-trade": { userId: number; data: OrderUpdate | AccountNotice };
  "forex-closed": { userId: number; data: ClosedOrder };
  /** Every gateway ends the socket logins of these sessions. */
  "session-revoked": SessionsRevoked;
  /** A deposit, withdrawal or identity review was decided (after commit). */
  "review-decided": ReviewDecided;
  /** A user's orders changed (after commit) in process `origin`: the market leader reloads that book. */
  "book-changed": BookChanged;
  /** Instruments whose rows were changed (after commit): every process reads them again. */
  "instruments-changed": { ids: number[] };
  /** The trailing stop of a user's position moved its stop loss (after commit), for the Web Push notifier. */
  "stop-trailed": { userId: number; data: Order };
  /** A user's price alerts changed (after commit): the market leader reloads them. */
  "alerts-changed": { userId: number };
  /** A login from a browser the user's account had not seen (after commit), for the Web Push notifier. */
  "new-login": NewLogin;
  /** An operator turned a user's authenticator app off (after commit), for the Web Push notifier. */
  "totp-turned-off": { userId: number };
}

export type BusChannel = keyof BusEvents;

/**
 * Hears the bus at work, for the metrics: each message published, and each delivery with the time
 * since its publish (the in-process bus measures it as the Redis bus does, from publish to listener).
 */
export interface BusObserver {
  published(channel: BusChannel): void;
  delivered(channel: BusChannel, lagMs: number): void;
}

/** Every channel, for the implementations that subscribe to all of them up front. */
export const BUS_CHANNELS = Object.keys({
  quotes: true,
  kline: true,
  "forex-trade": true,
  "forex-closed": true,
  "session-revoked": true,
  "review-decided": true,
  "book-changed": true,
  "instruments-changed": true,
  "stop-trailed": true,
  "alerts-changed": true,
  "new-login": true,
  "totp-turned-off": true,
} satisfies Record<BusChannel, true>) as BusChannel[];

export interface BusHealth {
  /** False while messages from other processes cannot arrive (Redis lost); always true in-process. */
  connected: boolean;
}

export interface Bus {
  publish<C extends BusChannel>(channel: C, message: BusEvents[C]): void;
  /**
   * Publishes, and resolves once every process has run its listeners for the message, or once
   * `HEARD_WAIT_MS` has passed (a process that does not answer is logged): for the messages whose
   * publisher must not answer its caller before the other processes act on them (a revocation).
   */
  publishHeard<C extends BusChannel>(channel: C, message: BusEvents[C]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<C extends BusChannel>(channel: C, listener: (message: BusEvents[C]) => void): () => void;
  health(): BusHealth;
  /**
   * Hears that messages may have been missed (the connection to the other processes came back
   * after a loss): whoever holds state fed by the bus takes it afresh. Returns the function that stops.
   */
  onGap(listener: () => void): () => void;
}

/** How long `publishHeard` waits for the slowest process. */
export const HEARD_WAIT_MS = 2000;

export function createInProcessBus(observer?: BusObserver): Bus {
  const listeners = new Map<BusChannel, Set<(message: never) => void>>();
  const bus: Bus = {
    health: () => ({ connected: true }),
    onGap: () => () => undefined,
    publish(channel, message) {
      observer?.published(channel);
      const publishedAt = performance.now();
      for (const listener of listeners.get(channel) ?? []) {
        observer?.delivered(channel, performance.now() - publishedAt);
        (listener as (m: typeof message) => void)(message);
      }
    },
    publishHeard(channel, message) {
      bus.publish(channel, message);
      return Promise.resolve();
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener as (message: never) => void);
      return () => set.delete(listener as (message: never) => void);
    },
  };
  return bus;
}
