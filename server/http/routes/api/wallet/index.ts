import type { FastifyInstance } from "fastify";
import { WITHDRAW_ROUTES } from "../../../../../src/domain/contract/routes/withdraw.ts";
import { WITHDRAW_MESSAGES } from "../../../../i18n/withdraw-messages.ts";
import { callerOf } from "../../../caller.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../plugins/app/session.ts";
import { serve } from "../../../serve.ts";

/** /api/wallet (SPEC §7): the user's bound withdrawal methods. Real accounts only; binding needs a fresh code. */
export async function walletMethodRoutes(app: FastifyInstance, { withdraw }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireRealAccount };

  serve(app, WITHDRAW_ROUTES.methods, guarded, async (request, input) =>
    ok(request, await withdraw.methods.list(sessionOf(request).user.id, input.draw_type, input.draw_id)),
  );
  serve(app, WITHDRAW_ROUTES.bindMethod, guarded, async (request, input) =>
    ok(request, await withdraw.methods.bind(sessionOf(request).user, input, callerOf(request)), WITHDRAW_MESSAGES.methodBound),
  );
  serve(app, WITHDRAW_ROUTES.deleteMethod, guarded, async (request, input) => {
    await withdraw.methods.remove(sessionOf(request).user.id, input.id);
    return ok(request, null, WITHDRAW_MESSAGES.methodDeleted);
  });
}
