import type { FastifyInstance } from "fastify";
import { ReviewReasonRequest } from "../../../../../src/domain/contract/back-office.ts";
import { WithdrawApproveRequest, WithdrawQueueQuery } from "../../../../../src/domain/contract/back-office-withdraw.ts";
import { WITHDRAW_WAITING } from "../../../../../src/domain/withdraw.ts";
import { IDENTITY_MESSAGES } from "../../../../i18n/identity-messages.ts";
import { WITHDRAW_MESSAGES } from "../../../../i18n/withdraw-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { IdParams } from "../id-params.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/withdrawals: the withdrawal queue; a large one needs two operators' approvals, the paying one with the payout's reference. */
export async function withdrawReviewRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  app.get<{ Querystring: WithdrawQueueQuery }>("", { ...guarded, schema: { querystring: WithdrawQueueQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, paged(await backOffice.withdrawals(request.query.status ?? WITHDRAW_WAITING, page, request.lang), page));
  });
  app.post<{ Params: IdParams; Body: WithdrawApproveRequest }>(
    "/:id/approve",
    { ...guarded, schema: { params: IdParams, body: WithdrawApproveRequest } },
    async (request) => {
      const realNumber = request.body.real_number?.trim() || null;
      const outcome = await backOffice.decideWithdrawal(operatorId(request), request.params.id, { approve: true, realNumber });
      return ok(request, { outcome }, outcome === "paid" ? WITHDRAW_MESSAGES.paidOut : WITHDRAW_MESSAGES.firstApproval);
    },
  );
  app.post<{ Params: IdParams; Body: ReviewReasonRequest }>(
    "/:id/reject",
    { ...guarded, schema: { params: IdParams, body: ReviewReasonRequest } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new DomainError("invalid", IDENTITY_MESSAGES.reasonRequired);
      const outcome = await backOffice.decideWithdrawal(operatorId(request), request.params.id, { approve: false, reason });
      return ok(request, { outcome }, IDENTITY_MESSAGES.rejected);
    },
  );
}
