import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerEnvelope, type FileRoute, type Route, type RouteAnswer, type RouteCall } from "#domain/contract/routes/route.ts";
import type { Answered } from "./envelope.ts";
import type { TypeBoxProvider } from "./typebox-provider.ts";

/** A list answer may be handed over read-only: it is only written out. */
type Servable<T> = T extends (infer U)[] ? readonly U[] : T;

export type RouteHandler<R extends Route> = (request: FastifyRequest, input: RouteCall<R>, reply: FastifyReply) => Promise<Answered<Servable<RouteAnswer<R>>>>;

export interface ServeOptions {
  /**
   * The call's guard (who may call it). It runs first, on request, before the body is read or
   * anything validated: an anonymous caller is told to log in and learns nothing of the schema.
   */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** A body limit above the server's default (an article in every language). */
  bodyLimit?: number;
}

/**
 * The route's path below the prefix the calling plugin was registered at. A call at the prefix
 * itself is "", which fastify serves at the prefix alone; "/" would add the prefix with a
 * trailing slash, a second path the table does not name.
 */
function localPath(app: FastifyInstance, path: string): string {
  if (!path.startsWith(app.prefix)) throw new Error(`${path} is not under ${app.prefix}`);
  return path.slice(app.prefix.length);
}

/** A guard needs only the headers. */
export const guardedBy = (guard?: (request: FastifyRequest) => Promise<void>) => (guard ? { onRequest: guard } : {});

const hooksOf = ({ preHandler }: ServeOptions) => guardedBy(preHandler);

/**
 * A POST without a body reads as an empty form when the documented API also serves the call by GET (a query
 * may be empty), or when it takes no required field; otherwise it is refused as unreadable.
 */
function readsEmptyBody(route: Route): boolean {
  const required = (route.input as { required?: unknown[] }).required;
  return route.methods.includes("GET") || !required?.length;
}

/**
 * Serves one call of the route table by each method it answers: a GET reads its input from the
 * query, a POST from the form or JSON body, both validated by the route's input schema, and the
 * envelope is serialised through the answer schema, so no field the schema does not name leaves.
 */
export function serve<R extends Route>(app: FastifyInstance, route: R, options: ServeOptions, handler: RouteHandler<R>): void {
  const url = localPath(app, route.path);
  const typed = app.withTypeProvider<TypeBoxProvider>();
  const response = { 200: answerEnvelope(route.answer) };
  const limit = options.bodyLimit ? { bodyLimit: options.bodyLimit } : {};
  const params = route.params ? { params: route.params } : {};
  // The path's parameters join the input, as the caller gave them.
  const withPath = (request: FastifyRequest, input: unknown) => (route.params ? { ...(request.params as object), ...(input as object) } : input) as RouteCall<R>;
  for (const method of route.methods) {
    if (method === "GET") {
      typed.get(url, { schema: { querystring: route.input, ...params, response }, ...hooksOf(options) }, (request, reply) => handler(request, withPath(request, request.query), reply));
      continue;
    }
    const emptyForm = readsEmptyBody(route) ? { preValidation: async (request: FastifyRequest) => void (request.body ??= {}) } : {};
    typed.post(url, { schema: { body: route.input, ...params, response }, ...emptyForm, ...hooksOf(options), ...limit }, (request, reply) =>
      handler(request, withPath(request, request.body), reply),
    );
  }
}

/** Serves a picture of the route table; the handler sends it itself. */
export function serveFile(
  app: FastifyInstance,
  route: FileRoute,
  options: ServeOptions,
  handler: (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  app.get<{ Params: { id: string } }>(localPath(app, route.path), { schema: { params: route.params }, ...hooksOf(options) }, handler);
}
