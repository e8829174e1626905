import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** Two demo opens per address per hour (REGISTRATIONS_PER_IP_PER_HOUR × 2). */
const LIMITS = { REGISTRATIONS_PER_IP_PER_HOUR: "1" };

async function openDemo(server: TestServer, forwardedFor: string): Promise<number> {
  const response = await server.call(`/api/user/createAccountDemoForU?demo_id=proxy-${crypto.randomUUID()}`, { headers: { "x-forwarded-for": forwardedFor } });
  return (await envelopeOf(response)).code;
}

/** How many of `tries` demo opens, each claiming to come from `address`, got through. */
async function opened(server: TestServer, address: string, tries: number): Promise<number> {
  let count = 0;
  for (let i = 0; i < tries; i++) if ((await openDemo(server, address)) === 1) count++;
  return count;
}

const hsts = async (server: TestServer) =>
  (await server.call("/api/basicSet/getBasicInfo", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security");

describe("without TRUST_PROXY", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(LIMITS);
  });
  afterAll(() => server.close());

  it("believes no X-Forwarded-For: a client cannot dodge a per-address limit by claiming other addresses", async () => {
    expect(await opened(server, "203.0.113.5", 2)).toBe(2);
    expect(await opened(server, "203.0.113.6", 1)).toBe(0);
    expect(await opened(server, "198.51.100.7", 1)).toBe(0);
  });

  it("believes no X-Forwarded-Proto: a plain HTTP request gets no HSTS", async () => {
    expect(await hsts(server)).toBeNull();
  });
});

describe("with TRUST_PROXY naming the proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...LIMITS, TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(() => server.close());

  it("counts each client behind it by its own address, not the proxy's", async () => {
    expect(await opened(server, "203.0.113.5", 3)).toBe(2);
    expect(await opened(server, "203.0.113.6", 3)).toBe(2);
  });

  it("sends HSTS when the proxy says the request came over TLS", async () => {
    expect(await hsts(server)).toMatch(/^max-age=\d{8,}/);
  });
});
