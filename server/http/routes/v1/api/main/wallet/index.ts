import type { FastifyInstance } from "fastify";
import { ACCOUNT_ROUTES } from "../../../../../../../src/domain/contract/routes/accounts.ts";
import type { HttpDeps } from "../../../../../deps.ts";
import { ok } from "../../../../../envelope.ts";
import { sessionOf } from "../../../../../plugins/app/session.ts";
import { serve } from "../../../../../serve.ts";

/** /v1/api/main/wallet: the balance of the caller's trading account (demo or real). */
export async function walletRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  serve(app, ACCOUNT_ROUTES.balance, { preHandler: app.requireSession }, async (request) =>
    ok(request, await accounts.balance(sessionOf(request).user.id)),
  );
}
