import type { FastifyInstance, FastifyRequest } from "fastify";
import { WITHDRAW_ROUTES } from "#domain/contract/routes/withdraw.ts";
import { WITHDRAW_MESSAGES } from "#server/i18n/withdraw-messages.ts";
import { callerOf } from "#server/http/caller.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";
import { stepUpGuarded } from "#server/http/routes/api/factor/step-up-guard.ts";

/** /api/account: the withdrawal currencies, asking for a withdrawal, and the user's withdrawals. Real accounts only. */
export async function accountRoutes(app: FastifyInstance, { withdraw, factors }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireRealAccount };
  const userOf = (request: FastifyRequest) => sessionOf(request).user;

  serve(app, WITHDRAW_ROUTES.currencies, guarded, async (request, input) => ok(request, await withdraw.methods.currencies(input.type)));
  serve(app, WITHDRAW_ROUTES.draw, stepUpGuarded(app, factors), async (request, input) =>
    ok(request, await withdraw.withdrawals.draw(userOf(request), input, request.lang, callerOf(request), idempotencyKeyOf(request)), WITHDRAW_MESSAGES.withdrawSent),
  );
  serve(app, WITHDRAW_ROUTES.page, guarded, async (request, input) =>
    ok(request, await withdraw.withdrawals.page(userOf(request).id, input.type, input.page ?? 1, request.lang)),
  );
}
