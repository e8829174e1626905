import type { RealtimeApi } from "#workers/realtime/types.ts";

/**
 * The realtime worker as the early script started it on a return to home (decision 0037), handed
 * to the app: the app talks to the same port under the same client id, so the tab holds one
 * subscription and one port, and replays the frames heard before it listened.
 */
export interface EarlyRealtime {
  worker: SharedWorker;
  clientId: string;
  /** The early script's comlink proxy on the port, kept: comlink closes the port of a proxy it collects. */
  api: RealtimeApi;
  /** The quote frames heard so far, oldest first; the early script keeps no more after this. */
  takeFrames(): string[];
}

const KEY = "__pipwiseEarlyRealtime";

type WithEarlyRealtime = typeof globalThis & { [KEY]?: EarlyRealtime };

export function handOverRealtime(early: EarlyRealtime): void {
  (globalThis as WithEarlyRealtime)[KEY] = early;
}

/** The worker the early script started, if it did. */
export function earlyRealtime(): EarlyRealtime | undefined {
  return (globalThis as WithEarlyRealtime)[KEY];
}
