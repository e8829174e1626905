import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/wire-banks: the banks users wire deposits to, added, changed, priced and switched off by an operator. */
export async function wireBankRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  serve(app, ROUTES.wireBanks, guarded, async (request) => ok(request, await backOffice.wireBanks()));
  serve(app, ROUTES.addWireBank, guarded, async (request, input) => ok(request, await backOffice.saveWireBank(operatorId(request), null, input), FUNDS_MESSAGES.saved));
  serve(app, ROUTES.changeWireBank, guarded, async (request, { id, ...input }) =>
    ok(request, await backOffice.saveWireBank(operatorId(request), id, input), FUNDS_MESSAGES.saved),
  );
}
