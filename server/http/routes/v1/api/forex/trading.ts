import type { FastifyInstance } from "fastify";
import { MyDealQuery, OrderIdRequest, SetStopRequest, SubmitRequest } from "../../../../../../src/domain/contract/trading.ts";
import { TRADING_MESSAGES } from "../../../../../i18n/trading-messages.ts";
import type { HttpDeps } from "../../../../deps.ts";
import { ok } from "../../../../envelope.ts";
import { idempotencyKeyOf } from "../../../../idempotency-key.ts";
import { acceptForms } from "../../../../plugins/app/form-body.ts";
import { sessionOf } from "../../../../plugins/app/session.ts";
import { queryOrForm } from "../../../../query-or-form.ts";

/**
 * /v1/api/forex trading calls: submit, my_deal, close, cancel_trade, set_stop_price, by
 * GET (query) and POST (form); the calls that change state take an Idempotency-Key.
 */
export async function forexTradingRoutes(app: FastifyInstance, { engine }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guard = app.requireSession;
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  queryOrForm<SubmitRequest>(app, "/submit", SubmitRequest, guard, async (request, input) =>
    ok(request, await engine.submit(userOf(request), input, idempotencyKeyOf(request)), TRADING_MESSAGES.orderPlaced),
  );
  queryOrForm<MyDealQuery>(app, "/my_deal", MyDealQuery, guard, async (request, input) =>
    ok(request, await engine.myDeal(userOf(request), input.status, input.page)),
  );
  queryOrForm<OrderIdRequest>(app, "/close", OrderIdRequest, guard, async (request, input) =>
    ok(request, await engine.close(userOf(request), input.id, idempotencyKeyOf(request)), TRADING_MESSAGES.positionClosed),
  );
  queryOrForm<OrderIdRequest>(app, "/cancel_trade", OrderIdRequest, guard, async (request, input) =>
    ok(request, await engine.cancel(userOf(request), input.id, idempotencyKeyOf(request)), TRADING_MESSAGES.orderCancelled),
  );
  queryOrForm<SetStopRequest>(app, "/set_stop_price", SetStopRequest, guard, async (request, input) =>
    ok(request, await engine.setStops(userOf(request), input, idempotencyKeyOf(request)), TRADING_MESSAGES.stopsSet),
  );
}
