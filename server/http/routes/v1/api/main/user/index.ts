import type { FastifyInstance } from "fastify";
import { ACCOUNT_ROUTES } from "../../../../../../../src/domain/contract/routes/accounts.ts";
import { ACCOUNT_MESSAGES } from "../../../../../../i18n/account-messages.ts";
import type { HttpDeps } from "../../../../../deps.ts";
import { ok } from "../../../../../envelope.ts";
import { idempotencyKeyOf } from "../../../../../idempotency-key.ts";
import { acceptForms } from "../../../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../../../plugins/app/session.ts";
import { serve } from "../../../../../serve.ts";

/** /v1/api/main/user: the demo account's reset, by POST (the PWA) and by GET (SPEC §7). */
export async function mainUserRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  // The call has no fields, but a client may still post an empty form.
  acceptForms(app);
  serve(app, ACCOUNT_ROUTES.resetDemo, { preHandler: app.requireSession }, async (request) => {
    const balance = await accounts.resetDemo(sessionOf(request).user, idempotencyKeyOf(request));
    return ok(request, balance, ACCOUNT_MESSAGES.demoReset);
  });
}
