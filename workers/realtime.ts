/// <reference lib="webworker" />
/**
 * The realtime worker: owns the browser's one WebSocket. Runs as a SharedWorker, or as a
 * dedicated Worker where SharedWorker is missing (then only the Web Lock owner's worker connects).
 * It is also the tabs' one door to IndexedDB, so that Dexie never loads in a tab, and holds the
 * user's order book that every tab watches. Imports nothing React and no barrels, to keep this
 * chunk small.
 */
import { expose } from "comlink";
import { serveOverChannel } from "./realtime/owner-rpc.ts";
import { trackPortClients } from "./realtime/port-clients.ts";
import { privateFrameOf } from "./realtime/private-frames.ts";
import { socketUrl } from "./realtime/socket-url.ts";
import { realTimers } from "./realtime/timers.ts";
import { LIVE_CHANNEL, RPC_CHANNEL, type DedicatedRealtimeApi, type LiveChannelMessage, type RealtimeWorkerApi } from "./realtime/types.ts";
import { createWorkerParts } from "./realtime/worker-parts.ts";

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
const live = new BroadcastChannel(LIVE_CHANNEL);

const onError = (error: unknown) => console.warn("pipwise-realtime: IndexedDB write failed", error);

const { core, ordersFrame, openStoreSession } = createWorkerParts({
  async loadStore(writes) {
    const [{ db }, { createWorkerStore }] = await Promise.all([import("#db/db.ts"), import("./realtime/worker-store.ts")]);
    return createWorkerStore(db, realTimers, onError, writes);
  },
  onError,
  createSocket: (url) => new WebSocket(url),
  socketUrl: (lang) => socketUrl(scope.location.href, lang),
  timers: realTimers,
  random: Math.random,
  broadcast: (message) => live.postMessage(message),
});

if ("onconnect" in scope) {
  scope.addEventListener("connect", ((event: MessageEvent) => {
    for (const port of event.ports) {
      const tracked = trackPortClients(core);
      const store = openStoreSession();
      // Chrome fires `close` on a port whose tab went away, even without a `bye`.
      port.addEventListener("close", () => {
        tracked.portClosed();
        store.close();
      });
      expose({ ...tracked.api, store: store.api } satisfies RealtimeWorkerApi, port);
    }
  }) as EventListener);
} else {
  // The socket may live in another tab's worker: the user's frames reach this book from its broadcasts.
  live.addEventListener("message", ({ data }: MessageEvent<LiveChannelMessage>) => {
    const frame = privateFrameOf(data);
    if (frame) ordersFrame(frame);
  });
  let serving = false;
  const api: DedicatedRealtimeApi & RealtimeWorkerApi = {
    ...core,
    store: openStoreSession().api,
    async serveTabs() {
      if (serving) return;
      serving = true;
      serveOverChannel(new BroadcastChannel(RPC_CHANNEL), core);
    },
  };
  expose(api, scope);
}
