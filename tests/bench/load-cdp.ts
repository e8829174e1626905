import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { WebSocket } from "ws";

export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  /** The attached target the event came from; none for the browser itself. */
  sessionId?: string;
}

interface Pending {
  resolve(result: Record<string, unknown>): void;
  reject(error: Error): void;
}

/**
 * A DevTools client on the browser's own endpoint, with flat sessions: Playwright's CDP sessions
 * reach pages only, while the realtime SharedWorker (the socket) and the service worker are
 * targets of their own that must be throttled and watched too.
 */
export class CdpClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: Record<string, unknown>; error?: { message: string } } & Partial<CdpEvent>;
      if (message.id === undefined) {
        for (const listener of this.listeners) listener(message as CdpEvent);
        return;
      }
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message.result ?? {});
    });
  }

  /** Connects to the browser a `--remote-debugging-port=0` launch left in `userDataDir`. */
  static async connect(userDataDir: string): Promise<CdpClient> {
    const [port, path] = (await readFile(join(userDataDir, "DevToolsActivePort"), "utf8")).trim().split("\n");
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => socket.once("open", resolve).once("error", reject));
    return new CdpClient(socket);
  }

  send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.socket.close();
  }
}
