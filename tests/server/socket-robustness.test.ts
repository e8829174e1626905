import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createInProcessBus, type Bus } from "#server/bus.ts";
import { MAX_SUBSCRIPTIONS, SOCKET_PATH, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { TEST_CODES, startTestGateway, type TestGateway } from "./socket-test-gateway.ts";

describe("socket gateway robustness", () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // The drop/count doors exist only with this flag, read when the gateway registers.
    process.env.PIPWISE_TEST_HOOKS = "1";
    try {
      gateway = await startTestGateway();
    } finally {
      delete process.env.PIPWISE_TEST_HOOKS;
    }
  });
  afterEach(() => gateway.disconnectAll());
  afterAll(() => gateway.close());

  it.each([
    ["a frame that is not JSON", "{nope"],
    ["an unknown message type", JSON.stringify({ type: "hello" })],
    ["a frame over the size limit", JSON.stringify({ type: "ping", ts: 1, pad: "x".repeat(5000) })],
  ])("answers %s with an error ack and keeps the socket usable", async (_case, frame) => {
    const client = await gateway.connect();
    client.sendRaw(frame);
    expect(await client.ack("error")).toMatchObject({ code: 400, msg: expect.any(String) });
    await client.settle();
  });

  it("refuses binary frames with an error ack and keeps the socket usable", async () => {
    const client = await gateway.connect();
    client.sendRaw(Buffer.from(JSON.stringify({ type: "ping", ts: 1 })), true);
    expect(await client.ack("error")).toMatchObject({ code: 400, msg: "Binary frames are not accepted" });
    await client.settle();
  });

  it("answers a known message with missing fields or a bad topic with an ack of that type", async () => {
    const client = await gateway.connect();
    client.sendRaw(JSON.stringify({ type: "sub" }));
    expect(await client.ack("sub")).toMatchObject({ code: 400, msg: "A topic is required" });
    client.send({ type: "sub", topic: "WEATHER" });
    expect(await client.ack("sub", "WEATHER")).toMatchObject({ code: 400, msg: "Unknown topic" });
    await client.settle();
  });

  it("closes a socket that sends a frame far beyond any message size with 1009", async () => {
    const client = await gateway.connect();
    client.sendRaw("x".repeat(100 * 1024));
    expect((await client.closed).code).toBe(1009);
  });

  it(`refuses more than ${MAX_SUBSCRIPTIONS} topics on one socket`, async () => {
    const client = await gateway.connect();
    const topics = [TOPIC_DAY_MARKET, ...TEST_CODES.slice(0, MAX_SUBSCRIPTIONS - 1).map((code) => `KLINE.${code}`)];
    for (const topic of topics) client.send({ type: "sub", topic });
    for (const topic of topics) expect(await client.ack("sub", topic)).toMatchObject({ code: 1 });

    client.send({ type: "sub", topic: `KLINE.${TEST_CODES[MAX_SUBSCRIPTIONS]}` });
    expect(await client.ack("sub")).toMatchObject({ code: 429, msg: "Too many subscriptions on this connection" });
  });

  it("answers in the language named by the socket URL's lang query", async () => {
    const client = await gateway.connect("tw");
    client.send({ type: "sub", topic: "WEATHER" });
    expect(await client.ack("sub", "WEATHER")).toMatchObject({ msg: "[hk] Unknown topic" });
  });

  it("counts connections and drops them all with 1012 through the test hooks", async () => {
    const first = await gateway.connect();
    const second = await gateway.connect();
    expect(await (await fetch(`${gateway.httpUrl}/v1/api/test/socket-count`)).json()).toMatchObject({ code: 1, data: { count: 2 } });

    const dropped = await (await fetch(`${gateway.httpUrl}/v1/api/test/drop-sockets`, { method: "POST" })).json();
    expect(dropped).toMatchObject({ code: 1, data: { dropped: 2 } });
    expect(await first.closed).toMatchObject({ code: 1012 });
    expect(await second.closed).toMatchObject({ code: 1012 });
    expect(gateway.app.gateway.connections()).toBe(0);
  });

  it("answers a plain HTTP GET on the socket path with an envelope", async () => {
    const response = await fetch(`${gateway.httpUrl}${SOCKET_PATH}`);
    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({ code: 426, msg: expect.any(String) });
  });
});

describe("socket gateway lifecycle", () => {
  it("has no test hooks unless PIPWISE_TEST_HOOKS=1", async () => {
    const gateway = await startTestGateway();
    const response = await fetch(`${gateway.httpUrl}/v1/api/test/socket-count`);
    expect(response.status).toBe(404);
    await gateway.close();
  });

  it("closes a socket that stays silent past the idle timeout", async () => {
    const gateway = await startTestGateway({ limits: { idleTimeoutMs: 300 } });
    const client = await gateway.connect();

    expect(await client.closed).toMatchObject({ code: 1001, reason: "idle timeout" });
    expect(gateway.app.gateway.connections()).toBe(0);
    await gateway.close();
  });

  it("closes every socket with 1001 and leaves the bus when the app closes", async () => {
    const inner = createInProcessBus();
    let listeners = 0;
    const bus: Bus = {
      ...inner,
      subscribe(channel, listener) {
        listeners++;
        const leave = inner.subscribe(channel, listener);
        return () => {
          listeners--;
          leave();
        };
      },
    };
    const gateway = await startTestGateway({ bus });
    const client = await gateway.connect();
    expect(listeners).toBeGreaterThan(0);

    await gateway.close();
    expect((await client.closed).code).toBe(1001);
    expect(listeners).toBe(0);
  });
});
