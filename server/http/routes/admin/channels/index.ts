import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/channels: the crypto deposit channels an operator adds, changes, prices and switches off. */
export async function channelRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  serve(app, ROUTES.channels, guarded, async (request) => ok(request, await backOffice.channels()));
  serve(app, ROUTES.addChannel, guarded, async (request, input) => ok(request, await backOffice.saveChannel(operatorId(request), null, input), FUNDS_MESSAGES.saved));
  serve(app, ROUTES.changeChannel, guarded, async (request, { id, ...input }) =>
    ok(request, await backOffice.saveChannel(operatorId(request), id, input), FUNDS_MESSAGES.saved),
  );
}
