import { subscribe } from "valtio";
import { authToken } from "#api/auth-token.ts";
import type { PrivateMessage } from "#domain/socket-protocol.ts";
import { live } from "#state/live.ts";
import { localeState } from "#state/locale.ts";
import { LIVE_CHANNEL, type LiveChannelMessage, type RealtimeApi, type RealtimeState } from "#workers/realtime/types.ts";
import { createClientId } from "./client-id.ts";
import { earlyRealtime } from "./early-realtime.ts";
import { keepTabAlive } from "./keep-alive.ts";
import { createLiveApplier } from "./live-apply.ts";
import { openTransport, type Transport } from "./open-transport.ts";
import { isSocketNotice, receiveSocketNotice } from "./socket-notices.ts";
import { createTabTopics } from "./tab-topics.ts";

const early = earlyRealtime();
const clientId = early?.clientId ?? createClientId();
const topics = createTabTopics(clientId);
let transport: Transport | null = null;

/** What the app hands the realtime layer, which knows nothing of the data layer above it. */
export interface RealtimeWiring {
  /** Gives the data layer the tab's door to the database (in the worker). */
  attachStore(store: Transport["store"]): void;
  /** A FOREX_TRADE or FOREX_CLOSED frame, as this tab hears it. */
  receivePrivate(frame: PrivateMessage): void;
}

let wiring: RealtimeWiring | null = null;

/** Called once by the app before anything starts the realtime layer. */
export function wireRealtime(next: RealtimeWiring): void {
  wiring = next;
}

/** Applies the frames the early script heard, if any, then everything the worker broadcasts. */
function listenToLiveChannel({ receivePrivate }: RealtimeWiring, heard: readonly string[]) {
  const applier = createLiveApplier(live, (flush) => requestAnimationFrame(flush), receivePrivate);
  for (const frame of heard) applier.receive(frame);
  new BroadcastChannel(LIVE_CHANNEL).onmessage = ({ data }: MessageEvent<LiveChannelMessage>) => {
    if (isSocketNotice(data)) receiveSocketNotice(data);
    else applier.receive(data);
  };
}

/**
 * For calls whose answer nobody waits for. Without SharedWorker they can time out while the
 * socket changes owner; the new owner is prepared by its own tab and the topics are resynced.
 */
function quietly(call: Promise<unknown>): void {
  call.catch(() => {});
}

function start(): Transport {
  if (!wiring) throw new Error("pipwise: the realtime layer started before the app wired it");
  const opened = openTransport({
    clientId,
    started: early?.worker,
    async prepareOwner(worker) {
      await worker.setLang(localeState.lang);
      const token = authToken();
      if (token) await worker.setToken(token);
    },
    onOwnerChange: () => topics.resync(),
  });
  const { api } = opened;
  wiring.attachStore(opened.store);
  listenToLiveChannel(wiring, early?.takeFrames() ?? []);
  quietly(api.setLang(localeState.lang));
  subscribe(localeState, () => quietly(api.setLang(localeState.lang)));
  // Only a real token is pushed at start: a tab still loading its session must not log out the
  // socket other tabs share. Logging out goes through realtime.setToken(null).
  const token = authToken();
  if (token) quietly(api.setToken(token));
  topics.attach(api);
  quietly(api.connect());
  // The worker announces later changes on the live channel, which may overtake this answer.
  api.state().then((state) => live.connection === "idle" && (live.connection = state.status), () => {});
  keepTabAlive(api, clientId, () => topics.resync());
  return opened;
}

function started(): RealtimeApi {
  if (!transport) {
    transport = start();
    exposeForTests(transport);
  }
  return transport.api;
}

/**
 * Takes over the socket the early script opened on a return to home, before the first render, so
 * that render draws the live prices the copy showed; otherwise the socket starts once the first
 * page is shown, off the path to the first price.
 */
export function takeOverEarlyRealtime(): void {
  if (early) started();
}

/** Makes sure the worker runs and holds the socket; cheap and idempotent, called on every navigation. */
export function ensureRealtime(): void {
  const wasRunning = transport !== null;
  const api = started();
  // The worker opens a socket only when it has none, so asking on every navigation is one cheap message.
  if (wasRunning) quietly(api.connect());
}

/** The tab's door to the realtime worker. */
export const realtime = {
  /** Holds a topic while a view needs it; call the returned function to let go. */
  acquire(topic: string): () => void {
    started();
    return topics.acquire(topic);
  },
  state: (): Promise<RealtimeState> => started().state(),
  /** Login (a token) or logout (null) on the shared socket; the session sync calls it. */
  setToken: (token: string | null): Promise<void> => started().setToken(token),
};

declare global {
  interface Window {
    __pipwise?: {
      realtime?: { state(): Promise<RealtimeState>; topics(): string[]; mode: Transport["mode"]; clientId: string };
    };
  }
}

/** Playwright reads the worker's state through this: `await page.evaluate(() => window.__pipwise.realtime.state())`. */
function exposeForTests({ mode }: Transport) {
  window.__pipwise = {
    ...window.__pipwise,
    realtime: { state: realtime.state, topics: topics.topics, mode, clientId },
  };
}
