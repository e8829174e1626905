import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/withdraw-currencies: what users may withdraw in, at which rate and fee, set by an operator. */
export async function withdrawCurrencyRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  serve(app, ROUTES.withdrawCurrencies, guarded, async (request) => ok(request, await backOffice.withdrawCurrencies()));
  serve(app, ROUTES.addWithdrawCurrency, guarded, async (request, input) => ok(request, await backOffice.saveWithdrawCurrency(operatorId(request), null, input), FUNDS_MESSAGES.saved));
  serve(app, ROUTES.changeWithdrawCurrency, guarded, async (request, { id, ...input }) =>
    ok(request, await backOffice.saveWithdrawCurrency(operatorId(request), id, input), FUNDS_MESSAGES.saved),
  );
}
