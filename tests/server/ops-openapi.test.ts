import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerEnvelope, type FileRoute, type Route } from "#domain/contract/routes/route.ts";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import { openApiPath } from "#server/ops/openapi.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

interface Operation {
  parameters: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.call("/openapi.json");
  expect(answer.status).toBe(200);
  document = (await answer.json()) as Document;
});
afterAll(() => server?.close());

const isFileRoute = (route: Route | FileRoute): route is FileRoute => "mediaTypes" in route;
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("holds every call of the route table, by each of its methods, with its input and answer schemas", () => {
    expect(API_ROUTES.length).toBeGreaterThan(50);
    for (const route of API_ROUTES) {
      for (const method of route.methods) {
        const operation = document.paths[openApiPath(route.path)]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.path}`).toBeDefined();
        if (isFileRoute(route)) {
          expect(Object.keys(operation!.responses["200"]!.content!)).toEqual(route.mediaTypes);
          continue;
        }
        expect(operation!.responses["200"]!.content!["application/json"]!.schema).toEqual(plain(answerEnvelope(route.answer)));
        const properties = Object.keys((route.input as { properties?: object }).properties ?? {});
        if (method === "POST") {
          const body = operation!.requestBody!.content;
          expect(body["application/json"]?.schema ?? body["multipart/form-data"]?.schema).toBeDefined();
          if (body["application/json"]) expect(body["application/json"].schema).toEqual(plain(route.input));
        } else {
          expect(operation!.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name)).toEqual(properties);
        }
        const params = Object.keys((route.params as { properties?: object } | undefined)?.properties ?? {});
        expect(operation!.parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name)).toEqual(params);
      }
    }
  });

  it("names no call the table does not", () => {
    const table = new Set(API_ROUTES.flatMap((route) => route.methods.map((method) => `${method.toLowerCase()} ${openApiPath(route.path)}`)));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.filter((entry) => !table.has(entry))).toEqual([]);
  });
});
