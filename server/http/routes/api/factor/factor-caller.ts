import type { FastifyRequest } from "fastify";
import type { FactorCaller } from "#server/auth-factors/factors.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";

/** Who calls, for the second factor: the session's user and the address the log-in limits count by. */
export function factorCallerOf(request: FastifyRequest): FactorCaller {
  const session = sessionOf(request);
  return { userId: session.user.id, sessionId: session.sessionId, ip: request.ip };
}
