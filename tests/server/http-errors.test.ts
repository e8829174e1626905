import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "#server/http/plugins/app/errors.ts";
import { registerLanguage } from "#server/http/plugins/app/language.ts";
import { registerNotFound } from "#server/http/plugins/app/not-found.ts";
import { trackRouteMethods } from "#server/http/plugins/app/route-methods.ts";
import { createTranslator } from "#server/i18n/translator.ts";
import { envelopeOf } from "./helpers/envelope.ts";

/** The app plugins alone, around a route that fails the way a bug or a lost database would. */
let app: FastifyInstance;
let baseUrl: string;
const logged: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
  const methods = trackRouteMethods(app);
  registerLanguage(app, await createTranslator("/nonexistent-locales"));
  registerErrorHandler(app);
  registerNotFound(app, { methods, hasStatic: false });
  app.get("/v1/api/boom", async () => {
    throw new Error("connection to the database lost at /srv/secret/db.ts:42");
  });
  app.get("/v1/api/sql-boom", async () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "hunter2-secret"'), { severity: "ERROR", code: "22P02" });
    throw new DrizzleQueryError('select "password_hash" from "users" where "email" = $1', ["victim@example.com"], cause);
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => app?.close());

describe("an error thrown inside a route", () => {
  it("is answered with code 500 and a generic message in the caller's language, no internals", async () => {
    const response = await fetch(`${baseUrl}/v1/api/boom?t=1`, { headers: { lang: "en" } });
    expect(response.status).toBe(500);
    const body = await envelopeOf(response);
    expect(body).toEqual({ code: 500, msg: "Something went wrong on our side. Please try again later." });
    expect(JSON.stringify(body)).not.toContain("secret");
  });

  it("is logged with its cause for the operator", () => {
    expect(JSON.stringify(logged)).toContain("connection to the database lost");
  });
});

describe("a database error thrown inside a route", () => {
  it("is logged with its type, code and stack but without the statement or its parameters", async () => {
    const response = await fetch(`${baseUrl}/v1/api/sql-boom`, { headers: { lang: "en" } });
    expect(response.status).toBe(500);
    const line = JSON.stringify(logged.at(-1));
    expect(line).toContain("request failed");
    expect(line).toContain("DrizzleQueryError");
    expect(line).toContain("22P02");
    for (const secret of ["password_hash", "victim@example.com", "hunter2-secret", "select "]) expect(line).not.toContain(secret);
  });
});
