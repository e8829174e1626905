import type { FastifyInstance, FastifyRequest } from "fastify";
import { STRICT_INTEGER } from "#domain/contract/fields.ts";

/**
 * Ajv's own coercion is off (see ajv-options.ts): it would read `0x1`, ` 1 `, `+1`, `1e3` and
 * `Infinity` as numbers. Paths, queries and forms carry every value as text, so an integer field becomes
 * a number here only when it is written as plain digits; anything else stays text for the schema
 * to refuse. JSON bodies are left as sent: a JSON client sends numbers.
 */
interface Schema {
  type?: unknown;
  properties?: Record<string, Schema>;
}

const integersBySchema = new WeakMap<object, string[]>();

function integerFields(schema: Schema): string[] {
  let names = integersBySchema.get(schema);
  if (!names) {
    names = Object.entries(schema.properties ?? {}).filter(([, property]) => property.type === "integer").map(([name]) => name);
    integersBySchema.set(schema, names);
  }
  return names;
}

function readIntegers(values: unknown, schema: unknown): void {
  if (!values || typeof values !== "object" || !schema || typeof schema !== "object") return;
  const record = values as Record<string, unknown>;
  for (const name of integerFields(schema as Schema)) {
    const value = record[name];
    if (typeof value === "string" && STRICT_INTEGER.test(value)) record[name] = Number(value);
  }
}

const isJson = (request: FastifyRequest) => /^application\/([\w.+-]+\+)?json/i.test(request.headers["content-type"] ?? "");

export function registerStrictIntegers(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    readIntegers(request.query, schema.querystring);
    readIntegers(request.params, schema.params);
    if (!isJson(request)) readIntegers(request.body, schema.body);
  });
}
