import type { FastifyInstance, FastifyRequest } from "fastify";
import { CoinDepositRequest, DepositListQuery, WireDepositRequest, WireInfoQuery } from "../../../../../src/domain/contract/funds.ts";
import { FUNDS_MESSAGES } from "../../../../i18n/funds-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { idempotencyKeyOf } from "../../../idempotency-key.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../plugins/app/session.ts";
import { queryOrForm } from "../../../query-or-form.ts";

/**
 * /api/quickCharge: the ways to deposit, sending a coin or wire deposit (GET with a query
 * or POST with a form, with an Idempotency-Key), and the user's records. Real accounts only.
 */
export async function quickChargeRoutes(app: FastifyInstance, { deposits }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guard = app.requireRealAccount;
  const userOf = (request: FastifyRequest) => sessionOf(request).user.id;

  app.get("/info", { preHandler: guard }, async (request) => ok(request, await deposits.info()));
  app.get("/symbols", { preHandler: guard }, async (request) => ok(request, await deposits.channels()));
  app.get<{ Querystring: WireInfoQuery }>("/wire_info", { preHandler: guard, schema: { querystring: WireInfoQuery } }, async (request) =>
    ok(request, await deposits.wireBanks(request.query.bank_coin)),
  );
  app.get<{ Querystring: DepositListQuery }>("/quick_ist", { preHandler: guard, schema: { querystring: DepositListQuery } }, async (request) =>
    ok(request, await deposits.page(userOf(request), request.query.type, request.query.page ?? 1)),
  );
  queryOrForm<CoinDepositRequest>(app, "/submit", CoinDepositRequest, guard, async (request, input) =>
    ok(request, await deposits.submitCoin(userOf(request), input, request.lang, idempotencyKeyOf(request)), FUNDS_MESSAGES.depositSent),
  );
  queryOrForm<WireDepositRequest>(app, "/wire_submit", WireDepositRequest, guard, async (request, input) =>
    ok(request, await deposits.submitWire(userOf(request), input, request.lang, idempotencyKeyOf(request)), FUNDS_MESSAGES.depositSent),
  );
}
