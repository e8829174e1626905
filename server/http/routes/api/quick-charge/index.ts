import type { FastifyInstance, FastifyRequest } from "fastify";
import { FUNDS_ROUTES } from "#domain/contract/routes/funds.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/**
 * /api/quickCharge: the ways to deposit, sending a coin or wire deposit (GET with a query
 * or POST with a form, with an Idempotency-Key), and the user's records. Real accounts only.
 */
export async function quickChargeRoutes(app: FastifyInstance, { deposits }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireRealAccount };
  const userOf = (request: FastifyRequest) => sessionOf(request).user.id;

  serve(app, FUNDS_ROUTES.depositWays, guarded, async (request) => ok(request, await deposits.info()));
  serve(app, FUNDS_ROUTES.depositChannels, guarded, async (request) => ok(request, await deposits.channels()));
  serve(app, FUNDS_ROUTES.wireBanks, guarded, async (request, input) => ok(request, await deposits.wireBanks(input.bank_coin)));
  serve(app, FUNDS_ROUTES.depositPage, guarded, async (request, input) => ok(request, await deposits.page(userOf(request), input.type, input.page ?? 1)));
  serve(app, FUNDS_ROUTES.submitCoin, guarded, async (request, input) =>
    ok(request, await deposits.submitCoin(userOf(request), input, request.lang, idempotencyKeyOf(request)), FUNDS_MESSAGES.depositSent),
  );
  serve(app, FUNDS_ROUTES.submitWire, guarded, async (request, input) =>
    ok(request, await deposits.submitWire(userOf(request), input, request.lang, idempotencyKeyOf(request)), FUNDS_MESSAGES.depositSent),
  );
}
