import type { FastifyInstance, FastifyRequest } from "fastify";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import type { OperatorSession } from "#server/admin/operators.ts";
import type { BackOffice } from "#server/admin/back-office.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { ApiError } from "#server/http/api-error.ts";
import { tokenOf } from "./session.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The operator's session, once requireOperator has run. */
    operator: OperatorSession | null;
  }
  interface FastifyInstance {
    /** Guard (run on request, before the body is read): a live operator session (password and TOTP passed) or code 999. A user's token is no operator's. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
}

export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new Error(`${request.routeOptions.url} reads the operator without requireOperator`);
  return request.operator;
}

/** Decorates the back office's routes with their guard; operators and users never share a session. */
export function registerOperatorGuard(app: FastifyInstance, backOffice: BackOffice): void {
  app.decorateRequest("operator", null);
  app.decorate("requireOperator", async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const session = token ? await backOffice.operators.find(token) : null;
    if (!session) throw new ApiError(401, CODE_SESSION_INVALID, IDENTITY_MESSAGES.operatorSessionInvalid);
    request.operator = session;
  });
}
