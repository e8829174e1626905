import type { StoreApi } from "#db/store-api.ts";
import type { LanguageCode } from "#domain/locales.ts";

/** Names shared by the worker and the tabs. */
export const LIVE_CHANNEL = "pipwise-live";
export const RPC_CHANNEL = "pipwise-rpc";
export const OWNER_LOCK = "pipwise-socket-owner";
export const WORKER_NAME = "pipwise-realtime";

export type ConnectionStatus = "idle" | "connecting" | "open" | "backoff";

/** What `state()` reports; the e2e tests read it to prove one socket and its reconnects. */
export interface RealtimeState {
  status: ConnectionStatus;
  /** Increments for every socket created; callbacks of older sockets are ignored. */
  connectionId: number;
  /** How many sockets reached `open`. */
  openedCount: number;
  /** Topics the server is subscribed to (at least one tab holds them). */
  subscriptions: string[];
  /** Milliseconds since epoch of the last frame received, null before the first. */
  lastMessageAt: number | null;
}

/**
 * The worker API the tabs call (through comlink, or through the BroadcastChannel RPC when the
 * socket lives in another tab's dedicated worker). `clientId` names one tab.
 */
export interface RealtimeApi {
  /** Opens the socket if it is not open or opening; idempotent. */
  connect(): Promise<void>;
  subscribe(topic: string, clientId: string): Promise<void>;
  unsubscribe(topic: string, clientId: string): Promise<void>;
  /** Keeps the tab's subscriptions alive; false means the worker forgot the tab and it must re-send them. */
  heartbeat(clientId: string): Promise<boolean>;
  /** The tab is going away: release everything it held. */
  bye(clientId: string): Promise<void>;
  setToken(token: string | null): Promise<void>;
  setLang(lang: LanguageCode): Promise<void>;
  state(): Promise<RealtimeState>;
}

/**
 * What the server refused or ended, passed on to the tabs:
 * - `session-ended`: the socket's login with `token` was refused (999) or ended by a logout frame;
 *   the worker has dropped the token, and a tab still holding it clears its session;
 * - `refused`: any other error ack (a sub the server would not take, a frame it could not read).
 */
export type SocketNotice =
  | { kind: "session-ended"; token: string; msg: string }
  | { kind: "refused"; of: string; code: number; msg: string; topic?: string };

/**
 * Messages on LIVE_CHANNEL. Topic frames travel as the raw wire text (a string) so that the hot
 * path in the worker costs one postMessage of a string; everything else is an object.
 */
export type LiveChannelMessage = string | { kind: "status"; status: ConnectionStatus } | SocketNotice;

/** What the worker exposes to a tab: the socket's API and the tab's door to the database. */
export interface RealtimeWorkerApi extends RealtimeApi {
  store: StoreApi;
}

/** A dedicated worker (no SharedWorker) also answers other tabs once its tab owns the socket. */
export interface DedicatedRealtimeApi extends RealtimeApi {
  serveTabs(): Promise<void>;
}
