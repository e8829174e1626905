import type { TSchema } from "typebox";
import { answerEnvelope, Multipart, type FileRoute, type Method, type Route } from "#domain/contract/routes/route.ts";

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "query" | "path";
  required: boolean;
  schema: JsonSchema;
}

const isFileRoute = (route: Route | FileRoute): route is FileRoute => "mediaTypes" in route;

/** Express-style `/:id` as OpenAPI writes it, `/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, "{$1}");

/** One parameter per property of an object schema. */
function parametersOf(schema: TSchema | undefined, where: Parameter["in"]): Parameter[] {
  const { properties = {}, required = [] } = (schema ?? {}) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === "path" || required.includes(name), schema: property }));
}

/** A POST's body: JSON or a form, validated by the same schema; an upload is multipart. */
function requestBodyOf(input: TSchema) {
  if (input === Multipart) return { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } };
  const schema = input as JsonSchema;
  return { required: false, content: { "application/json": { schema }, "application/x-www-form-urlencoded": { schema } } };
}

function operationOf(route: Route, method: Method) {
  const query = method === "GET" ? parametersOf(route.input, "query") : [];
  return {
    operationId: `${method.toLowerCase()} ${route.path}`,
    parameters: [...parametersOf(route.params, "path"), ...query],
    ...(method === "POST" ? { requestBody: requestBodyOf(route.input) } : {}),
    responses: {
      "200": { description: "The envelope: code 1 with the data, or another code with a translated message.", content: { "application/json": { schema: answerEnvelope(route.answer) } } },
    },
  };
}

function fileOperationOf(route: FileRoute) {
  const content = Object.fromEntries(route.mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]));
  return {
    operationId: `get ${route.path}`,
    parameters: [...parametersOf(route.params, "path"), ...parametersOf(route.query, "query")],
    responses: { "200": { description: "The file.", content }, "404": { description: "No such file, or not the caller's." } },
  };
}

/** The OpenAPI 3.1 document of the route table: typebox schemas are JSON Schema, so they go in as they are. */
export function openApiDocument(routes: readonly (Route | FileRoute)[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    if (isFileRoute(route)) item.get = fileOperationOf(route);
    else for (const method of route.methods) item[method.toLowerCase()] = operationOf(route, method);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Pipwise API",
      version: "1",
      description: "Every call answers an envelope { code, msg, data }. Signed-in calls send the session token in the Authorization header.",
    },
    paths,
  };
}
