import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PERIODS, type Quote } from "#domain/instrument.ts";
import type { BusEvents } from "#server/bus.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { FLUSH_INTERVAL_MS, TOPIC_DAY_MARKET, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import type { Received, SocketTestClient } from "./socket-test-client.ts";
import { LIMITED_TOKEN, TEST_CODES, startTestGateway, type TestGateway } from "./socket-test-gateway.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterEach(() => gateway.disconnectAll());
afterAll(() => gateway.close());

async function subscribed(client: SocketTestClient, topic: string): Promise<Received> {
  client.send({ type: "sub", topic });
  expect(await client.ack("sub", topic)).toMatchObject({ code: 1 });
  return client.topicFrame(topic, true);
}

describe("socket gateway topics", () => {
  it("answers a ping with a pong carrying the same ts", async () => {
    const client = await gateway.connect();
    client.send({ type: "ping", ts: 1234 });
    expect(await client.next((m) => m.type === "pong")).toEqual({ type: "pong", ts: 1234 });
  });

  it("sends DAY_MARKET as an ack, a snapshot of every quote, then only the quotes that changed", async () => {
    const client = await gateway.connect();
    const snapshot = await subscribed(client, TOPIC_DAY_MARKET);
    expect(snapshot.data).toHaveLength(TEST_CODES.length);
    expect(snapshot.ts).toBeGreaterThan(Date.now() - 5000);

    gateway.market.tick("EURUSD", "1.08421");
    const delta = await client.topicFrame(TOPIC_DAY_MARKET);
    expect(delta.snapshot).toBeUndefined();
    expect(delta.data).toEqual([expect.objectContaining({ Code: "EURUSD", Close: "1.08421" })]);
  });

  it("coalesces many ticks in one interval into one frame with the latest price per instrument", async () => {
    const client = await gateway.connect();
    await subscribed(client, TOPIC_DAY_MARKET);
    for (let i = 0; i < 200; i++) {
      gateway.market.tick("EURUSD", `1.1${String(i).padStart(4, "0")}`);
      gateway.market.tick("GBPUSD", `1.2${String(i).padStart(4, "0")}`);
    }
    const delta = await client.topicFrame(TOPIC_DAY_MARKET);
    expect((delta.data as Quote[]).map((q) => [q.Code, q.Close])).toEqual([
      ["EURUSD", "1.10199"],
      ["GBPUSD", "1.20199"],
    ]);
  });

  it("sends a busy feed at most once per flush interval", async () => {
    const client = await gateway.connect();
    await subscribed(client, TOPIC_DAY_MARKET);
    let ticks = 0;
    const feed = setInterval(() => gateway.market.tick("XAUUSD", `2300.${ticks++}`), 5);
    const times: number[] = [];
    while (times.length < 5) times.push((await client.topicFrame(TOPIC_DAY_MARKET)).ts as number);
    clearInterval(feed);
    expect(ticks).toBeGreaterThan(3 * times.length);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(FLUSH_INTERVAL_MS - 1);
  });

  it("sends KLINE.{code} as a snapshot of the forming candle of every period, then live candles", async () => {
    const client = await gateway.connect();
    const snapshot = await subscribed(client, "KLINE.EURUSD");
    expect(snapshot.data).toMatchObject({ code: "EURUSD" });
    expect(Object.keys((snapshot.data as { candles: object }).candles).sort()).toEqual([...PERIODS].sort());

    gateway.market.tick("EURUSD", "1.09999");
    const delta = await client.topicFrame("KLINE.EURUSD");
    expect(delta.data).toMatchObject({ code: "EURUSD", candles: { "1min": { Close: "1.09999" }, "1day": { Close: "1.09999" } } });
  });

  it("refuses a KLINE topic for an unknown instrument and sends no snapshot", async () => {
    const client = await gateway.connect();
    client.send({ type: "sub", topic: "KLINE.NOPE" });
    const ack = await client.ack("sub", "KLINE.NOPE");
    expect(ack.code).not.toBe(1);
    expect(ack.msg).toBe("Unknown instrument");
    await client.settle();
    expect(client.frames("KLINE.NOPE")).toEqual([]);
  });

  it("answers a repeated sub again without doubling the deltas", async () => {
    const client = await gateway.connect();
    await subscribed(client, TOPIC_DAY_MARKET);
    await subscribed(client, TOPIC_DAY_MARKET);
    gateway.market.tick("EURUSD", "1.07777");
    await client.topicFrame(TOPIC_DAY_MARKET);
    await client.settle();
    expect(client.frames(TOPIC_DAY_MARKET).filter((m) => !m.snapshot)).toHaveLength(1);
  });

  it("stops deltas after unsub", async () => {
    const leaving = await gateway.connect();
    const staying = await gateway.connect();
    await subscribed(leaving, TOPIC_DAY_MARKET);
    await subscribed(staying, TOPIC_DAY_MARKET);
    leaving.send({ type: "unsub", topic: TOPIC_DAY_MARKET });
    expect(await leaving.ack("unsub", TOPIC_DAY_MARKET)).toMatchObject({ code: 1 });

    gateway.market.tick("EURUSD", "1.05555");
    await staying.topicFrame(TOPIC_DAY_MARKET);
    await leaving.settle();
    expect(leaving.frames(TOPIC_DAY_MARKET)).toHaveLength(1);
  });

  it("keeps private topics for logged-in sockets and routes each user's events to that user only", async () => {
    const alice = await gateway.connect();
    const bob = await gateway.connect();
    alice.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
    expect(await alice.ack("sub", TOPIC_FOREX_TRADE)).toMatchObject({ code: 999 });
    alice.send({ type: "login", token: "stolen" });
    expect(await alice.ack("login")).toMatchObject({ code: 999 });

    alice.send({ type: "login", token: "token-alice" });
    expect(await alice.ack("login")).toMatchObject({ code: 1 });
    bob.send({ type: "login", token: "token-bob" });
    expect(await bob.ack("login")).toMatchObject({ code: 1 });
    expect((await subscribed(alice, TOPIC_FOREX_TRADE)).data).toEqual([]);
    await subscribed(bob, TOPIC_FOREX_TRADE);

    gateway.bus.publish("forex-trade", { userId: 7, data: anOrder({ Id: 1 }) });
    gateway.bus.publish("forex-trade", { userId: 8, data: anOrder({ Id: 2 }) });
    expect((await alice.topicFrame(TOPIC_FOREX_TRADE)).data).toEqual([anOrder({ Id: 1 })]);
    expect((await bob.topicFrame(TOPIC_FOREX_TRADE)).data).toEqual([anOrder({ Id: 2 })]);
  });

  it("drops private topics on logout", async () => {
    const client = await gateway.connect();
    client.send({ type: "login", token: "token-alice" });
    await client.ack("login");
    await subscribed(client, TOPIC_FOREX_TRADE);
    await subscribed(client, TOPIC_DAY_MARKET);
    client.send({ type: "logout" });
    expect(await client.ack("logout")).toMatchObject({ code: 1 });

    gateway.bus.publish("forex-trade", { userId: 7, data: anOrder({ Id: 3 }) });
    gateway.market.tick("EURUSD", "1.04444");
    await client.topicFrame(TOPIC_DAY_MARKET);
    await client.settle();
    expect(client.frames(TOPIC_FOREX_TRADE).filter((m) => !m.snapshot)).toEqual([]);
  });

  it("answers a use case's refusal of a socket login with its code and its message in the socket's language", async () => {
    const client = await gateway.connect("fr");
    client.send({ type: "login", token: LIMITED_TOKEN });
    expect(await client.ack("login")).toEqual({ type: "ack", of: "login", code: 429, msg: "[fr] Too many log-ins; try again in 15 minutes" });
  });

  it("ends the socket logins of a revoked session at once: logout frame, private topics gone, re-sub refused", async () => {
    const revoked = await gateway.connect();
    const otherDevice = await gateway.connect();
    revoked.send({ type: "login", token: "token-alice" });
    await revoked.ack("login");
    otherDevice.send({ type: "login", token: "token-alice-phone" });
    await otherDevice.ack("login");
    await subscribed(revoked, TOPIC_FOREX_TRADE);
    await subscribed(otherDevice, TOPIC_FOREX_TRADE);

    gateway.bus.publish("session-revoked", { userId: 7, sessionIds: [70] });
    expect(await revoked.next((m) => m.type === "logout")).toEqual({ type: "logout", code: 999, msg: "You were logged out on this device, please log in again" });
    gateway.bus.publish("forex-trade", { userId: 7, data: anOrder({ Id: 4 }) });
    expect((await otherDevice.topicFrame(TOPIC_FOREX_TRADE)).data).toEqual([anOrder({ Id: 4 })]);
    await revoked.settle();
    expect(revoked.frames(TOPIC_FOREX_TRADE).filter((m) => !m.snapshot)).toEqual([]);
    revoked.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
    expect(await revoked.ack("sub", TOPIC_FOREX_TRADE)).toMatchObject({ code: 999 });
    expect(otherDevice.received.some((m) => m.type === "logout")).toBe(false);
  });

  it("refuses a socket login with a session revoked moments ago, even if the lookup still found it", async () => {
    gateway.bus.publish("session-revoked", { userId: 8, sessionIds: [80] });
    const client = await gateway.connect();
    client.send({ type: "login", token: "token-bob" });
    expect(await client.ack("login")).toMatchObject({ code: 999 });
    client.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
    expect(await client.ack("sub", TOPIC_FOREX_TRADE)).toMatchObject({ code: 999 });
  });

  // Checked by the typecheck: on an untyped bus the two expect-error lines would be errors themselves.
  it("types the private channels: an update is an Order, a closed order carries its close", () => {
    const update: BusEvents["forex-trade"] = { userId: 7, data: anOrder() };
    // @ts-expect-error an order update is an Order, not any object
    const loose: BusEvents["forex-trade"] = { userId: 7, data: { orderId: 1 } };
    // @ts-expect-error a closed order carries its close price, time and reason
    const unclosed: BusEvents["forex-closed"] = { userId: 7, data: anOrder() };
    expect([update, loose, unclosed].map((event) => event.userId)).toEqual([7, 7, 7]);
  });
});
