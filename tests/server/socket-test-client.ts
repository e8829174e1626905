import WebSocket from "ws";
import type { ClientMessage, ServerMessage } from "#domain/socket-protocol.ts";

export type Received = ServerMessage & Record<string, unknown>;

/**
 * A ws client for gateway tests: keeps every frame it receives and lets a test wait, in order, for
 * the next frame that matches.
 */
export class SocketTestClient {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private wake: (() => void) | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.received.push(JSON.parse(data.toString()));
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      socket.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      });
    });
  }

  static connect(url: string): Promise<SocketTestClient> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new SocketTestClient(socket)));
      socket.once("error", reject);
    });
  }

  send(message: ClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.socket.send(data, { binary });
  }

  /** The next frame after the last one returned that matches, waiting up to `timeoutMs`. */
  async next(match: (message: Received) => boolean, timeoutMs = 5000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.received.findIndex((message, i) => i >= this.cursor && match(message));
      if (at >= 0) {
        this.cursor = at + 1;
        return this.received[at]!;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`no matching frame; last received: ${JSON.stringify(this.received.slice(-3))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The ack for `of` (and `topic`, when given). */
  ack(of: string, topic?: string): Promise<Received> {
    return this.next((m) => m.type === "ack" && m.of === of && (topic === undefined || m.topic === topic));
  }

  topicFrame(topic: string, snapshot = false): Promise<Received> {
    return this.next((m) => m.topic === topic && m.type === undefined && Boolean(m.snapshot) === snapshot);
  }

  /** Round-trips a ping: every frame the server sent before answering it has arrived by then. */
  async settle(): Promise<void> {
    const ts = Math.random();
    this.send({ type: "ping", ts });
    await this.next((m) => m.type === "pong" && m.ts === ts);
  }

  frames(topic: string): Received[] {
    return this.received.filter((m) => m.topic === topic && m.type === undefined);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}
