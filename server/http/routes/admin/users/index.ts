import type { FastifyInstance } from "fastify";
import { UserLookupQuery } from "../../../../../src/domain/contract/back-office-users.ts";
import { ADMIN_MESSAGES } from "../../../../i18n/admin-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";

/** /admin/api/users?q=: one user found by uid, e-mail or mobile number, with their money and recent records. */
export async function userLookupRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  app.get<{ Querystring: UserLookupQuery }>("", { preHandler: app.requireOperator, schema: { querystring: UserLookupQuery } }, async (request) => {
    const found = await backOffice.user(request.query.q, request.lang);
    if (!found) throw new DomainError("not-found", ADMIN_MESSAGES.userNotFound, { q: request.query.q });
    return ok(request, found);
  });
}
