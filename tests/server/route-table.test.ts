import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** The API's prefixes: every route under them is a call of the table. */
const API_PREFIXES = ["/api/", "/v1/api/", "/admin/api/"];

/** Routes under those prefixes that are not part of the API, and why. */
const NOT_API = [
  { prefix: "/v1/api/test/", reason: "doors for the tests into the mailbox, the clock and the prices, served only with PIPWISE_TEST_HOOKS=1" },
];

/**
 * Every route the app registered, as "METHOD /path", HEAD (which fastify adds to each GET) left
 * out. printRoutes draws fastify's radix tree, four columns a level: a line's text continues the
 * path of the nearest line above it one level up.
 */
function registeredRoutes(server: TestServer): string[] {
  const pathAt: string[] = [];
  return server.server.app.printRoutes({ commonPrefix: false }).split("\n").flatMap((line) => {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) return [];
    const [, indent, segment, methods] = match;
    const depth = indent!.length / 4;
    const path = (depth === 0 ? "" : pathAt[depth - 1]!) + segment!;
    pathAt[depth] = path;
    return (methods ?? "").split(", ").filter((method) => method !== "" && method !== "HEAD").map((method) => `${method} ${path}`);
  });
}

const isApi = (route: string) => {
  const path = route.slice(route.indexOf(" ") + 1);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !NOT_API.some(({ prefix }) => path.startsWith(prefix));
};

let server: TestServer;
let previousHooks: string | undefined;

beforeAll(async () => {
  previousHooks = process.env.PIPWISE_TEST_HOOKS;
  process.env.PIPWISE_TEST_HOOKS = "1";
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  if (previousHooks === undefined) delete process.env.PIPWISE_TEST_HOOKS;
  else process.env.PIPWISE_TEST_HOOKS = previousHooks;
});

describe("the route table", () => {
  const table = API_ROUTES.flatMap((route) => route.methods.map((method) => `${method} ${route.path}`));

  it("names every API route the server serves", () => {
    const served = registeredRoutes(server).filter(isApi);
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !table.includes(route)).sort()).toEqual([]);
  });

  it("has no entry the server does not serve", () => {
    const served = new Set(registeredRoutes(server));
    expect(table.filter((route) => !served.has(route)).sort()).toEqual([]);
  });

  it("holds each method of a path once, under an API prefix", () => {
    // The back office lists a collection by GET and adds to it by POST: one path, two calls.
    expect(new Set(table).size).toBe(table.length);
    expect(table.filter((route) => !isApi(route))).toEqual([]);
  });
});
