import type { FastifyInstance } from "fastify";
import { WITHDRAW_ROUTES } from "#domain/contract/routes/withdraw.ts";
import { WITHDRAW_MESSAGES } from "#server/i18n/withdraw-messages.ts";
import { callerOf } from "#server/http/caller.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";
import { stepUpGuarded } from "#server/http/routes/api/factor/step-up-guard.ts";

/** /api/wallet: the user's bound withdrawal methods. Real accounts only; binding needs a fresh code. */
export async function walletMethodRoutes(app: FastifyInstance, { withdraw, factors }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireRealAccount };

  serve(app, WITHDRAW_ROUTES.methods, guarded, async (request, input) =>
    ok(request, await withdraw.methods.list(sessionOf(request).user.id, input.draw_type, input.draw_id)),
  );
  serve(app, WITHDRAW_ROUTES.bindMethod, stepUpGuarded(app, factors), async (request, input) =>
    ok(request, await withdraw.methods.bind(sessionOf(request).user, input, callerOf(request)), WITHDRAW_MESSAGES.methodBound),
  );
  serve(app, WITHDRAW_ROUTES.deleteMethod, stepUpGuarded(app, factors), async (request, input) => {
    await withdraw.methods.remove(sessionOf(request).user.id, input.id);
    return ok(request, null, WITHDRAW_MESSAGES.methodDeleted);
  });
}
