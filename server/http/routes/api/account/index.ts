import type { FastifyInstance, FastifyRequest } from "fastify";
import { DrawListQuery, DrawRequest, DrawSymbolQuery } from "../../../../../src/domain/contract/withdraw.ts";
import { WITHDRAW_MESSAGES } from "../../../../i18n/withdraw-messages.ts";
import { callerOf } from "../../../caller.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { idempotencyKeyOf } from "../../../idempotency-key.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../plugins/app/session.ts";
import { queryOrForm } from "../../../query-or-form.ts";

/** /api/account: the withdrawal currencies, asking for a withdrawal, and the user's withdrawals. Real accounts only. */
export async function accountRoutes(app: FastifyInstance, { withdraw }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guard = app.requireRealAccount;
  const userOf = (request: FastifyRequest) => sessionOf(request).user;

  app.get<{ Querystring: DrawSymbolQuery }>("/draw_symbol_list", { preHandler: guard, schema: { querystring: DrawSymbolQuery } }, async (request) =>
    ok(request, await withdraw.methods.currencies(request.query.type)),
  );
  queryOrForm<DrawRequest>(app, "/draw", DrawRequest, guard, async (request, input) =>
    ok(request, await withdraw.withdrawals.draw(userOf(request), input, request.lang, callerOf(request), idempotencyKeyOf(request)), WITHDRAW_MESSAGES.withdrawSent),
  );
  app.get<{ Querystring: DrawListQuery }>("/draw_list", { preHandler: guard, schema: { querystring: DrawListQuery } }, async (request) =>
    ok(request, await withdraw.withdrawals.page(userOf(request).id, request.query.type, request.query.page ?? 1, request.lang)),
  );
}
