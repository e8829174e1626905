import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /v1/api/main/account: the trading account's figures at live prices. */
export async function mainAccountRoutes(app: FastifyInstance, { engine }: HttpDeps): Promise<void> {
  // The call has no fields, but a client may still post an empty form.
  acceptForms(app);
  serve(app, TRADING_ROUTES.accountDetail, { preHandler: app.requireSession }, async (request) =>
    ok(request, await engine.accountDetail(sessionOf(request).user.id)),
  );
}
