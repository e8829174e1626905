/// <reference lib="webworker" />
/**
 * The realtime worker: owns the browser's one WebSocket. Runs as a SharedWorker, or as a
 * dedicated Worker where SharedWorker is missing (then only the Web Lock owner's worker connects).
 * It is also the tabs' one door to IndexedDB, so that Dexie never loads in a tab. Imports nothing
 * React and no barrels, to keep this chunk small.
 */
import { expose } from "comlink";
import { db } from "../src/db/db.ts";
import { createStoreSession } from "../src/db/store-api.ts";
import { createBatchWriter } from "./realtime/batch-writer.ts";
import { createRealtimeCore } from "./realtime/core.ts";
import { serveOverChannel } from "./realtime/owner-rpc.ts";
import { trackPortClients } from "./realtime/port-clients.ts";
import { socketUrl } from "./realtime/socket-url.ts";
import { realTimers } from "./realtime/timers.ts";
import { LIVE_CHANNEL, RPC_CHANNEL, type DedicatedRealtimeApi, type RealtimeWorkerApi } from "./realtime/types.ts";

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
const live = new BroadcastChannel(LIVE_CHANNEL);
const writer = createBatchWriter({
  db,
  timers: realTimers,
  onError: (error) => console.warn("pipwise-realtime: IndexedDB write failed", error),
});

const core = createRealtimeCore({
  createSocket: (url) => new WebSocket(url),
  socketUrl: (lang) => socketUrl(scope.location.href, lang),
  timers: realTimers,
  random: Math.random,
  broadcast: (message) => live.postMessage(message),
  store: (message) => writer.add(message),
});

if ("onconnect" in scope) {
  scope.addEventListener("connect", ((event: MessageEvent) => {
    for (const port of event.ports) {
      const tracked = trackPortClients(core);
      const store = createStoreSession(db);
      // Chrome fires `close` on a port whose tab went away, even without a `bye`.
      port.addEventListener("close", () => {
        tracked.portClosed();
        store.close();
      });
      expose({ ...tracked.api, store: store.api } satisfies RealtimeWorkerApi, port);
    }
  }) as EventListener);
} else {
  let serving = false;
  const api: DedicatedRealtimeApi & RealtimeWorkerApi = {
    ...core,
    store: createStoreSession(db).api,
    async serveTabs() {
      if (serving) return;
      serving = true;
      serveOverChannel(new BroadcastChannel(RPC_CHANNEL), core);
    },
  };
  expose(api, scope);
}
