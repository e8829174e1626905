import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";

/** /api/follow: the trader ranking, open to visitors, as last computed on its schedule. */
export async function followRoutes(app: FastifyInstance, { ranking }: HttpDeps): Promise<void> {
  serve(app, TRADING_ROUTES.ranking, {}, async (request) => ok(request, ranking.list()));
}
