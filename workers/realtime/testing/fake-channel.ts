import type { ChannelLike } from "../owner-rpc.ts";

/**
 * BroadcastChannel semantics in one process: a message reaches every other channel of the hub,
 * asynchronously, as a structured clone. `close` detaches one channel (its tab went away).
 */
export function createChannelHub() {
  const members = new Set<FakeChannel>();

  class FakeChannel implements ChannelLike {
    private readonly listeners = new Set<(event: MessageEvent) => void>();

    constructor() {
      members.add(this);
    }

    postMessage(message: unknown) {
      for (const member of members) {
        if (member === this) continue;
        const data = structuredClone(message);
        queueMicrotask(() => member.deliver(data));
      }
    }

    addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }

    removeEventListener(_type: "message", listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }

    close() {
      members.delete(this);
    }

    private deliver(data: unknown) {
      if (!members.has(this)) return;
      for (const listener of this.listeners) listener(new MessageEvent("message", { data }));
    }
  }

  return { channel: () => new FakeChannel() };
}
