import { expect } from "vitest";
import type { AccountNotice, ClosedOrder, Order } from "#domain/order.ts";
import { SOCKET_PATH, TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { SocketTestClient, type Received } from "../socket-test-client.ts";
import type { TestServer } from "./test-server.ts";

/** A trader's socket, logged in and subscribed to FOREX_TRADE and FOREX_CLOSED, as the PWA's worker holds it. */
export interface PrivateSocket {
  client: SocketTestClient;
  /** The FOREX_CLOSED item for order `id`, received already or the next to come. */
  closed(id: number): Promise<ClosedOrder>;
  /** The first FOREX_TRADE item that matches, received already or the next to come. */
  trade(match: (item: Order | AccountNotice) => boolean): Promise<Order | AccountNotice>;
  close(): Promise<unknown>;
}

export async function openPrivateSocket(server: TestServer, token: string): Promise<PrivateSocket> {
  const client = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  client.send({ type: "login", token });
  expect(await client.ack("login")).toMatchObject({ code: 1 });
  for (const topic of [TOPIC_FOREX_TRADE, TOPIC_FOREX_CLOSED]) {
    client.send({ type: "sub", topic });
    expect(await client.ack("sub", topic)).toMatchObject({ code: 1 });
    await client.topicFrame(topic, true);
  }
  // Frames of both topics interleave in any order: look at every frame received so far, then wait.
  const item = async <T>(topic: string, match: (item: T) => boolean): Promise<T> => {
    const matches = (m: Received) => m.topic === topic && m.type === undefined && !m.snapshot && (m.data as T[]).some(match);
    const frame = client.received.find(matches) ?? (await client.next(matches));
    return (frame.data as T[]).find(match)!;
  };
  return {
    client,
    closed: (id) => item<ClosedOrder>(TOPIC_FOREX_CLOSED, (order) => order.Id === id),
    trade: (match) => item(TOPIC_FOREX_TRADE, match),
    close: () => client.close(),
  };
}
