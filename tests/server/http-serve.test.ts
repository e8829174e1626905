import Fastify, { type FastifyInstance } from "fastify";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOrPost, post } from "#domain/contract/routes/route.ts";
import { serve } from "#server/http/serve.ts";

const Secretive = Type.Object({ name: Type.String(), balance: Type.String(), note: Type.Union([Type.String(), Type.Null()]) });
const lookup = getOrPost("/api/test-serve/lookup", Type.Object({ id: Type.Optional(Type.String()) }), Secretive);
const refuse = post("/api/test-serve/refuse", Type.Object({ id: Type.String() }), Type.Null());

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ code: error.statusCode ?? 500, msg: error.message }),
  );
  await app.register(
    async (scoped) => {
      serve(scoped, lookup, {}, async (_request, input) => {
        const row = { name: `row ${input.id ?? "none"}`, balance: "12.50", note: null, password_hash: "never sent" };
        return { code: 1, msg: "Success", data: row };
      });
      serve(scoped, refuse, {}, async () => {
        throw Object.assign(new Error("Refused"), { statusCode: 409 });
      });
    },
    { prefix: "/api/test-serve" },
  );
});
afterAll(() => app?.close());

describe("serving a call of the route table", () => {
  it("writes the answer through its schema: a field the schema does not name never leaves", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test-serve/lookup?id=7" });
    expect(response.json()).toEqual({ code: 1, msg: "Success", data: { name: "row 7", balance: "12.50", note: null } });
  });

  it("serves the same call by POST with the same input, an empty body reading as an empty form", async () => {
    const posted = await app.inject({ method: "POST", url: "/api/test-serve/lookup", payload: { id: "8" } });
    expect(posted.json().data.name).toBe("row 8");
    const empty = await app.inject({ method: "POST", url: "/api/test-serve/lookup" });
    expect(empty.json().data.name).toBe("row none");
  });

  it("leaves an error answer whole, and refuses a POST-only call's missing body", async () => {
    const refused = await app.inject({ method: "POST", url: "/api/test-serve/refuse", payload: { id: "1" } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, msg: "Refused" });
    const bodiless = await app.inject({ method: "POST", url: "/api/test-serve/refuse" });
    expect(bodiless.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/test-serve/refuse" })).statusCode).toBe(404);
  });
});
