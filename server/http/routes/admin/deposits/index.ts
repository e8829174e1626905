import type { FastifyInstance } from "fastify";
import { DEFAULT_DEPOSIT_QUEUE_STATUS } from "#domain/contract/back-office-funds.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/deposits: the deposit queue; an operator credits a deposit, rejects it with a remark, or marks it invalid. */
export async function depositReviewRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  serve(app, ROUTES.deposits, guarded, async (request, { status, page = 1 }) =>
    ok(request, paged(await backOffice.deposits(status ?? DEFAULT_DEPOSIT_QUEUE_STATUS, page), page)),
  );
  serve(app, ROUTES.approveDeposit, guarded, async (request, { id }) => {
    await backOffice.decideDeposit(operatorId(request), id, { kind: "approve" });
    return ok(request, null, IDENTITY_MESSAGES.approved);
  });
  serve(app, ROUTES.rejectDeposit, guarded, async (request, { id, remark: given }) => {
    const remark = given?.trim();
    if (!remark) throw new DomainError("invalid", FUNDS_MESSAGES.remarkRequired);
    await backOffice.decideDeposit(operatorId(request), id, { kind: "reject", remark });
    return ok(request, null, IDENTITY_MESSAGES.rejected);
  });
  serve(app, ROUTES.invalidateDeposit, guarded, async (request, { id, remark }) => {
    await backOffice.decideDeposit(operatorId(request), id, { kind: "invalid", remark: remark?.trim() || null });
    return ok(request, null, FUNDS_MESSAGES.markedInvalid);
  });
}
