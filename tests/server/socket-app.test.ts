import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PERIODS, type Candle, type Period, type Quote } from "#domain/instrument.ts";
import { SOCKET_PATH, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { dataOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { SocketTestClient, type Received } from "./socket-test-client.ts";

type KlineData = { code: string; candles: Partial<Record<Period, Candle>> };

let server: TestServer;
const clients: SocketTestClient[] = [];

beforeAll(async () => {
  // The drop/count doors exist only with this flag, read when the gateway registers.
  process.env.PIPWISE_TEST_HOOKS = "1";
  try {
    server = await startTestServer();
  } finally {
    delete process.env.PIPWISE_TEST_HOOKS;
  }
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => server?.close());

async function connect(): Promise<SocketTestClient> {
  const client = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  clients.push(client);
  return client;
}

async function subscribed(client: SocketTestClient, topic: string): Promise<Received> {
  client.send({ type: "sub", topic });
  expect(await client.ack("sub", topic)).toMatchObject({ code: 1 });
  return client.topicFrame(topic, true);
}

describe("the live feed of the real app", () => {
  it("sends a DAY_MARKET snapshot of every instrument, then prices that move", async () => {
    const client = await connect();
    const snapshot = (await subscribed(client, TOPIC_DAY_MARKET)).data as Quote[];
    expect(snapshot.length).toBeGreaterThanOrEqual(40);
    for (const quote of snapshot) expect(quote.Close).toMatch(/^\d+(\.\d+)?$/);

    const before = new Map(snapshot.map((quote) => [quote.Code, quote.Close]));
    const moved = await client.next(
      (m) => m.topic === TOPIC_DAY_MARKET && (m.data as Quote[]).some((quote) => before.get(quote.Code) !== quote.Close),
      10_000,
    );
    expect(moved.snapshot).toBeUndefined();
    expect(moved.ts).toBeGreaterThanOrEqual(Date.now() - 10_000);
  });

  it("sends KLINE.EURUSD as the forming candle of all six periods, then live candles", async () => {
    const client = await connect();
    const snapshot = (await subscribed(client, "KLINE.EURUSD")).data as KlineData;
    expect(snapshot.code).toBe("EURUSD");
    expect(Object.keys(snapshot.candles).sort()).toEqual([...PERIODS].sort());
    for (const candle of Object.values(snapshot.candles)) {
      expect(Number(candle.High)).toBeGreaterThanOrEqual(Number(candle.Low));
    }

    const delta = (await client.topicFrame("KLINE.EURUSD")).data as KlineData;
    expect(delta.code).toBe("EURUSD");
    expect(delta.candles["1min"]?.Close).toMatch(/^\d+\.\d+$/);
  });

  it("refuses a KLINE topic for an instrument the catalog does not have", async () => {
    const client = await connect();
    client.send({ type: "sub", topic: "KLINE.NOTREAL" });
    expect((await client.ack("sub", "KLINE.NOTREAL")).code).not.toBe(1);
  });

  it("counts sockets and drops them all with 1012 through the test hooks", async () => {
    const first = await connect();
    const second = await connect();
    expect(await dataOf(await server.call("/v1/api/test/socket-count"))).toEqual({ count: 2 });

    expect(await dataOf(await server.call("/v1/api/test/drop-sockets", { method: "POST" }))).toEqual({ dropped: 2 });
    expect((await first.closed).code).toBe(1012);
    expect((await second.closed).code).toBe(1012);
    expect(await dataOf(await server.call("/v1/api/test/socket-count"))).toEqual({ count: 0 });
  });
});
