import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { TSchema } from "typebox";

/**
 * Serves `url` by GET with a query (the API's documented form) and by POST with a form or JSON
 * (the PWA), both validated by the same schema; the handler gets the parameters whichever way
 * they came.
 */
export function queryOrForm<T>(
  app: FastifyInstance,
  url: string,
  schema: TSchema,
  preHandler: preHandlerAsyncHookHandler,
  handler: (request: FastifyRequest, input: T, reply: FastifyReply) => Promise<unknown>,
): void {
  app.get(url, { schema: { querystring: schema }, preHandler }, (request, reply) => handler(request, request.query as T, reply));
  app.post(
    url,
    {
      schema: { body: schema },
      // A POST without a body (a call whose fields are all optional) reads as an empty form.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler,
    },
    (request, reply) => handler(request, request.body as T, reply),
  );
}
