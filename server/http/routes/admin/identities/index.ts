import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { IdentityQuery, ReviewReasonRequest } from "../../../../../src/domain/contract/back-office.ts";
import { Id } from "../../../../../src/domain/contract/fields.ts";
import { REVIEW_WAITING } from "../../../../../src/domain/identity.ts";
import { IDENTITY_MESSAGES } from "../../../../i18n/identity-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

const UserParams = Type.Object({ userId: Id() });
type UserParams = Static<typeof UserParams>;

/** /admin/api/identities: the real-name queue; an operator approves a user's record or rejects it with the reason the user is shown. */
export async function identityReviewRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  app.get<{ Querystring: IdentityQuery }>("", { ...guarded, schema: { querystring: IdentityQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, paged(await backOffice.identities(request.query.status ?? REVIEW_WAITING, page), page));
  });
  app.post<{ Params: UserParams }>("/:userId/approve", { ...guarded, schema: { params: UserParams } }, async (request) => {
    await backOffice.decideIdentity(operatorId(request), request.params.userId, { approve: true });
    return ok(request, null, IDENTITY_MESSAGES.approved);
  });
  app.post<{ Params: UserParams; Body: ReviewReasonRequest }>(
    "/:userId/reject",
    { ...guarded, schema: { params: UserParams, body: ReviewReasonRequest } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new DomainError("invalid", IDENTITY_MESSAGES.reasonRequired);
      await backOffice.decideIdentity(operatorId(request), request.params.userId, { approve: false, reason });
      return ok(request, null, IDENTITY_MESSAGES.rejected);
    },
  );
}
