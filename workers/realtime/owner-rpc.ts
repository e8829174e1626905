import type { Timers } from "./timers.ts";
import type { RealtimeApi } from "./types.ts";

/** The part of BroadcastChannel the RPC uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

type Method = Exclude<keyof RealtimeApi, "connect">;
const METHODS: readonly Method[] = ["subscribe", "unsubscribe", "heartbeat", "bye", "setToken", "setLang", "state"];

export type RpcMessage =
  | { kind: "call"; id: string; method: Method; args: unknown[] }
  | { kind: "result"; id: string; value?: unknown; error?: string }
  /** A new worker holds the socket; tabs re-send their subscriptions to it. */
  | { kind: "owner" };

export const RPC_TIMEOUT_MS = 3000;

/**
 * Runs in the worker of the tab that won the Web Lock (no SharedWorker): every tab's calls
 * arrive over the channel and are answered on it.
 */
export function serveOverChannel(channel: ChannelLike, api: RealtimeApi): () => void {
  const listener = (event: MessageEvent) => {
    const message = event.data as RpcMessage;
    if (message?.kind !== "call" || !METHODS.includes(message.method)) return;
    const { id, method, args } = message;
    const call = api[method] as (...a: unknown[]) => Promise<unknown>;
    call(...args).then(
      (value) => channel.postMessage({ kind: "result", id, value } satisfies RpcMessage),
      (error: unknown) => channel.postMessage({ kind: "result", id, error: String(error) } satisfies RpcMessage),
    );
  };
  channel.addEventListener("message", listener);
  channel.postMessage({ kind: "owner" } satisfies RpcMessage);
  return () => channel.removeEventListener("message", listener);
}

/**
 * The tab's side: the same API, carried to whichever worker owns the socket. A call nobody
 * answers (the owner tab is closing and the next one is not ready) rejects after a timeout;
 * the caller's heartbeat and the `owner` announcement repair what was lost.
 */
export function callOverChannel(
  channel: ChannelLike,
  options: { clientId: string; timers: Timers; onOwnerChange(): void; timeoutMs?: number },
): RealtimeApi {
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void; timer: unknown }>();
  let sequence = 0;

  channel.addEventListener("message", (event: MessageEvent) => {
    const message = event.data as RpcMessage;
    if (message?.kind === "owner") return options.onOwnerChange();
    if (message?.kind !== "result") return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    options.timers.clearTimeout(call.timer);
    if (message.error === undefined) call.resolve(message.value);
    else call.reject(new Error(message.error));
  });

  function call<T>(method: Method, ...args: unknown[]): Promise<T> {
    const id = `${options.clientId}:${++sequence}`;
    return new Promise<T>((resolve, reject) => {
      const timer = options.timers.setTimeout(() => {
        pending.delete(id);
        reject(new Error(`No socket owner answered ${method}`));
      }, options.timeoutMs ?? RPC_TIMEOUT_MS);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      channel.postMessage({ kind: "call", id, method, args } satisfies RpcMessage);
    });
  }

  return {
    // The owner tab's worker connects; the others have nothing to open.
    connect: async () => {},
    subscribe: (topic, clientId) => call("subscribe", topic, clientId),
    unsubscribe: (topic, clientId) => call("unsubscribe", topic, clientId),
    heartbeat: (clientId) => call("heartbeat", clientId),
    bye: (clientId) => call("bye", clientId),
    setToken: (token) => call("setToken", token),
    setLang: (lang) => call("setLang", lang),
    state: () => call("state"),
  };
}
