import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { WITHDRAW_WAITING } from "#domain/withdraw.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { WITHDRAW_MESSAGES } from "#server/i18n/withdraw-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/withdrawals: the withdrawal queue; a large one needs two operators' approvals, the paying one with the payout's reference. */
export async function withdrawReviewRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  serve(app, ROUTES.withdrawals, guarded, async (request, { status, page = 1 }) =>
    ok(request, paged(await backOffice.withdrawals(status ?? WITHDRAW_WAITING, page, request.lang), page)),
  );
  serve(app, ROUTES.approveWithdrawal, guarded, async (request, { id, real_number: reference }) => {
    const realNumber = reference?.trim() || null;
    const outcome = await backOffice.decideWithdrawal(operatorId(request), id, { approve: true, realNumber });
    return ok(request, { outcome }, outcome === "paid" ? WITHDRAW_MESSAGES.paidOut : WITHDRAW_MESSAGES.firstApproval);
  });
  serve(app, ROUTES.rejectWithdrawal, guarded, async (request, { id, reason: given }) => {
    const reason = given.trim();
    if (!reason) throw new DomainError("invalid", IDENTITY_MESSAGES.reasonRequired);
    const outcome = await backOffice.decideWithdrawal(operatorId(request), id, { approve: false, reason });
    return ok(request, { outcome }, IDENTITY_MESSAGES.rejected);
  });
}
