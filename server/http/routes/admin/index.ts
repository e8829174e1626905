import type { FastifyInstance } from "fastify";
import { IdentityQuery, OperatorLoginRequest, PageQuery, ReviewReasonRequest } from "../../../../src/domain/contract/back-office.ts";
import {
  ChannelInput,
  DEFAULT_DEPOSIT_QUEUE_STATUS,
  DepositQueueQuery,
  DepositRemarkRequest,
  WireBankInput,
} from "../../../../src/domain/contract/back-office-funds.ts";
import { FUNDS_MESSAGES } from "../../../i18n/funds-messages.ts";
import { UserLookupQuery } from "../../../../src/domain/contract/back-office-users.ts";
import { WithdrawApproveRequest, WithdrawCurrencyInput, WithdrawQueueQuery } from "../../../../src/domain/contract/back-office-withdraw.ts";
import { WITHDRAW_WAITING } from "../../../../src/domain/withdraw.ts";
import { WITHDRAW_MESSAGES } from "../../../i18n/withdraw-messages.ts";
import { ADMIN_MESSAGES } from "../../../i18n/admin-messages.ts";
import { REVIEW_WAITING } from "../../../../src/domain/identity.ts";
import { Id } from "../../../../src/domain/contract/fields.ts";
import { Type, type Static } from "typebox";
import { PAGE_SIZE } from "../../../admin/audit-log.ts";
import { IDENTITY_MESSAGES } from "../../../i18n/identity-messages.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { uploadNotFound } from "../../../services/uploads/uploads.ts";
import type { HttpDeps } from "../../deps.ts";
import { ok } from "../../envelope.ts";
import { acceptForms } from "../../plugins/app/form-body.ts";
import { operatorOf, registerOperatorGuard } from "../../plugins/app/operator-session.ts";
import { sendImage } from "../../send-image.ts";
import { newsOperatorRoutes } from "./news/index.ts";
import { companyOperatorRoutes, siteSettingsRoutes } from "./companies/index.ts";
import { IdParams } from "./id-params.ts";

const UserParams = Type.Object({ userId: Id() });
type UserParams = Static<typeof UserParams>;

/** /admin/api: the back office. Every call but login needs an operator's session. */
export async function backOfficeRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const { backOffice } = deps;
  acceptForms(app);
  registerOperatorGuard(app, backOffice);
  const guarded = { preHandler: app.requireOperator };

  app.post<{ Body: OperatorLoginRequest }>("/login", { schema: { body: OperatorLoginRequest } }, async (request) =>
    ok(request, await backOffice.operators.login(request.body, request.ip)),
  );
  app.post("/logout", guarded, async (request) => {
    await backOffice.operators.logout(operatorOf(request).sessionId);
    return ok(request, null);
  });
  app.get("/me", guarded, async (request) => ok(request, operatorOf(request).operator));
  app.get("/queues", guarded, async (request) => ok(request, await backOffice.queues()));

  app.get<{ Querystring: IdentityQuery }>("/identities", { ...guarded, schema: { querystring: IdentityQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    const list = await backOffice.identities(request.query.status ?? REVIEW_WAITING, page);
    return ok(request, { ...list, page, page_size: PAGE_SIZE });
  });
  app.post<{ Params: UserParams }>("/identities/:userId/approve", { ...guarded, schema: { params: UserParams } }, async (request) => {
    await backOffice.decideIdentity(operatorOf(request).operator.id, request.params.userId, { approve: true });
    return ok(request, null, IDENTITY_MESSAGES.approved);
  });
  app.post<{ Params: UserParams; Body: ReviewReasonRequest }>(
    "/identities/:userId/reject",
    { ...guarded, schema: { params: UserParams, body: ReviewReasonRequest } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new DomainError("invalid", IDENTITY_MESSAGES.reasonRequired);
      await backOffice.decideIdentity(operatorOf(request).operator.id, request.params.userId, { approve: false, reason });
      return ok(request, null, IDENTITY_MESSAGES.rejected);
    },
  );

  app.get<{ Querystring: DepositQueueQuery }>("/deposits", { ...guarded, schema: { querystring: DepositQueueQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    const list = await backOffice.deposits(request.query.status ?? DEFAULT_DEPOSIT_QUEUE_STATUS, page);
    return ok(request, { ...list, page, page_size: PAGE_SIZE });
  });
  app.post<{ Params: IdParams }>("/deposits/:id/approve", { ...guarded, schema: { params: IdParams } }, async (request) => {
    await backOffice.decideDeposit(operatorOf(request).operator.id, request.params.id, { kind: "approve" });
    return ok(request, null, IDENTITY_MESSAGES.approved);
  });
  app.post<{ Params: IdParams; Body: DepositRemarkRequest }>(
    "/deposits/:id/reject",
    { ...guarded, schema: { params: IdParams, body: DepositRemarkRequest } },
    async (request) => {
      const remark = request.body.remark?.trim();
      if (!remark) throw new DomainError("invalid", FUNDS_MESSAGES.remarkRequired);
      await backOffice.decideDeposit(operatorOf(request).operator.id, request.params.id, { kind: "reject", remark });
      return ok(request, null, IDENTITY_MESSAGES.rejected);
    },
  );
  app.post<{ Params: IdParams; Body: DepositRemarkRequest }>(
    "/deposits/:id/invalid",
    { ...guarded, schema: { params: IdParams, body: DepositRemarkRequest } },
    async (request) => {
      const remark = request.body.remark?.trim() || null;
      await backOffice.decideDeposit(operatorOf(request).operator.id, request.params.id, { kind: "invalid", remark });
      return ok(request, null, FUNDS_MESSAGES.markedInvalid);
    },
  );

  app.get("/channels", guarded, async (request) => ok(request, await backOffice.channels()));
  app.post<{ Body: ChannelInput }>("/channels", { ...guarded, schema: { body: ChannelInput } }, async (request) =>
    ok(request, await backOffice.saveChannel(operatorOf(request).operator.id, null, request.body), FUNDS_MESSAGES.saved),
  );
  app.post<{ Params: IdParams; Body: ChannelInput }>("/channels/:id", { ...guarded, schema: { params: IdParams, body: ChannelInput } }, async (request) =>
    ok(request, await backOffice.saveChannel(operatorOf(request).operator.id, request.params.id, request.body), FUNDS_MESSAGES.saved),
  );
  app.get("/wire-banks", guarded, async (request) => ok(request, await backOffice.wireBanks()));
  app.post<{ Body: WireBankInput }>("/wire-banks", { ...guarded, schema: { body: WireBankInput } }, async (request) =>
    ok(request, await backOffice.saveWireBank(operatorOf(request).operator.id, null, request.body), FUNDS_MESSAGES.saved),
  );
  app.post<{ Params: IdParams; Body: WireBankInput }>("/wire-banks/:id", { ...guarded, schema: { params: IdParams, body: WireBankInput } }, async (request) =>
    ok(request, await backOffice.saveWireBank(operatorOf(request).operator.id, request.params.id, request.body), FUNDS_MESSAGES.saved),
  );

  app.get<{ Querystring: WithdrawQueueQuery }>("/withdrawals", { ...guarded, schema: { querystring: WithdrawQueueQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    const list = await backOffice.withdrawals(request.query.status ?? WITHDRAW_WAITING, page, request.lang);
    return ok(request, { ...list, page, page_size: PAGE_SIZE });
  });
  app.post<{ Params: IdParams; Body: WithdrawApproveRequest }>(
    "/withdrawals/:id/approve",
    { ...guarded, schema: { params: IdParams, body: WithdrawApproveRequest } },
    async (request) => {
      const realNumber = request.body.real_number?.trim() || null;
      const outcome = await backOffice.decideWithdrawal(operatorOf(request).operator.id, request.params.id, { approve: true, realNumber });
      return ok(request, { outcome }, outcome === "paid" ? WITHDRAW_MESSAGES.paidOut : WITHDRAW_MESSAGES.firstApproval);
    },
  );
  app.post<{ Params: IdParams; Body: ReviewReasonRequest }>(
    "/withdrawals/:id/reject",
    { ...guarded, schema: { params: IdParams, body: ReviewReasonRequest } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new DomainError("invalid", IDENTITY_MESSAGES.reasonRequired);
      const outcome = await backOffice.decideWithdrawal(operatorOf(request).operator.id, request.params.id, { approve: false, reason });
      return ok(request, { outcome }, IDENTITY_MESSAGES.rejected);
    },
  );
  app.get("/withdraw-currencies", guarded, async (request) => ok(request, await backOffice.withdrawCurrencies()));
  app.post<{ Body: WithdrawCurrencyInput }>("/withdraw-currencies", { ...guarded, schema: { body: WithdrawCurrencyInput } }, async (request) =>
    ok(request, await backOffice.saveWithdrawCurrency(operatorOf(request).operator.id, null, request.body), FUNDS_MESSAGES.saved),
  );
  app.post<{ Params: IdParams; Body: WithdrawCurrencyInput }>(
    "/withdraw-currencies/:id",
    { ...guarded, schema: { params: IdParams, body: WithdrawCurrencyInput } },
    async (request) => ok(request, await backOffice.saveWithdrawCurrency(operatorOf(request).operator.id, request.params.id, request.body), FUNDS_MESSAGES.saved),
  );

  app.get<{ Querystring: UserLookupQuery }>("/users", { ...guarded, schema: { querystring: UserLookupQuery } }, async (request) => {
    const found = await backOffice.user(request.query.q, request.lang);
    if (!found) throw new DomainError("not-found", ADMIN_MESSAGES.userNotFound, { q: request.query.q });
    return ok(request, found);
  });

  app.get<{ Params: { id: string } }>("/uploads/:id", guarded, async (request, reply) => {
    const image = await backOffice.upload(request.params.id);
    if (!image) throw uploadNotFound();
    return sendImage(reply, request.params.id, image);
  });

  await app.register(newsOperatorRoutes, { ...deps, prefix: "/news" });
  await app.register(companyOperatorRoutes, { ...deps, prefix: "/companies" });
  await app.register(siteSettingsRoutes, { ...deps, prefix: "/site-settings" });

  app.get<{ Querystring: PageQuery }>("/audit", { ...guarded, schema: { querystring: PageQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, { ...(await backOffice.audit(page)), page, page_size: PAGE_SIZE });
  });
}
