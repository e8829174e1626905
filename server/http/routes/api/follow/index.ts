import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "../../../../../src/domain/contract/routes/trading.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { serve } from "../../../serve.ts";

/** /api/follow: the trader ranking, open to visitors, as last computed on its schedule. */
export async function followRoutes(app: FastifyInstance, { ranking }: HttpDeps): Promise<void> {
  serve(app, TRADING_ROUTES.ranking, {}, async (request) => ok(request, ranking.list()));
}
