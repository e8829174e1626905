import type { FastifyInstance } from "fastify";
import type { HttpDeps } from "../../../../../deps.ts";
import { ok } from "../../../../../envelope.ts";
import { acceptForms } from "../../../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../../../plugins/app/session.ts";

/** /v1/api/main/account: the trading account's figures at live prices. */
export async function mainAccountRoutes(app: FastifyInstance, { engine }: HttpDeps): Promise<void> {
  // The call has no fields, but a client may still post an empty form.
  acceptForms(app);
  app.route({
    method: ["GET", "POST"],
    url: "/forexDetail",
    preHandler: app.requireSession,
    handler: async (request) => ok(request, await engine.accountDetail(sessionOf(request).user.id)),
  });
}
