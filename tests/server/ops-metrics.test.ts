import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import type { Order } from "#domain/order.ts";
import { SOCKET_PATH, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { holdConnections } from "./helpers/hold-connections.ts";
import { until } from "./helpers/until.ts";
import { startTestServer } from "./helpers/test-server.ts";
import { openTrader, setPrice, startTradingServer, trade } from "./helpers/trading.ts";
import { SocketTestClient } from "./socket-test-client.ts";

const TOKEN = "scrape-secret-4f1c";

/** The value of one sample in Prometheus's text format; labels must match exactly, in their order. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

/** How much a sample grew between two scrapes. */
const grew = (before: string, after: string, name: string, labels = "") => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

async function scrape(server: TestServer): Promise<string> {
  const answer = await server.call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
  return answer.text();
}

describe("/metrics", () => {
  let server: TestServer;
  let eurusd: number;
  let socket: SocketTestClient;

  beforeAll(async () => {
    ({ server, eurusd } = await startTradingServer({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(async () => {
    await socket?.close();
    await server?.close();
  });

  it("answers only a scraper with the operator's token", async () => {
    expect((await server.call("/metrics")).status).toBe(401);
    expect((await server.call("/metrics", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    expect((await server.call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it("counts ticks in, frames out, sockets, order latency, trigger evaluation, bus lag, database waits and event-loop delay", async () => {
    const before = await scrape(server);
    const trader = await openTrader(server);
    socket = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
    socket.send({ type: "login", token: trader.token });
    expect(await socket.ack("login")).toMatchObject({ code: 1 });
    await setPrice(server, "EURUSD", "1.10020");
    await setPrice(server, "EURUSD", "1.10030");
    await server.server.engine.settled();
    await dataOf(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, cont: "0.01", type: 1, status: 1 }, trader));

    const after = await scrape(server);
    expect(sample(after, "pipwise_ticks_total")! - (sample(before, "pipwise_ticks_total") ?? 0)).toBe(2);
    expect(sample(after, "pipwise_socket_frames_out_total")).toBeGreaterThanOrEqual(1);
    expect(sample(after, "pipwise_sockets_open")).toBe(1);
    expect(sample(after, "pipwise_order_seconds_count", 'action="submit",status="200"')).toBe(1);
    expect(sample(after, "pipwise_trigger_evaluation_seconds_count")!).toBeGreaterThan(sample(before, "pipwise_trigger_evaluation_seconds_count") ?? 0);
    expect(sample(after, "pipwise_bus_lag_seconds_count", 'channel="quotes"')).toBeGreaterThanOrEqual(2);
    expect(sample(after, "pipwise_bus_published_total", 'channel="kline"')).toBe(sample(after, "pipwise_ticks_total"));
    expect(sample(after, "pipwise_db_waiting")).toBeGreaterThanOrEqual(0);
    expect(sample(after, "pipwise_db_wait_seconds_count")).toBeGreaterThan(0);
    expect(sample(after, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("times each order call end to end under its own label, its wait for the database included", async () => {
    const trader = await openTrader(server);
    const order = (call: string, fields: Record<string, string | number>) => trade(server, `/v1/api/forex/${call}`, fields, trader);
    const before = await scrape(server);
    const held = await dataOf<Order>(await order("submit", { forex_id: eurusd, multiple: 100, cont: "0.01", type: 1, status: 1 }));
    const pending = await dataOf<Order>(await order("submit", { forex_id: eurusd, multiple: 100, cont: "0.01", type: 1, status: 0, target_price: "1.00000" }));
    await dataOf(await order("set_stop_price", { id: held.Id, stop_loss_price: "1.09000" }));
    await dataOf(await order("cancel_trade", { id: pending.Id }));

    // The close has to wait while a transaction holds PGlite's one connection.
    const { store } = server.server;
    const hold = holdConnections(store, 1);
    await until(hold.all);
    const closing = order("close", { id: held.Id });
    await until(() => store.waiting() > 0);
    const seenWaiting = performance.now();
    expect(sample(await scrape(server), "pipwise_db_waiting")).toBeGreaterThan(0);
    const heldMs = performance.now() - seenWaiting;
    hold.release();
    await hold.done();
    await dataOf(await closing);

    const after = await scrape(server);
    for (const [action, calls] of [["submit", 2], ["modify", 1], ["cancel", 1], ["close", 1]] as const) {
      expect(grew(before, after, "pipwise_order_seconds_count", `action="${action}",status="200"`), action).toBe(calls);
    }
    expect(grew(before, after, "pipwise_order_seconds_sum", 'action="close",status="200"')).toBeGreaterThanOrEqual(heldMs / 1000);
    expect(grew(before, after, "pipwise_db_wait_seconds_sum")).toBeGreaterThanOrEqual(heldMs / 1000);
  });

  it("counts as frames out every frame a socket received: acks, snapshots and the fan-out's deltas", async () => {
    await socket.close();
    const before = sample(await scrape(server), "pipwise_socket_frames_out_total") ?? 0;
    const watcher = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
    try {
      watcher.send({ type: "sub", topic: TOPIC_DAY_MARKET });
      await watcher.topicFrame(TOPIC_DAY_MARKET, true);
      for (const price of ["1.10040", "1.10050", "1.10060"]) {
        await setPrice(server, "EURUSD", price);
        await watcher.next((m) => m.topic === TOPIC_DAY_MARKET && (m.data as Quote[]).some((q) => q.Code === "EURUSD" && q.Close === price));
      }
      await watcher.settle();
      const after = sample(await scrape(server), "pipwise_socket_frames_out_total")!;
      expect(watcher.received.length).toBeGreaterThanOrEqual(5);
      expect(after - before).toBe(watcher.received.length);
    } finally {
      await watcher.close();
    }
  });
});

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    }),
  );
}

describe("/metrics without a token or a port of its own", () => {
  it("is not served on the public port", async () => {
    const server = await startTestServer();
    try {
      expect((await server.call("/metrics")).status).toBe(404);
      expect((await server.call("/metrics", { headers: { authorization: "Bearer anything" } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe("/metrics on a port of its own", () => {
  it("is served there, on loopback, behind the token when one is set, and not on the public port", async () => {
    const port = await freePort();
    const server = await startTestServer({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    try {
      expect((await server.call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(sample(await answer.text(), "pipwise_sockets_open")).toBe(0);
    } finally {
      await server.close();
    }
  });
});
