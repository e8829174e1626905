import type { ClientMessage } from "#domain/socket-protocol.ts";
import type { SocketLike } from "../connection.ts";

/** A WebSocket stand-in driven by the test: it plays the server side. */
export class FakeSocket implements SocketLike {
  readonly sent: ClientMessage[] = [];
  closed = false;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }

  close() {
    this.closed = true;
  }

  accept() {
    this.onopen?.(new Event("open"));
  }

  serverSends(message: object) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) }));
  }

  serverDrops() {
    this.onclose?.(new Event("close") as CloseEvent);
  }

  sentOfType<T extends ClientMessage["type"]>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter((m): m is Extract<ClientMessage, { type: T }> => m.type === type);
  }
}

/** Hands out FakeSockets and keeps them in creation order. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    latest: () => sockets[sockets.length - 1]!,
  };
}
