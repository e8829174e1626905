import type { FastifyInstance } from "fastify";
import { REQUEST_ID_HEADER, runInRequest } from "#server/platform/log.ts";

/**
 * Every answer names its request's id, so a user's report or a proxy's log finds the server's
 * lines; the rest of the request runs inside the id, so the modules' lines carry it too.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runInRequest(request.id, done);
  });
}
