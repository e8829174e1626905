import type { FastifyInstance } from "fastify";
import { ACCOUNT_MESSAGES } from "../../../../../../i18n/account-messages.ts";
import type { HttpDeps } from "../../../../../deps.ts";
import { ok } from "../../../../../envelope.ts";
import { idempotencyKeyOf } from "../../../../../idempotency-key.ts";
import { acceptForms } from "../../../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../../../plugins/app/session.ts";

/** /v1/api/main/user: the demo account's reset, by POST (the PWA) and by GET (the documented call). */
export async function mainUserRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  // The call has no fields, but a client may still post an empty form.
  acceptForms(app);
  app.route({
    method: ["GET", "POST"],
    url: "/resetForexDemoAccount",
    preHandler: app.requireSession,
    handler: async (request) => {
      const balance = await accounts.resetDemo(sessionOf(request).user, idempotencyKeyOf(request));
      return ok(request, balance, ACCOUNT_MESSAGES.demoReset);
    },
  });
}
