import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /v1/api/main/accountLog: the trading account's ledger, newest first, in the caller's language. */
export async function accountLogRoutes(app: FastifyInstance, { engine }: HttpDeps): Promise<void> {
  acceptForms(app);
  serve(app, TRADING_ROUTES.accountLog, { preHandler: app.requireSession }, async (request, input) =>
    ok(request, await engine.accountLog(sessionOf(request).user.id, request.lang, input.page)),
  );
}
