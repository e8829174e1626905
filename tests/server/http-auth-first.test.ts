import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import type { FileRoute, Route } from "#domain/contract/routes/route.ts";
import { envelopeOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/**
 * Every call of the route table that needs a user's or an operator's session, called without one
 * and with a body or query its schema refuses: the answer is the login-needed envelope, so an
 * anonymous caller learns nothing of the schemas from validation messages.
 */
const PUBLIC = new Set([
  "/api/user/register",
  "/api/user/loginForU",
  "/api/user/createAccountDemoForU",
  "/api/user/forget_password",
  "/api/notify/send_email",
  "/api/notify/send_sms",
  "/api/basicSet/getBasicInfo",
  "/api/default/setting",
  "/api/default/area_list",
  "/api/default/captcha",
  "/v1/api/forex/trade_list",
  "/v1/api/forex/getCategories",
  "/v1/api/forex/kline",
  "/v1/api/forex/abbreviated_cache_kline",
  "/api/follow/list",
  "/api/news/list",
  "/api/news/info",
  "/api/news/announcement",
  "/api/news/cover/:id",
  "/api/company/getCompany",
  "/api/company/getCompanyStatus",
  "/api/company/logo/:id",
  "/admin/api/login",
  // The second step of a log-in: the password opened a challenge, not a session.
  "/api/factor/login",
  // A passkey's log-in, alone or as that second step.
  "/api/factor/passkey_login_options",
  "/api/factor/passkey_login",
  // The back office's log-in with a passkey, alone or as the second step after the password.
  "/admin/api/passkey_login_options",
  "/admin/api/passkey_login",
]);

const guarded = API_ROUTES.filter((route) => !PUBLIC.has(route.path));

/** A value no field of any schema takes: a NUL byte in a string, not a number, not a choice. */
const BAD = "\u0000x";

function propertiesOf(route: Route | FileRoute): string[] {
  const schema = "mediaTypes" in route ? route.query : route.input;
  return Object.keys((schema as { properties?: object } | undefined)?.properties ?? { id: null });
}

function anonymousCall(route: Route | FileRoute, method: string): Promise<Response> {
  const path = route.path.replace(/:\w+/g, "1");
  if (method === "GET") return server.call(`${path}?${new URLSearchParams(propertiesOf(route).map((name) => [name, BAD]))}`, { lang: "en" });
  return server.call(path, { method, lang: "en", headers: { "content-type": "application/json" }, body: "[1]" });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "silent" });
});
afterAll(() => server?.close());

describe("a call that needs a session, made without one and with a bad body", () => {
  it("covers the back office and the signed-in calls", () => {
    expect(guarded.length).toBeGreaterThan(60);
    expect(guarded.map((route) => route.path)).toEqual(expect.arrayContaining(["/admin/api/channels", "/api/account/draw", "/v1/api/forex/submit"]));
  });

  for (const route of guarded) {
    for (const method of route.methods) {
      it(`is answered "log in" by ${method} ${route.path}, not with the schema's complaint`, async () => {
        const response = await anonymousCall(route, method);
        expect(response.status).toBe(401);
        expect((await envelopeOf(response)).code).toBe(CODE_SESSION_INVALID);
      });
    }
  }
});
