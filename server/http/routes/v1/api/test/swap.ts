import type { FastifyInstance } from "fastify";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";

/**
 * /v1/api/test/swap: after a test has moved the clock past a rollover, runs the leader's due rollover
 * at once instead of waiting for its next look.
 */
export async function swapTestHookRoutes(app: FastifyInstance, { swapDuty }: HttpDeps): Promise<void> {
  app.post("/rollover", async (request) => ok(request, { positions: await swapDuty.runDue() }));
}
