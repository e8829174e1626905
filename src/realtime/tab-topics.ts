import type { RealtimeApi } from "#workers/realtime/types.ts";

type Remote = Pick<RealtimeApi, "subscribe" | "unsubscribe">;

/**
 * This tab's topics, ref-counted over its mounted views: the worker hears one subscribe per
 * topic per tab, however many components want it. Works before the worker exists; `attach`
 * then sends what is held.
 */
export function createTabTopics(clientId: string) {
  const counts = new Map<string, number>();
  let remote: Remote | null = null;

  // A lost call is repaired by the next heartbeat's resync, so failures need no handling here.
  const ignore = () => {};

  function release(topic: string) {
    const count = (counts.get(topic) ?? 0) - 1;
    if (count > 0) {
      counts.set(topic, count);
      return;
    }
    counts.delete(topic);
    remote?.unsubscribe(topic, clientId).catch(ignore);
  }

  return {
    /** Holds `topic` until the returned function is called (once; later calls do nothing). */
    acquire(topic: string): () => void {
      const count = counts.get(topic) ?? 0;
      counts.set(topic, count + 1);
      if (count === 0) remote?.subscribe(topic, clientId).catch(ignore);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(topic);
      };
    },
    attach(next: Remote) {
      remote = next;
      this.resync();
    },
    /** Sends every held topic again (the worker forgot this tab, or a new worker took over). */
    resync() {
      for (const topic of counts.keys()) remote?.subscribe(topic, clientId).catch(ignore);
    },
    topics: () => [...counts.keys()],
  };
}

export type TabTopics = ReturnType<typeof createTabTopics>;
