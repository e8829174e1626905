import { deviceCallerOf } from "#server/http/device-caller.ts";
import type { FastifyInstance } from "fastify";
import { FACTOR_ROUTES } from "#domain/contract/routes/factors.ts";
import { FACTOR_MESSAGES } from "#server/auth-factors/factor-messages.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";
import { factorCallerOf } from "./factor-caller.ts";
import { passkeyRoutes } from "./passkey-routes.ts";

/** /api/factor: the authenticator app of real accounts, the log-in a right password left waiting, step-ups, and the passkeys. */
export async function factorRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const { factors, accounts } = deps;
  acceptForms(app);
  const guarded = { preHandler: app.requireRealAccount };

  serve(app, FACTOR_ROUTES.status, guarded, async (request) => ok(request, await factors.status(sessionOf(request).user.id)));

  serve(app, FACTOR_ROUTES.totpBegin, guarded, async (request) => {
    const { user } = sessionOf(request);
    return ok(request, await factors.beginTotp(user.id, user.email ?? user.mobile ?? user.uid));
  });

  serve(app, FACTOR_ROUTES.totpConfirm, guarded, async (request, { code }) =>
    ok(request, await factors.confirmTotp(factorCallerOf(request), code), FACTOR_MESSAGES.totpTurnedOn),
  );

  serve(app, FACTOR_ROUTES.totpOff, guarded, async (request, { code }) => {
    await factors.turnOffTotp(factorCallerOf(request), code);
    return ok(request, null, FACTOR_MESSAGES.totpTurnedOff);
  });

  serve(app, FACTOR_ROUTES.login, {}, async (request, { challenge, code }, reply) => {
    const userId = await factors.passChallenge(challenge, code, request.ip);
    return ok(request, await accounts.openAfterFactor(userId, deviceCallerOf(request, reply)), ACCOUNT_MESSAGES.loggedIn);
  });

  serve(app, FACTOR_ROUTES.stepUp, guarded, async (request, { code }) => ok(request, await factors.stepUp(factorCallerOf(request), code)));

  passkeyRoutes(app, deps);
}
