import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { BUS_CHANNELS, HEARD_WAIT_MS, type Bus, type BusChannel, type BusObserver } from "../bus.ts";
import type { Log } from "../platform/log.ts";
import { decodeBusMessage, encodeBusMessage } from "./bus-message.ts";

export interface RedisBus extends Bus {
  /** Leaves Redis; messages published after this go nowhere. */
  close(): Promise<void>;
}

const PREFIX = "pipwise:bus:";
/** Where each process sends back the `heard` id of a message once its listeners have run it. */
const HEARD_CHANNEL = "pipwise:bus-heard";
/** Only the latest of these matters, and a gap re-sends it: not queued while Redis is away. */
const LATEST_ONLY: ReadonlySet<BusChannel> = new Set(["quotes", "kline"]);

type Listener = (message: never) => void;

/** A `publishHeard` waiting: the processes that heard it so far, and how many Redis delivered it to once PUBLISH answers. */
interface Waiting {
  heard: number;
  receivers?: number;
  done(): void;
}

/**
 * The bus over Redis pub/sub. A publishing process hears its own messages back from Redis like
 * every other process, so each listener gets each message exactly once, wherever it was published.
 * Resolves once subscribed to every channel. After Redis comes back from a loss, `onGap`
 * listeners hear that messages may have been missed. `publishHeard` counts the processes that
 * ran a message against the number PUBLISH says it reached.
 */
export async function connectRedisBus(url: string, log: Log, observer?: BusObserver): Promise<RedisBus> {
  // Without a retry cap a command waits for the reconnection instead of failing.
  const options = { maxRetriesPerRequest: null, autoResubscribe: false, lazyConnect: true, retryStrategy: (times: number) => Math.min(times * 100, 2000) };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const listeners = new Map<BusChannel, Set<Listener>>();
  const gapListeners = new Set<() => void>();
  let subscribed = false;
  let lostAt: number | undefined;
  let closing = false;
  const waiting = new Map<string, Waiting>();

  const subscribeAll = () => subscriber.subscribe(...BUS_CHANNELS.map((channel) => PREFIX + channel), HEARD_CHANNEL);

  function settle(id: string, wait: Waiting): void {
    if (wait.receivers === undefined || wait.heard < wait.receivers) return;
    waiting.delete(id);
    wait.done();
  }

  function send(channel: BusChannel, text: string): Promise<number> {
    observer?.published(channel);
    return publisher.publish(PREFIX + channel, text);
  }
  const failed = (channel: BusChannel) => (error: unknown) => {
    if (!closing) log.error({ err: error, channel }, "publishing on the bus failed");
  };

  subscriber.on("message", (name: string, text: string) => {
    if (name === HEARD_CHANNEL) {
      const wait = waiting.get(text);
      if (wait) {
        wait.heard += 1;
        settle(text, wait);
      }
      return;
    }
    const channel = name.slice(PREFIX.length) as BusChannel;
    const decoded = decodeBusMessage(channel, text);
    if ("error" in decoded) return log.warn({ channel, reason: decoded.error }, "a bus message was dropped");
    // The lag spans processes, so it is as true as their clocks agree (they must keep one time anyway).
    const lagMs = Math.max(0, Date.now() - decoded.at);
    for (const listener of listeners.get(channel) ?? []) {
      observer?.delivered(channel, lagMs);
      (listener as (message: unknown) => void)(decoded.data);
    }
    if (decoded.heard !== undefined) publisher.publish(HEARD_CHANNEL, decoded.heard).catch(failed(channel));
  });
  subscriber.on("close", () => {
    if (!subscribed || closing) return;
    subscribed = false;
    lostAt = Date.now();
    log.error({}, "the bus lost Redis: messages of other processes cannot arrive; reconnecting");
  });
  subscriber.on("ready", () => {
    if (lostAt === undefined) return;
    subscribeAll().then(
      () => {
        subscribed = true;
        log.warn({ gapMs: Date.now() - lostAt! }, "the bus is back on Redis; what was missed is sent afresh");
        lostAt = undefined;
        for (const listener of gapListeners) listener();
      },
      (error: unknown) => log.error({ err: error }, "subscribing to the bus again failed"),
    );
  });
  // ioredis reports each failed reconnection as an error; the close above has said it once.
  const quiet = (error: unknown) => (closing ? undefined : log.warn({ err: error }, "Redis connection error"));
  subscriber.on("error", quiet);
  publisher.on("error", quiet);

  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscribeAll();
  subscribed = true;

  return {
    publish(channel, message) {
      if (LATEST_ONLY.has(channel) && publisher.status !== "ready") return;
      send(channel, encodeBusMessage(channel, message)).catch(failed(channel));
    },
    publishHeard(channel, message) {
      const id = randomUUID();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          const wait = waiting.get(id);
          waiting.delete(id);
          if (!closing) log.warn({ channel, heard: wait?.heard, receivers: wait?.receivers }, "not every process said it heard a bus message in time");
          resolve();
        }, HEARD_WAIT_MS);
        const wait: Waiting = {
          heard: 0,
          done() {
            clearTimeout(timer);
            resolve();
          },
        };
        waiting.set(id, wait);
        send(channel, encodeBusMessage(channel, message, id)).then(
          (receivers) => {
            wait.receivers = receivers;
            settle(id, wait);
          },
          failed(channel),
        );
      });
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener as Listener);
      return () => set.delete(listener as Listener);
    },
    health: () => ({ connected: subscribed && publisher.status === "ready" }),
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      closing = true;
      for (const wait of waiting.values()) wait.done();
      waiting.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
