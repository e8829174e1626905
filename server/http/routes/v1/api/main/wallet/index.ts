import type { FastifyInstance } from "fastify";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /v1/api/main/wallet: the balance of the caller's trading account (demo or real). */
export async function walletRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  serve(app, ACCOUNT_ROUTES.balance, { preHandler: app.requireSession }, async (request) =>
    ok(request, await accounts.balance(sessionOf(request).user.id)),
  );
}
