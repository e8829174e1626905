import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { REVIEW_WAITING } from "#domain/identity.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/identities: the real-name queue; an operator approves a user's record or rejects it with the reason the user is shown. */
export async function identityReviewRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  serve(app, ROUTES.identities, guarded, async (request, { status, page = 1 }) =>
    ok(request, paged(await backOffice.identities(status ?? REVIEW_WAITING, page), page)),
  );
  serve(app, ROUTES.approveIdentity, guarded, async (request, { userId }) => {
    await backOffice.decideIdentity(operatorId(request), userId, { approve: true });
    return ok(request, null, IDENTITY_MESSAGES.approved);
  });
  serve(app, ROUTES.rejectIdentity, guarded, async (request, { userId, reason: given }) => {
    const reason = given.trim();
    if (!reason) throw new DomainError("invalid", IDENTITY_MESSAGES.reasonRequired);
    await backOffice.decideIdentity(operatorId(request), userId, { approve: false, reason });
    return ok(request, null, IDENTITY_MESSAGES.rejected);
  });
}
