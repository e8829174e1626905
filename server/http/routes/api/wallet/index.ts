import type { FastifyInstance } from "fastify";
import { BindDrawMethodRequest, DeleteDrawMethodRequest, DrawMethodQuery } from "../../../../../src/domain/contract/withdraw.ts";
import { WITHDRAW_MESSAGES } from "../../../../i18n/withdraw-messages.ts";
import { callerOf } from "../../../caller.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../plugins/app/session.ts";
import { queryOrForm } from "../../../query-or-form.ts";

/** /api/wallet: the user's bound withdrawal methods. Real accounts only; binding needs a fresh code. */
export async function walletMethodRoutes(app: FastifyInstance, { withdraw }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guard = app.requireRealAccount;

  app.get<{ Querystring: DrawMethodQuery }>("/get_draw_method", { preHandler: guard, schema: { querystring: DrawMethodQuery } }, async (request) =>
    ok(request, await withdraw.methods.list(sessionOf(request).user.id, request.query.draw_type, request.query.draw_id)),
  );
  queryOrForm<BindDrawMethodRequest>(app, "/bind_draw_method", BindDrawMethodRequest, guard, async (request, input) =>
    ok(request, await withdraw.methods.bind(sessionOf(request).user, input, callerOf(request)), WITHDRAW_MESSAGES.methodBound),
  );
  queryOrForm<DeleteDrawMethodRequest>(app, "/del_draw_method", DeleteDrawMethodRequest, guard, async (request, input) => {
    await withdraw.methods.remove(sessionOf(request).user.id, input.id);
    return ok(request, null, WITHDRAW_MESSAGES.methodDeleted);
  });
}
