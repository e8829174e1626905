import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("the envelope and the caller's language", () => {
  it("answers every API call with {code, msg, data}", async () => {
    for (const path of ["/v1/api/forex/trade_list", "/v1/api/forex/getCategories", "/api/basicSet/getBasicInfo", "/api/default/setting?key=is_show_mobile"]) {
      const body = await envelopeOf(await server.call(`${path}${path.includes("?") ? "&" : "?"}t=${Date.now()}`));
      expect(body.code, path).toBe(1);
      expect(body.data, path).toBeDefined();
    }
  });

  it("writes msg in the lang header's language, tw as hk and unknown codes as hk", async () => {
    const msgIn = async (lang?: string) => (await envelopeOf(await server.call("/v1/api/forex/nowhere", { lang }))).msg;
    expect(await msgIn("en")).toBe("Unknown path: /v1/api/forex/nowhere");
    expect(await msgIn("hk")).not.toBe(await msgIn("en"));
    expect(await msgIn("hk")).toContain("/v1/api/forex/nowhere");
    expect(await msgIn("tw")).toBe(await msgIn("hk"));
    expect(await msgIn("xx")).toBe(await msgIn("hk"));
    expect(await msgIn()).toBe(await msgIn("hk"));
    for (const lang of ["jp", "ar", "spa"]) expect(await msgIn(lang)).toMatch(/\/v1\/api\/forex\/nowhere/);
  });

  it("takes the lang query over the header", async () => {
    const byQuery = await envelopeOf(await server.call("/v1/api/forex/nowhere?lang=en", { lang: "hk" }));
    expect(byQuery.msg).toBe("Unknown path: /v1/api/forex/nowhere");
  });
});

describe("requests the API cannot serve", () => {
  it("answers an unknown path with 404 and names it", async () => {
    const response = await server.call("/api/does/not/exist?t=1", { lang: "en" });
    expect(response.status).toBe(404);
    expect(await envelopeOf(response)).toEqual({ code: 404, msg: "Unknown path: /api/does/not/exist" });
  });

  it("answers a wrong method with 405 and the methods that work", async () => {
    const response = await server.call("/v1/api/forex/getCategories", { method: "DELETE", lang: "en" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await envelopeOf(response)).toEqual({ code: 405, msg: "DELETE is not allowed on /v1/api/forex/getCategories; use GET, HEAD" });
  });

  it("answers an unknown setting key and a missing one as bad requests", async () => {
    expect(await envelopeOf(await server.call("/api/default/setting?key=colour", { lang: "en" }))).toEqual({ code: 400, msg: "Unknown setting: colour" });
    expect(await envelopeOf(await server.call("/api/default/setting", { lang: "en" }))).toEqual({ code: 400, msg: "Missing parameter: key" });
  });

  it("answers a body it cannot parse without a stack trace", async () => {
    const response = await server.call("/v1/api/forex/trade_list", {
      method: "POST",
      lang: "en",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    const body = await envelopeOf(response);
    expect(body.code).not.toBe(1);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("offers the socket path only to WebSocket clients", async () => {
    const response = await server.call("/v1/ws", { lang: "en" });
    expect(response.status).toBe(426);
    expect((await envelopeOf(response)).code).not.toBe(1);
  });
});
