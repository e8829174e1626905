import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import { TRADING_MESSAGES } from "#server/i18n/trading-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { loginOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/**
 * /v1/api/forex trading calls: submit, my_deal, close, cancel_trade, set_stop_price, set_trailing_stop,
 * close_part, close_all, modify_pending, by
 * GET (query) and POST (form); the calls that change state take an Idempotency-Key.
 */
export async function forexTradingRoutes(app: FastifyInstance, { engine }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireLogin };
  const userOf = (request: Parameters<typeof loginOf>[0]) => loginOf(request).userId;

  serve(app, TRADING_ROUTES.submit, guarded, async (request, input) =>
    ok(request, await engine.submit(userOf(request), input, idempotencyKeyOf(request)), TRADING_MESSAGES.orderPlaced),
  );
  serve(app, TRADING_ROUTES.myDeal, guarded, async (request, input) => ok(request, await engine.myDeal(userOf(request), input.status, input.page)));
  serve(app, TRADING_ROUTES.close, guarded, async (request, input) =>
    ok(request, await engine.close(userOf(request), input.id, idempotencyKeyOf(request)), TRADING_MESSAGES.positionClosed),
  );
  serve(app, TRADING_ROUTES.cancel, guarded, async (request, input) =>
    ok(request, await engine.cancel(userOf(request), input.id, idempotencyKeyOf(request)), TRADING_MESSAGES.orderCancelled),
  );
  serve(app, TRADING_ROUTES.setStops, guarded, async (request, input) =>
    ok(request, await engine.setStops(userOf(request), input, idempotencyKeyOf(request)), TRADING_MESSAGES.stopsSet),
  );
  serve(app, TRADING_ROUTES.setTrailing, guarded, async (request, input) => {
    const order = await engine.setTrailing(userOf(request), input, idempotencyKeyOf(request));
    return ok(request, order, order.TrailingPoints === undefined ? TRADING_MESSAGES.trailingRemoved : TRADING_MESSAGES.trailingSet);
  });
  serve(app, TRADING_ROUTES.closePart, guarded, async (request, input) =>
    ok(request, await engine.closePart(userOf(request), input, idempotencyKeyOf(request)), TRADING_MESSAGES.partClosed),
  );
  serve(app, TRADING_ROUTES.closeAll, guarded, async (request, input) => {
    const { closed, refused, total_profit } = await engine.closeAll(userOf(request), input, idempotencyKeyOf(request));
    const answer = { closed, refused: refused.map((item) => ({ Id: item.id, Reason: request.t(item.descriptor, item.values) })), total_profit };
    return ok(request, answer, TRADING_MESSAGES.positionsClosed, { count: closed.length });
  });
  serve(app, TRADING_ROUTES.modifyPending, guarded, async (request, input) =>
    ok(request, await engine.modifyPending(userOf(request), input, idempotencyKeyOf(request)), TRADING_MESSAGES.orderModified),
  );
}
