import type { RealtimeApi } from "./types.ts";

/**
 * A SharedWorker port belongs to one tab (or a few, after a same-port reuse). The API exposed on a
 * port remembers which client ids it served, so when the port closes their topics are released.
 */
export function trackPortClients(api: RealtimeApi): { api: RealtimeApi; portClosed(): void } {
  const clientIds = new Set<string>();
  const seen = (clientId: string) => clientIds.add(clientId);

  return {
    api: {
      ...api,
      subscribe: (topic, clientId) => (seen(clientId), api.subscribe(topic, clientId)),
      heartbeat: (clientId) => (seen(clientId), api.heartbeat(clientId)),
      bye: (clientId) => (clientIds.delete(clientId), api.bye(clientId)),
    },
    portClosed() {
      for (const clientId of clientIds) void api.bye(clientId);
      clientIds.clear();
    },
  };
}
