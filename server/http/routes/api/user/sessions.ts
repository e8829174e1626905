import type { FastifyInstance } from "fastify";
import { DEVICE_ROUTES } from "#domain/contract/routes/devices.ts";
import { badRequest } from "#server/accounts/account-input.ts";
import { DEVICE_MESSAGES } from "#server/i18n/device-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /api/user's sessions calls: the user sees their live sessions and ends one or all the others. */
export async function userSessionRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  acceptForms(app);

  serve(app, DEVICE_ROUTES.sessions, { preHandler: app.requireRealAccount }, async (request) => ok(request, await accounts.listSessions(sessionOf(request))));

  serve(app, DEVICE_ROUTES.endSession, { preHandler: app.requireRealAccount }, async (request, { session_id: sessionId }) => {
    if (!(await accounts.sessions.endOwn(sessionOf(request).user.id, sessionId))) throw badRequest(DEVICE_MESSAGES.sessionNotYours);
    return ok(request, null, DEVICE_MESSAGES.sessionEnded);
  });

  serve(app, DEVICE_ROUTES.endOtherSessions, { preHandler: app.requireRealAccount }, async (request) => {
    await accounts.sessions.endOthers(sessionOf(request));
    return ok(request, null, DEVICE_MESSAGES.otherSessionsEnded);
  });
}
