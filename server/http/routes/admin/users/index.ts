import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { ADMIN_MESSAGES } from "#server/i18n/admin-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/users?q=: one user found by uid, e-mail or mobile number, with their money, recent records and second factors; turning their authenticator app off. */
export async function userLookupRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  serve(app, ROUTES.user, { preHandler: app.requireOperator }, async (request, { q }) => {
    const found = await backOffice.user(q, request.lang);
    if (!found) throw new DomainError("not-found", ADMIN_MESSAGES.userNotFound, { q });
    return ok(request, found);
  });
  serve(app, ROUTES.turnOffUserTotp, { preHandler: app.requireOperator }, async (request, { userId, reason: given }) => {
    const reason = given.trim();
    if (!reason) throw new DomainError("invalid", ADMIN_MESSAGES.factorReasonRequired);
    return ok(request, await backOffice.turnOffUserTotp(operatorId(request), userId, reason));
  });
}
