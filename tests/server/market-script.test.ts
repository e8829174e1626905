import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { SOCKET_PATH, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { SocketTestClient, type Received } from "./socket-test-client.ts";

let server: TestServer;
let client: SocketTestClient;

beforeAll(async () => {
  server = await startAccountsServer({ MARKET_SOURCE: "scripted" });
  client = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  client.send({ type: "sub", topic: TOPIC_DAY_MARKET });
  expect(await client.ack("sub", TOPIC_DAY_MARKET)).toMatchObject({ code: 1 });
  await client.topicFrame(TOPIC_DAY_MARKET, true);
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

function play(step: "price" | "close" | "reopen", body: Record<string, string>): Promise<Response> {
  return server.call(`/v1/api/test/market/${step}`, { method: "POST", lang: "en", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
}

/** The next DAY_MARKET delta carrying `code`, as the PWA receives it. */
async function nextQuote(code: string): Promise<Quote> {
  const frame: Received = await client.next((m) => m.topic === TOPIC_DAY_MARKET && (m.data as Quote[]).some((q) => q.Code === code));
  return (frame.data as Quote[]).find((q) => q.Code === code)!;
}

describe("a test plays the market through MARKET_SOURCE=scripted", () => {
  it("pushes an exact price that reaches DAY_MARKET exactly", async () => {
    expect(await dataOf(await play("price", { code: "EURUSD", price: "1.23456" }))).toMatchObject({ code: "EURUSD", price: "1.23456" });
    expect(await nextQuote("EURUSD")).toMatchObject({ Code: "EURUSD", Close: "1.23456", MarketStatus: 1 });
    expect(server.server.hub.quote("EURUSD")?.Close).toBe("1.23456");
  });

  it("jumps, then closes the market and reopens it across a gap", async () => {
    await dataOf(await play("price", { code: "EURUSD", price: "1.5" }));
    expect(await nextQuote("EURUSD")).toMatchObject({ Close: "1.50000" });

    await dataOf(await play("close", { code: "EURUSD" }));
    expect(await nextQuote("EURUSD")).toMatchObject({ Close: "1.50000", MarketStatus: 0 });
    expect(await refusal(await play("price", { code: "EURUSD", price: "1.6" }))).toMatchObject({ status: 400, msg: "Invalid value for code" });

    await dataOf(await play("reopen", { code: "EURUSD", price: "1.40000" }));
    expect(await nextQuote("EURUSD")).toMatchObject({ Close: "1.40000", MarketStatus: 1 });
  });

  it("refuses a price the instrument cannot have, in the caller's language, and sends nothing", async () => {
    expect(await refusal(await play("price", { code: "EURUSD", price: "1.123456" }))).toMatchObject({ status: 400, msg: "Invalid value for price" });
    expect(await refusal(await play("price", { code: "NOPE", price: "1" }))).toMatchObject({ status: 400, msg: "Invalid value for code" });
    expect(server.server.hub.quote("EURUSD")?.Close).toBe("1.40000");
  });
});
