import type { LanguageCode } from "#domain/locales.ts";
import type { ServerMessage } from "#domain/socket-protocol.ts";
import { mergeDelta, type Delta } from "./deltas.ts";

/** The part of a ws WebSocket the gateway uses; tests hand in fakes. */
export interface SocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

export type SocketWithEvents = SocketLike & {
  on(event: "message", listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: "close", listener: () => void): unknown;
};

const OPEN = 1;

/** One connected socket: who it is, what it follows, and what it has not been sent yet. */
export class ClientSession {
  readonly subscriptions = new Set<string>();
  /** Per topic, what a skipped flush or a private event left to send. */
  readonly backlog = new Map<string, Delta>();
  /** Topics whose snapshot is still being read; their backlog waits so deltas never precede it. */
  readonly awaitingSnapshot = new Set<string>();
  userId: number | undefined;
  /** The server session the login used, so revoking it ends this socket's login. */
  sessionId: number | undefined;
  /** When a flush first found this socket over the high-water mark. */
  congestedSince: number | undefined;
  lastSeen: number;
  closed = false;

  constructor(
    private readonly socket: SocketLike,
    readonly lang: LanguageCode,
    now: number,
    /** Hears the frames sent outside the fan-out, for the metrics. */
    private readonly onSent: (count: number) => void = () => {},
  ) {
    this.lastSeen = now;
  }

  isOpen(): boolean {
    return !this.closed && this.socket.readyState === OPEN;
  }

  isCongested(highWaterBytes: number): boolean {
    return this.socket.bufferedAmount > highWaterBytes;
  }

  /** Sends an already encoded topic frame as text, uncounted: the fan-out counts its frames once per flush. */
  deliver(frame: Buffer): boolean {
    if (!this.isOpen()) return false;
    this.socket.send(frame, { binary: false });
    return true;
  }

  /** Sends an already encoded topic frame as text. */
  sendFrame(frame: Buffer): void {
    if (this.deliver(frame)) this.onSent(1);
  }

  sendMessage(message: ServerMessage): void {
    if (!this.isOpen()) return;
    this.socket.send(JSON.stringify(message));
    this.onSent(1);
  }

  addBacklog(topic: string, delta: Delta): void {
    this.backlog.set(topic, mergeDelta(this.backlog.get(topic), delta));
  }

  close(code: number, reason: string): void {
    this.closed = true;
    this.socket.close(code, reason);
  }

  /** For a socket whose buffers are stuck: a close frame would only queue behind them. */
  terminate(): void {
    this.closed = true;
    this.socket.terminate();
  }
}
