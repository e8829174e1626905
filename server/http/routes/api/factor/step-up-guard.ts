import type { FastifyInstance, FastifyRequest } from "fastify";
import { STEP_UP_HEADER } from "#domain/contract/factors.ts";
import type { Factors } from "#server/auth-factors/factors.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";

/**
 * The guard of the calls that move money or change the account: a real account's session and,
 * when its owner has a second factor on, a live step-up of that session in the step-up header,
 * checked before the call spends any code of its own.
 */
export function stepUpGuarded(app: FastifyInstance, factors: Factors) {
  const preHandler = async (request: FastifyRequest) => {
    await app.requireRealAccount(request);
    const session = sessionOf(request);
    const token = request.headers[STEP_UP_HEADER];
    await factors.requireStepUp({ userId: session.user.id, sessionId: session.sessionId }, typeof token === "string" ? token : undefined);
  };
  return { preHandler };
}
