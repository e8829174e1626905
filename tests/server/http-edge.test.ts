import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeOf } from "./helpers/envelope.ts";
import { FIXTURE_SHELL, startStaticTestServer } from "./helpers/static-fixture.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startStaticTestServer();
});
afterAll(() => server?.close());

/** Sends `head` as it stands on a raw socket (no client tidies it up) and parses the answer. */
function raw(head: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [top = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.end(head);
  });
}

function envelopeIn(body: string): { code: number; msg: string } {
  const start = body.indexOf("{");
  return JSON.parse(body.slice(start, body.lastIndexOf("}") + 1));
}

const request = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nlang: de\r\n${extra}Connection: close\r\n\r\n`;

describe("requests that never reach a route", () => {
  it("a malformed percent-encoding in the path gets a 400 envelope in the caller's language", async () => {
    const answer = await raw(request("/v1/api/forex/%E0%A4%A?lang=de"));
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    const body = envelopeIn(answer.body);
    expect(body.code).toBe(400);
    expect(body.msg).not.toBe((envelopeIn((await raw(request("/v1/api/forex/%E0%A4%A?lang=en"))).body)).msg);
  });

  it("headers too large get a 431 envelope", async () => {
    const answer = await raw(request("/api/basicSet/getBasicInfo", `x-padding: ${"a".repeat(20_000)}\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(envelopeIn(answer.body).code).toBe(431);
  });

  it("a control character in a header gets a 400 envelope", async () => {
    const answer = await raw(request("/api/basicSet/getBasicInfo", "x-bad: a\u0001b\r\n"));
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(envelopeIn(answer.body).code).toBe(400);
  });

  it("a path climbing out with .. gets a 404 envelope, never a file", async () => {
    for (const target of ["/../package.json", "/assets/../../package.json", "/%2e%2e/package.json", "/assets/%2e%2e/%2e%2e/package.json"]) {
      const answer = await raw(request(target));
      expect(answer.status, target).toBe(404);
      expect(answer.headers["content-type"], target).toMatch(/^application\/json/);
      expect(envelopeIn(answer.body).code, target).toBe(404);
    }
  });
});

describe("the app shell", () => {
  const page = (path: string) => server.call(path, { headers: { accept: "text/html,application/xhtml+xml" } });

  it("is not the answer to paths that are not the app's pages", async () => {
    for (const path of ["/API/user/info", "/.git/config", "/.env", "/v1/nothing", "/wp-admin", "/trade/extra", "/Trade", "/mine"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect((await envelopeOf(response)).code, path).toBe(404);
    }
  });

  it("answers every page of the app", async () => {
    for (const path of ["/", "/mine/coin-address-list", "/forgot?x=1"]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(FIXTURE_SHELL);
    }
  });
});
