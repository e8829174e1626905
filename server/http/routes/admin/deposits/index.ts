import type { FastifyInstance } from "fastify";
import { DEFAULT_DEPOSIT_QUEUE_STATUS, DepositQueueQuery, DepositRemarkRequest } from "../../../../../src/domain/contract/back-office-funds.ts";
import { FUNDS_MESSAGES } from "../../../../i18n/funds-messages.ts";
import { IDENTITY_MESSAGES } from "../../../../i18n/identity-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { IdParams } from "../id-params.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/deposits: the deposit queue; an operator credits a deposit, rejects it with a remark, or marks it invalid. */
export async function depositReviewRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  app.get<{ Querystring: DepositQueueQuery }>("", { ...guarded, schema: { querystring: DepositQueueQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, paged(await backOffice.deposits(request.query.status ?? DEFAULT_DEPOSIT_QUEUE_STATUS, page), page));
  });
  app.post<{ Params: IdParams }>("/:id/approve", { ...guarded, schema: { params: IdParams } }, async (request) => {
    await backOffice.decideDeposit(operatorId(request), request.params.id, { kind: "approve" });
    return ok(request, null, IDENTITY_MESSAGES.approved);
  });
  app.post<{ Params: IdParams; Body: DepositRemarkRequest }>(
    "/:id/reject",
    { ...guarded, schema: { params: IdParams, body: DepositRemarkRequest } },
    async (request) => {
      const remark = request.body.remark?.trim();
      if (!remark) throw new DomainError("invalid", FUNDS_MESSAGES.remarkRequired);
      await backOffice.decideDeposit(operatorId(request), request.params.id, { kind: "reject", remark });
      return ok(request, null, IDENTITY_MESSAGES.rejected);
    },
  );
  app.post<{ Params: IdParams; Body: DepositRemarkRequest }>(
    "/:id/invalid",
    { ...guarded, schema: { params: IdParams, body: DepositRemarkRequest } },
    async (request) => {
      const remark = request.body.remark?.trim() || null;
      await backOffice.decideDeposit(operatorId(request), request.params.id, { kind: "invalid", remark });
      return ok(request, null, FUNDS_MESSAGES.markedInvalid);
    },
  );
}
