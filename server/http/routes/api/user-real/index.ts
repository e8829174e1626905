import type { FastifyInstance } from "fastify";
import { RealNameRequest } from "../../../../../src/domain/contract/identity.ts";
import { IDENTITY_MESSAGES } from "../../../../i18n/identity-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../plugins/app/session.ts";

/** /api/user_real: real-name verification, real accounts only. */
export async function userRealRoutes(app: FastifyInstance, { identity }: HttpDeps): Promise<void> {
  acceptForms(app);

  app.post<{ Body: RealNameRequest }>("/real_name", { schema: { body: RealNameRequest }, preHandler: app.requireRealAccount }, async (request) => {
    await identity.realNames.submit(sessionOf(request).user.id, request.body, request.lang);
    return ok(request, null, IDENTITY_MESSAGES.realNameSent);
  });

  app.get("/center", { preHandler: app.requireRealAccount }, async (request) => ok(request, await identity.realNames.center(sessionOf(request).user.id)));
}
