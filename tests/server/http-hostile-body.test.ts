import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSchema } from "typebox";
import { BACK_OFFICE_API } from "#domain/contract/back-office.ts";
import type { FileRoute, Route } from "#domain/contract/routes/route.ts";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import { envelopeOf } from "./helpers/envelope.ts";
import { captureErrorLog, type LoggedError } from "./helpers/error-log.ts";
import { operator, realUser } from "./helpers/identity.ts";
import { plausibleFields } from "./helpers/schema-values.ts";
import type { TestServer } from "./helpers/test-server.ts";

/**
 * Every field of every route that takes a body, read from the route table, so a new route is swept
 * the day it is added: the other fields plausible, that one a NUL byte, Infinity, an array or 1 MB.
 * The answer is a 4xx envelope whose code agrees with its status, naming the field in the caller's
 * language for the first three, and nothing is logged at error level.
 */
const withBody = API_ROUTES.filter(
  (route): route is Route => !("mediaTypes" in route) && route.methods.includes("POST") && Object.keys((route.input as { properties?: object }).properties ?? {}).length > 0,
);

/** JSON has no Infinity: the body carries the 1e309 that parses to it. */
const INFINITY = "__infinity__";
const HOSTILE: ReadonlyArray<{ label: string; value: unknown; names: boolean }> = [
  { label: "a NUL byte", value: "a\u0000b", names: true },
  { label: "Infinity", value: INFINITY, names: true },
  { label: "an array", value: ["a", "b"], names: true },
  { label: "1 MB", value: "1".repeat(1024 * 1024), names: false },
];

let server: TestServer;
let tokens: { user: string; operator: string };
let logged: LoggedError[];

beforeAll(async () => {
  server = await startAccountsServer({ LOG_LEVEL: "error" });
  logged = captureErrorLog(server);
  tokens = { user: (await realUser(server, "body")).token, operator: (await operator(server)).token };
});
afterAll(() => server?.close());

/** The path with each parameter a plausible value of its schema. */
function pathOf(route: Route): string {
  const { fields } = plausibleFields(route.params ?? ({} as TSchema));
  return route.path.replace(/:(\w+)/g, (_, name: string) => String(fields[name] ?? 1));
}

type Encoding = "json" | "form";

/** A form carries text and repeated keys only: a route with an object or a boolean among its fields is sent as JSON alone. */
const isFormable = (fields: Record<string, unknown>) => Object.values(fields).every((value) => [value].flat().every((item) => typeof item === "string" || typeof item === "number"));

function send(route: Route | FileRoute, path: string, fields: Record<string, unknown>, encoding: Encoding, lang: string): Promise<Response> {
  const authorization = route.path.startsWith(BACK_OFFICE_API) ? tokens.operator : tokens.user;
  if (encoding === "form") {
    const pairs = Object.entries(fields).flatMap(([name, value]) => [value].flat().map((item) => [name, item === INFINITY ? "Infinity" : String(item ?? "")]));
    return server.call(path, { method: "POST", lang, headers: { authorization }, body: new URLSearchParams(pairs) });
  }
  const json = JSON.stringify(fields).replace(`"${INFINITY}"`, "1e309");
  return server.call(path, { method: "POST", lang, headers: { authorization, "content-type": "application/json" }, body: json });
}

describe("a hostile value in any field of any body", () => {
  it("sweeps the routes the table lists with a body, the second factor's, the devices' and end_session among them", () => {
    expect(withBody.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/api/user/end_session", "/api/factor/step_up", "/api/factor/totp_confirm", "/api/factor/login", "/admin/api/users/:userId/factors/totp/off"]),
    );
  });

  it("finds a plausible value for every field of every route, so each field is the only one refused", () => {
    const unfit = withBody.flatMap((route) => plausibleFields(route.input).unfit.map((name) => `${route.path} ${name}`));
    expect(unfit).toEqual([]);
  });

  for (const route of withBody) {
    it(`is refused by ${route.path} with a 4xx envelope naming the field`, async () => {
      const { fields } = plausibleFields(route.input);
      const path = pathOf(route);
      const encodings: Encoding[] = isFormable(fields) ? ["json", "form"] : ["json"];
      for (const [encoding, name, { label, value, names }] of encodings.flatMap((one) => Object.keys(fields).flatMap((field) => HOSTILE.map((hostile) => [one, field, hostile] as const)))) {
        // In a form "Infinity" is only text, which a text field may well accept.
        if (encoding === "form" && value === INFINITY && typeof fields[name] !== "number") continue;
        const what = `${route.path} ${encoding} ${name} = ${label}`;
        const [en, de] = await Promise.all(["en", "de"].map(async (lang) => {
          const response = await send(route, path, { ...fields, [name]: value }, encoding, lang);
          return { status: response.status, body: await envelopeOf(response) };
        }));
        expect(en!.status, what).toBeGreaterThanOrEqual(400);
        expect(en!.status, what).toBeLessThan(500);
        expect(en!.body.code, what).toBe(en!.status);
        // A call that takes JSON only refuses any form alike.
        if (!names || en!.status === 415) continue;
        expect(en!.status, what).toBe(400);
        expect(en!.body.msg, what).toContain(name);
        expect(de!.body.msg, what).not.toBe(en!.body.msg);
      }
      expect(logged).toEqual([]);
    });
  }
});
