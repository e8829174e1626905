import type { ChannelLike } from "#workers/realtime/owner-rpc.ts";
import { realTimers } from "#workers/realtime/timers.ts";
import { RPC_CHANNEL, type DedicatedRealtimeApi, type RealtimeApi, type RealtimeWorkerApi } from "#workers/realtime/types.ts";
import { openElectedTransport } from "./elected-transport.ts";
import { openSharedWorker, spawnDedicatedWorker } from "./spawn-worker.ts";

/** shared: one SharedWorker; elected: a Web Lock picks the tab whose worker connects; solo: one socket per tab. */
export type TransportMode = "shared" | "elected" | "solo";

export interface Transport {
  mode: TransportMode;
  api: RealtimeApi;
  /** The tab's database door, in its own worker even when the socket lives in another tab's. */
  store: RealtimeWorkerApi["store"];
}

export function openTransport(options: {
  clientId: string;
  /** The SharedWorker the early script started (decision 0037). */
  started?: SharedWorker;
  prepareOwner(worker: DedicatedRealtimeApi): Promise<void>;
  onOwnerChange(): void;
}): Transport {
  if (typeof SharedWorker !== "undefined") {
    const worker = openSharedWorker(options.started);
    return { mode: "shared", api: worker, store: worker.store };
  }
  const worker = spawnDedicatedWorker();
  // Web Locks need a secure context; on a plain-http LAN address each tab keeps its own socket.
  if (!navigator.locks) return { mode: "solo", api: worker, store: worker.store };
  const api = openElectedTransport({
    locks: navigator.locks,
    channel: new BroadcastChannel(RPC_CHANNEL) as ChannelLike,
    // Every tab runs a worker for its database door; the one that wins the lock also connects.
    worker,
    clientId: options.clientId,
    timers: realTimers,
    prepareOwner: options.prepareOwner,
    onOwnerChange: options.onOwnerChange,
  });
  return { mode: "elected", api, store: worker.store };
}
