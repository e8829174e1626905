import type { FastifyInstance } from "fastify";
import { IDENTITY_ROUTES } from "#domain/contract/routes/identity.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /api/user_real: real-name verification, real accounts only. */
export async function userRealRoutes(app: FastifyInstance, { identity }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireRealAccount };

  serve(app, IDENTITY_ROUTES.realName, guarded, async (request, input) => {
    await identity.realNames.submit(sessionOf(request).user.id, input, request.lang);
    return ok(request, null, IDENTITY_MESSAGES.realNameSent);
  });

  serve(app, IDENTITY_ROUTES.center, guarded, async (request) => ok(request, await identity.realNames.center(sessionOf(request).user.id)));
}
