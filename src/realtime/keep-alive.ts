import type { RealtimeApi } from "#workers/realtime/types.ts";

export const HEARTBEAT_MS = 15_000;

/**
 * Tells the worker this tab is alive, and says goodbye when it leaves, so its topics do not
 * stay subscribed forever. A worker that forgot the tab (it was frozen, or restored from the
 * back/forward cache) answers the heartbeat with false and gets the topics again.
 */
export function keepTabAlive(api: RealtimeApi, clientId: string, resync: () => void): void {
  const heartbeat = () => {
    api.heartbeat(clientId).then((known) => known || resync(), () => {});
  };
  setInterval(heartbeat, HEARTBEAT_MS);
  window.addEventListener("pagehide", () => void api.bye(clientId).catch(() => {}));
  window.addEventListener("pageshow", (event: PageTransitionEvent) => event.persisted && heartbeat());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && heartbeat());
}
