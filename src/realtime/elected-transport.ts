import { callOverChannel, type ChannelLike } from "#workers/realtime/owner-rpc.ts";
import type { Timers } from "#workers/realtime/timers.ts";
import { OWNER_LOCK, type DedicatedRealtimeApi, type RealtimeApi } from "#workers/realtime/types.ts";

export interface ElectedTransportDeps {
  locks: Pick<LockManager, "request">;
  channel: ChannelLike;
  /** The tab's own dedicated worker: it connects and serves the other tabs once this tab wins the lock. */
  worker: DedicatedRealtimeApi;
  clientId: string;
  timers: Timers;
  /** Gives the worker this tab's language and token before it connects as the owner. */
  prepareOwner(worker: DedicatedRealtimeApi): Promise<void>;
  /** A new owner took the socket: re-send this tab's subscriptions. */
  onOwnerChange(): void;
}

/**
 * Without SharedWorker: every tab runs its own dedicated worker and queues for one Web Lock. The
 * holder's worker opens the socket and serves all tabs over the RPC channel; it keeps the lock until the
 * tab goes away, and then the next tab in the queue takes over and connects. Every tab, the
 * owner included, talks to the owner worker through the channel.
 */
export function openElectedTransport(deps: ElectedTransportDeps): RealtimeApi {
  const rpc = callOverChannel(deps.channel, {
    clientId: deps.clientId,
    timers: deps.timers,
    onOwnerChange: deps.onOwnerChange,
  });
  deps.locks
    .request(OWNER_LOCK, async () => {
      const { worker } = deps;
      await deps.prepareOwner(worker);
      await worker.serveTabs();
      await worker.connect();
      // Held for the life of the tab: resolving would hand the socket to another tab.
      await new Promise<never>(() => {});
    })
    .catch((error: unknown) => console.warn("pipwise: socket owner election failed", error));
  return rpc;
}
