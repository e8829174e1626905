import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReadiness } from "#server/ops/readiness.ts";
import { refusedUpgrade } from "./helpers/socket-upgrade.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("health", () => {
  it("says the process is alive at /healthz", async () => {
    const answer = await server.call("/healthz");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ alive: true });
  });

  it("says it is ready at /readyz when the database answers, the feed runs and the bus is connected", async () => {
    const answer = await server.call("/readyz");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      ready: true,
      leader: true,
      checks: { database: { ok: true }, market: { ok: true }, bus: { ok: true }, draining: { ok: true } },
    });
  });

  it("turns not ready with 503 while draining, and refuses new sockets", async () => {
    const draining = await startTestServer();
    try {
      draining.server.drain();
      const answer = await draining.call("/readyz");
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ ready: false, checks: { database: { ok: true }, draining: { ok: false } } });
      expect(await refusedUpgrade(draining.baseUrl)).toBe(503);
    } finally {
      await draining.close();
    }
  });
});

describe("readiness", () => {
  const running = { marketRunning: () => true, busConnected: () => true, leader: () => false };

  it("counts a database that does not answer in time as down", async () => {
    const readiness = createReadiness({ ...running, pingDatabase: () => new Promise(() => {}), databaseTimeoutMs: 20 });
    expect(await readiness.report()).toMatchObject({ ready: false, checks: { database: { ok: false, detail: "no answer within 20 ms" } } });
  });

  it("names the failing database's reason, a stopped feed and a lost bus", async () => {
    const readiness = createReadiness({ pingDatabase: async () => Promise.reject(new Error("connection refused")), marketRunning: () => false, busConnected: () => false, leader: () => false });
    expect(await readiness.report()).toEqual({
      ready: false,
      leader: false,
      checks: {
        database: { ok: false, detail: "connection refused" },
        market: { ok: false, detail: "the price feed is stopped" },
        bus: { ok: false, detail: "the bus is disconnected" },
        draining: { ok: true },
      },
    });
  });

  it("is ready in a process that follows the market leader, and says it does not lead", async () => {
    const readiness = createReadiness({ ...running, pingDatabase: async () => undefined });
    expect(await readiness.report()).toMatchObject({ ready: true, leader: false });
  });
});
