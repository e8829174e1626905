import type { ChannelLike } from "../../workers/realtime/owner-rpc.ts";
import { realTimers } from "../../workers/realtime/timers.ts";
import { RPC_CHANNEL, type DedicatedRealtimeApi, type RealtimeApi } from "../../workers/realtime/types.ts";
import { openElectedTransport } from "./elected-transport.ts";
import { openSharedWorker, spawnDedicatedWorker } from "./spawn-worker.ts";

/** shared: one SharedWorker; elected: a Web Lock picks the tab whose worker connects; solo: one socket per tab. */
export type TransportMode = "shared" | "elected" | "solo";

export interface Transport {
  mode: TransportMode;
  api: RealtimeApi;
}

export function openTransport(options: {
  clientId: string;
  prepareOwner(worker: DedicatedRealtimeApi): Promise<void>;
  onOwnerChange(): void;
}): Transport {
  if (typeof SharedWorker !== "undefined") return { mode: "shared", api: openSharedWorker() };
  // Web Locks need a secure context; on a plain-http LAN address each tab keeps its own socket.
  if (!navigator.locks) return { mode: "solo", api: spawnDedicatedWorker() };
  const api = openElectedTransport({
    locks: navigator.locks,
    channel: new BroadcastChannel(RPC_CHANNEL) as ChannelLike,
    spawnWorker: spawnDedicatedWorker,
    clientId: options.clientId,
    timers: realTimers,
    prepareOwner: options.prepareOwner,
    onOwnerChange: options.onOwnerChange,
  });
  return { mode: "elected", api };
}
