import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { saveSwapRate, swapRates } from "#server/admin/swap-rates.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";

/**
 * /admin/api/swap-rates: each instrument's overnight swap, set by an operator. After the commit every
 * process hears `instruments-changed`; the rollover reads the rates from the database anyway.
 */
export async function swapRateRoutes(app: FastifyInstance, { store, bus, clock }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  serve(app, ROUTES.swapRates, guarded, async (request) => ok(request, await swapRates(store.db)));
  serve(app, ROUTES.changeSwapRate, guarded, async (request, { id, ...input }) => {
    const saved = await saveSwapRate(store.db, operatorId(request), id, input, new Date(clock.now()));
    bus.publish("instruments-changed", { ids: [id] });
    return ok(request, saved, FUNDS_MESSAGES.saved);
  });
}
