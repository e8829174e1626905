import { CODE_OK, CODE_SESSION_INVALID } from "#domain/envelope.ts";
import {
  CONNECT_TIMEOUT_MS,
  MAX_MISSED_PINGS,
  PING_INTERVAL_MS,
  type AckMessage,
  type ClientMessage,
  type ServerMessage,
  type TopicMessage,
} from "#domain/socket-protocol.ts";
import { backoffDelay } from "./backoff.ts";
import type { Timers } from "./timers.ts";
import type { ConnectionStatus, SocketNotice } from "./types.ts";

/** The part of WebSocket the connection uses, so tests can hand in a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface ConnectionDeps {
  /** Read at every (re)connect, so a language change applies to the next socket. */
  url(): string;
  createSocket(url: string): SocketLike;
  timers: Timers;
  random(): number;
  /** After every open (login already sent): re-send the subscriptions. */
  onOpen(): void;
  onFrame(raw: string, message: TopicMessage): void;
  onStatus(status: ConnectionStatus): void;
  /** The server refused something or ended the login; the tabs decide what the user sees. */
  onNotice(notice: SocketNotice): void;
}

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  connectionId: number;
  openedCount: number;
  lastMessageAt: number | null;
}

export interface Connection {
  /** Opens a socket unless one is open, opening or scheduled; idempotent. */
  connect(): void;
  /** Drops the current socket and opens a fresh one now (e.g. the language in the URL changed). */
  restart(): void;
  /** Sends when open; otherwise drops the message (subscriptions and login replay on open). */
  send(message: ClientMessage): boolean;
  setToken(token: string | null): void;
  /** The token the socket logs in with, null when logged out. */
  token(): string | null;
  snapshot(): ConnectionSnapshot;
}

// Any close code works for the server; 4000 marks "client gave up on this socket" in its logs.
const CLIENT_DROP = 4000;

/**
 * One socket at a time, with this discipline: 5 s connect timeout, ping every 5 s, a
 * new socket after 3 unanswered pings, jittered backoff. Every socket gets a new connection id and
 * its callbacks check it, so a late event from a socket already given up on changes nothing.
 */
export function createConnection(deps: ConnectionDeps): Connection {
  const { timers } = deps;
  let status: ConnectionStatus = "idle";
  let connectionId = 0;
  let openedCount = 0;
  let lastMessageAt: number | null = null;
  let socket: SocketLike | null = null;
  let token: string | null = null;
  /** Tokens of the logins sent on this socket and not yet acked, oldest first: acks come in order. */
  let loginsAwaitingAck: string[] = [];
  let attempt = 0;
  let missedPings = 0;
  let connectTimer: unknown;
  let pingTimer: unknown;
  let retryTimer: unknown;

  function setStatus(next: ConnectionStatus) {
    if (status === next) return;
    status = next;
    deps.onStatus(next);
  }

  function release() {
    timers.clearTimeout(connectTimer);
    timers.clearInterval(pingTimer);
    timers.clearTimeout(retryTimer);
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close(CLIENT_DROP, "reconnect");
    } catch {
      // Closing a socket that never opened may throw in some engines; it is abandoned either way.
    }
  }

  function scheduleRetry() {
    release();
    setStatus("backoff");
    retryTimer = timers.setTimeout(open, backoffDelay(attempt++, deps.random));
  }

  function ping() {
    if (missedPings >= MAX_MISSED_PINGS) return scheduleRetry();
    missedPings += 1;
    socket?.send(JSON.stringify({ type: "ping", ts: timers.now() } satisfies ClientMessage));
  }

  function handleOpen() {
    timers.clearTimeout(connectTimer);
    openedCount += 1;
    attempt = 0;
    missedPings = 0;
    loginsAwaitingAck = [];
    setStatus("open");
    if (token) send({ type: "login", token });
    deps.onOpen();
    pingTimer = timers.setInterval(ping, PING_INTERVAL_MS);
  }

  function handleMessage(data: unknown) {
    lastMessageAt = timers.now();
    if (typeof data !== "string") return;
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    // Valid JSON that is no message (null, a number, a list) would throw on the first field read.
    if (typeof message !== "object" || message === null || Array.isArray(message)) return;
    if ("topic" in message && !("type" in message)) return deps.onFrame(data, message);
    if (message.type === "pong") missedPings = 0;
    // A logout frame while a newer login awaits its ack is about the login that one replaced.
    else if (message.type === "logout") endLogin(loginsAwaitingAck.length === 0 ? token : null, message.msg);
    else if (message.type === "ack") handleAck(message);
  }

  function handleAck(ack: AckMessage) {
    const sentToken = ack.of === "login" ? loginsAwaitingAck.shift() : undefined;
    if (ack.code === CODE_OK) return;
    // A refused login ends the session; any other refusal is only reported.
    if (ack.of === "login" && ack.code === CODE_SESSION_INVALID) return endLogin(sentToken ?? null, ack.msg);
    const { of, code, msg, topic } = ack;
    deps.onNotice(topic === undefined ? { kind: "refused", of, code, msg } : { kind: "refused", of, code, msg, topic });
  }

  /**
   * The server will not speak for `ended` any more. Only a token still current is dropped and
   * reported: an ack for a token the tabs already replaced is old news.
   */
  function endLogin(ended: string | null, msg: string) {
    if (!ended || ended !== token) return;
    token = null;
    deps.onNotice({ kind: "session-ended", token: ended, msg });
  }

  function open() {
    release();
    const id = ++connectionId;
    setStatus("connecting");
    const current = (id: number) => id === connectionId;
    try {
      socket = deps.createSocket(deps.url());
    } catch {
      return scheduleRetry();
    }
    socket.onopen = () => current(id) && handleOpen();
    socket.onmessage = (event) => current(id) && handleMessage(event.data);
    socket.onclose = () => current(id) && scheduleRetry();
    socket.onerror = () => current(id) && scheduleRetry();
    connectTimer = timers.setTimeout(() => current(id) && scheduleRetry(), CONNECT_TIMEOUT_MS);
  }

  function send(message: ClientMessage): boolean {
    if (status !== "open" || !socket) return false;
    socket.send(JSON.stringify(message));
    if (message.type === "login") loginsAwaitingAck.push(message.token);
    return true;
  }

  return {
    connect() {
      if (status === "idle") open();
    },
    restart() {
      if (status === "idle") return;
      attempt = 0;
      open();
    },
    send,
    setToken(next) {
      const previous = token;
      token = next;
      if (next && next !== previous) send({ type: "login", token: next });
      else if (!next && previous) send({ type: "logout" });
    },
    token: () => token,
    snapshot: () => ({ status, connectionId, openedCount, lastMessageAt }),
  };
}
