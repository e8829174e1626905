import type { ClientMessage } from "#domain/socket-protocol.ts";
import type { Timers } from "./timers.ts";

/** Long enough that switching chart periods or instruments does not unsub and re-sub. */
export const RELEASE_DELAY_MS = 1500;

export interface SubscriptionRegistry {
  /** Returns true when this sent a `sub` (the server will answer with a snapshot). */
  add(topic: string, clientId: string): boolean;
  remove(topic: string, clientId: string): void;
  /** Releases everything one tab held. */
  removeClient(clientId: string): void;
  /** After a reconnect the server holds nothing: send `sub` for every held topic again. */
  resubscribeAll(): void;
  /** Topics at least one tab holds. */
  topics(): string[];
}

/**
 * Topics ref-counted across tabs. The last holder leaving starts a delayed release; a holder
 * arriving within the delay keeps the server subscription without a new `sub`.
 */
export function createSubscriptionRegistry(deps: {
  send(message: ClientMessage): void;
  timers: Timers;
  onReleased?(topic: string): void;
  releaseDelayMs?: number;
}): SubscriptionRegistry {
  const holders = new Map<string, Set<string>>();
  const releasing = new Map<string, unknown>();
  const delay = deps.releaseDelayMs ?? RELEASE_DELAY_MS;

  function release(topic: string) {
    releasing.delete(topic);
    deps.send({ type: "unsub", topic });
    deps.onReleased?.(topic);
  }

  function remove(topic: string, clientId: string) {
    const set = holders.get(topic);
    if (!set?.delete(clientId) || set.size > 0) return;
    holders.delete(topic);
    releasing.set(topic, deps.timers.setTimeout(() => release(topic), delay));
  }

  return {
    add(topic, clientId) {
      const existing = holders.get(topic);
      if (existing) {
        existing.add(clientId);
        return false;
      }
      holders.set(topic, new Set([clientId]));
      if (releasing.has(topic)) {
        deps.timers.clearTimeout(releasing.get(topic));
        releasing.delete(topic);
        return false;
      }
      deps.send({ type: "sub", topic });
      return true;
    },
    remove,
    removeClient(clientId) {
      for (const topic of [...holders.keys()]) remove(topic, clientId);
    },
    resubscribeAll() {
      for (const [topic, timer] of releasing) {
        deps.timers.clearTimeout(timer);
        deps.onReleased?.(topic);
      }
      releasing.clear();
      for (const topic of holders.keys()) deps.send({ type: "sub", topic });
    },
    topics: () => [...holders.keys()],
  };
}
