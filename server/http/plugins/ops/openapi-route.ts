import type { FastifyInstance } from "fastify";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import { openApiDocument } from "#server/ops/openapi.ts";

/** The API's OpenAPI 3.1 document at /openapi.json, written once from the route table the server serves. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  const document = JSON.stringify(openApiDocument(API_ROUTES));
  app.get("/openapi.json", async (_request, reply) => reply.type("application/json").header("cache-control", "no-cache").send(document));
}
