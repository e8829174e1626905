import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { envelopeCodeOf } from "#domain/envelope.ts";
import { getAs, postForm, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

/**
 * Each way a call fails, from the edge to the use case: the HTTP status and the envelope's code
 * say the same, by the one mapping the contract writes down (a 401 is the login-needed 999).
 */
let server: TestServer;
let demo: LoginResponse;

beforeAll(async () => {
  server = await startAccountsServer();
  demo = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=status-codes-demo-1"));
});
afterAll(() => server?.close());

const json = (body: string, type = "application/json") => ({ method: "POST", lang: "en", headers: { "content-type": type }, body });

const FAILURES: [status: number, what: string, call: () => Promise<Response>][] = [
  [400, "a parameter its schema refuses", () => server.call("/v1/api/forex/kline?forex_id=x&period=1min", { lang: "en" })],
  [400, "an unreadable JSON body", () => server.call("/api/user/loginForU", json("{not json"))],
  [401, "a user's call without a session", () => server.call("/api/user/info", { lang: "en" })],
  [401, "an operator's call without a session", () => server.call("/admin/api/me", { lang: "en" })],
  [403, "a real account's call from a demo", () => getAs(server, "/api/user/invite_info", demo.token)],
  [404, "no such call", () => server.call("/api/no/such/call", { lang: "en" })],
  [404, "no such article", () => server.call("/api/news/info?id=999999", { lang: "en" })],
  [405, "a GET of a POST-only call", () => server.call("/api/user/loginForU", { lang: "en" })],
  [413, "a body over the limit", () => server.call("/api/user/loginForU", json(JSON.stringify({ account: "a".repeat(2 * 1024 * 1024) })))],
  [415, "a body of a type no call reads", () => server.call("/api/user/loginForU", json("<login/>", "application/xml"))],
  [426, "the socket's path without an upgrade", () => server.call("/v1/ws", { lang: "en" })],
];

describe("a failed call", () => {
  for (const [status, what, call] of FAILURES) {
    it(`answers ${what} with HTTP ${status} and the envelope code its status maps to`, async () => {
      const response = await call();
      expect(response.status).toBe(status);
      expect((await envelopeOf(response)).code).toBe(envelopeCodeOf(status));
    });
  }

  it("says a body over the limit is too large, in the caller's language", async () => {
    const tooLarge = (lang: string) => server.call("/api/user/loginForU", { ...json(JSON.stringify({ account: "a".repeat(2 * 1024 * 1024) })), lang });
    expect((await envelopeOf(await tooLarge("en"))).msg).toBe("The request is too large");
    expect((await envelopeOf(await tooLarge("fr"))).msg).toBe("La requête est trop volumineuse");
  });

  it("answering HTTP 429 carries code 429", async () => {
    const send = () => postForm(server, "/api/notify/send_email", { to: "status-codes@example.com", type: 1 });
    expect((await envelopeOf(await send())).code).toBe(1);
    const again = await send();
    expect(again.status).toBe(429);
    expect((await envelopeOf(again)).code).toBe(envelopeCodeOf(429));
  });

  it("maps a 401 to the login-needed code and every other status to itself", () => {
    expect([400, 401, 403, 404, 405, 409, 413, 415, 429, 431, 500, 503].map(envelopeCodeOf)).toEqual([400, 999, 403, 404, 405, 409, 413, 415, 429, 431, 500, 503]);
  });
});
