import type { FastifyInstance } from "fastify";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /v1/api/main/user: the demo account's reset, by POST (the PWA) and by GET (the documented call). */
export async function mainUserRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  // The call has no fields, but a client may still post an empty form.
  acceptForms(app);
  serve(app, ACCOUNT_ROUTES.resetDemo, { preHandler: app.requireSession }, async (request) => {
    const balance = await accounts.resetDemo(sessionOf(request).user, idempotencyKeyOf(request));
    return ok(request, balance, ACCOUNT_MESSAGES.demoReset);
  });
}
