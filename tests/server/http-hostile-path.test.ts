import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import { BACK_OFFICE_API } from "#domain/contract/back-office.ts";
import { envelopeOf } from "./helpers/envelope.ts";
import { captureErrorLog, type LoggedError } from "./helpers/error-log.ts";
import { operator, realUser } from "./helpers/identity.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/**
 * Every path parameter of every route in the route table, given a hostile value while the caller
 * is signed in as who the route serves: a clear 4xx envelope in the caller's language, never a
 * 5xx, and nothing logged at error level.
 */
const HOSTILE_SEGMENTS = ["a%00b", "%00", "..", "%2e%2e", "Infinity", "1e309", "-1", "0", "a,b", "%E0%A4%A", "9".repeat(64), "1".repeat(1024 * 1024)];

const parameterised = API_ROUTES.filter((route) => route.path.includes("/:"));

let server: TestServer;
let tokens: { user: string; operator: string };
let logged: LoggedError[];

beforeAll(async () => {
  process.env.PIPWISE_TEST_HOOKS = "1";
  try {
    server = await startTestServer({ LOG_LEVEL: "error" });
  } finally {
    delete process.env.PIPWISE_TEST_HOOKS;
  }
  logged = captureErrorLog(server);
  tokens = { user: (await realUser(server, "path")).token, operator: (await operator(server)).token };
});
afterAll(() => server?.close());

/** The route's path with every parameter set to `value`. */
const pathWith = (path: string, value: string) => path.replace(/:\w+/g, value);

async function call(path: string, method: string, lang: string): Promise<Response> {
  const authorization = path.startsWith(BACK_OFFICE_API) ? tokens.operator : tokens.user;
  if (method === "GET") return server.call(path, { method, lang, headers: { authorization } });
  return server.call(path, { method, lang, body: "{}", headers: { authorization, "content-type": "application/json" } });
}

describe("a hostile value in a path parameter", () => {
  it("names routes with parameters in their paths, the public pictures among them", () => {
    expect(parameterised.map((route) => route.path)).toEqual(expect.arrayContaining(["/api/news/cover/:id", "/api/company/logo/:id", "/admin/api/withdrawals/:id/approve"]));
  });

  for (const route of parameterised) {
    it(`is refused by ${route.path} with a 4xx envelope in the caller's language`, async () => {
      for (const method of route.methods) {
        for (const value of HOSTILE_SEGMENTS) {
          const label = `${method} ${route.path} ${value.slice(0, 20)}`;
          const answers = await Promise.all(["en", "de"].map(async (lang) => {
            const response = await call(pathWith(route.path, value), method, lang);
            return { status: response.status, body: await envelopeOf(response) };
          }));
          for (const { status, body } of answers) {
            expect(status, label).toBeGreaterThanOrEqual(400);
            expect(status, label).toBeLessThan(500);
            expect(body.code, label).not.toBe(1);
          }
          // A path past what Node's parser reads (1 MB) is refused before the lang header that follows it is read.
          if (answers[0]!.status !== 431) expect(answers[0]!.body.msg, label).not.toBe(answers[1]!.body.msg);
        }
      }
      expect(logged).toEqual([]);
    });
  }

  it("of a NUL byte in a public picture's id is refused without a session", async () => {
    for (const path of ["/api/news/cover/a%00b", "/api/company/logo/a%00b"]) {
      const response = await server.call(path, { lang: "en" });
      expect(response.status, path).toBe(400);
      expect((await envelopeOf(response)).msg, path).toContain("id");
    }
    expect(logged).toEqual([]);
  });
});
