import { DEFAULT_LANGUAGE, type LanguageCode } from "#domain/locales.ts";
import type { TopicMessage } from "#domain/socket-protocol.ts";
import { createClientLiveness } from "./client-liveness.ts";
import { createConnection, type SocketLike } from "./connection.ts";
import { createFrameCache } from "./frame-cache.ts";
import { isPrivateTopic } from "./private-frames.ts";
import { createSubscriptionRegistry } from "./subscriptions.ts";
import type { Timers } from "./timers.ts";
import type { LiveChannelMessage, RealtimeApi } from "./types.ts";

export interface CoreDeps {
  createSocket(url: string): SocketLike;
  socketUrl(lang: LanguageCode): string;
  timers: Timers;
  random(): number;
  /** Hot path to every tab (BroadcastChannel). */
  broadcast(message: LiveChannelMessage): void;
  /** Slow path to IndexedDB (the batch writer, and the order book for the user's frames). */
  store(message: TopicMessage): void;
}

/** The worker's whole behaviour behind the API the tabs call; the entry only wires real I/O. */
export function createRealtimeCore(deps: CoreDeps): RealtimeApi {
  const { timers } = deps;
  let lang: LanguageCode = DEFAULT_LANGUAGE;
  const cache = createFrameCache();

  const connection = createConnection({
    url: () => deps.socketUrl(lang),
    createSocket: deps.createSocket,
    timers,
    random: deps.random,
    onOpen: () => registry.resubscribeAll(),
    onFrame(raw, message) {
      deps.broadcast(raw);
      cache.record(message);
      deps.store(message);
    },
    onStatus: (status) => deps.broadcast({ kind: "status", status }),
    onNotice: (notice) => deps.broadcast(notice),
  });

  const registry = createSubscriptionRegistry({
    send: (message) => connection.send(message),
    timers,
    onReleased: (topic) => cache.forget(topic),
  });

  const liveness = createClientLiveness({ timers, onExpired: (clientId) => registry.removeClient(clientId) });

  return {
    async connect() {
      connection.connect();
    },
    async subscribe(topic, clientId) {
      liveness.touch(clientId);
      if (registry.add(topic, clientId)) return;
      // The user's book is not cached here: the server sends a fresh snapshot on a repeated sub.
      if (isPrivateTopic(topic)) return void connection.send({ type: "sub", topic });
      const replay = cache.replay(topic, timers.now());
      if (replay) deps.broadcast(replay);
    },
    async unsubscribe(topic, clientId) {
      registry.remove(topic, clientId);
    },
    async heartbeat(clientId) {
      return liveness.touch(clientId);
    },
    async bye(clientId) {
      liveness.forget(clientId);
      registry.removeClient(clientId);
    },
    async setToken(token) {
      const before = connection.token();
      connection.setToken(token);
      // A new login drops the private topics of the user before, and a sub sent before any login was refused.
      if (token && token !== before) for (const topic of registry.topics()) if (isPrivateTopic(topic)) connection.send({ type: "sub", topic });
    },
    async setLang(next) {
      if (next === lang) return;
      lang = next;
      // The socket URL carries the language of the server's messages.
      connection.restart();
    },
    async state() {
      return { ...connection.snapshot(), subscriptions: registry.topics() };
    },
  };
}
