import type { FastifyInstance } from "fastify";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";

/** /api/follow: the trader ranking, open to visitors, as last computed on its schedule. */
export async function followRoutes(app: FastifyInstance, { ranking }: HttpDeps): Promise<void> {
  app.get("/list", async (request) => ok(request, ranking.list()));
}
