import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server?.close());

function askForCode(to: string, requestId?: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/notify/send_email`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(requestId ? { "x-request-id": requestId } : {}) },
    body: new URLSearchParams({ to, type: "1" }),
  });
}

describe("the request id", () => {
  it("keeps a well-formed X-Request-Id, answers with it and marks the modules' log lines of the request", async () => {
    const answer = await askForCode("traced@example.com", "proxy-7f3a.42:1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("proxy-7f3a.42:1");
    const stored = await server.lineWhere((line) => line.msg === "message stored in the outbox" && line.to === "traced@example.com");
    expect(stored.reqId).toBe("proxy-7f3a.42:1");
  });

  it("replaces an ill-formed one with an id of its own, each request a different one", async () => {
    const first = await askForCode("first@example.com", "two words<script>");
    const second = await askForCode("second@example.com");
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const stored = await server.lineWhere((line) => line.msg === "message stored in the outbox" && line.to === "first@example.com");
    expect(stored.reqId).toBe(ids[0]);
  });
});
