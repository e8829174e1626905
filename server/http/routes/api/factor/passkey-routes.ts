import type { FastifyInstance } from "fastify";
import { PASSKEY_ROUTES } from "#domain/contract/routes/passkeys.ts";
import { FACTOR_MESSAGES } from "#server/auth-factors/factor-messages.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";
import { deviceCallerOf } from "#server/http/device-caller.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";
import { factorCallerOf } from "./factor-caller.ts";
import { relyingPartyOf } from "./relying-party.ts";
import { stepUpGuarded } from "./step-up-guard.ts";

/**
 * /api/factor/passkey…: a real account's passkeys (adding one and removing one take a step-up while
 * a factor is on), the step-up answered by a passkey, and the log-in with one, alone or after a password.
 */
export function passkeyRoutes(app: FastifyInstance, { passkeys, factors, accounts, config }: HttpDeps): void {
  const guarded = { preHandler: app.requireRealAccount };
  const steppedUp = stepUpGuarded(app, factors);
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user;

  serve(app, PASSKEY_ROUTES.list, guarded, async (request) => ok(request, await passkeys.list(userOf(request).id)));

  serve(app, PASSKEY_ROUTES.addOptions, steppedUp, async (request) => {
    const user = userOf(request);
    return ok(request, await passkeys.addOptions(user.id, user.email ?? user.mobile ?? user.uid, relyingPartyOf(request, config)));
  });

  serve(app, PASSKEY_ROUTES.add, steppedUp, async (request, { credential, name }) =>
    ok(request, await passkeys.add(userOf(request).id, relyingPartyOf(request, config), credential, name), FACTOR_MESSAGES.passkeyAdded),
  );

  serve(app, PASSKEY_ROUTES.rename, guarded, async (request, { id, name }) => {
    await passkeys.rename(userOf(request).id, id, name);
    return ok(request, null, FACTOR_MESSAGES.passkeyRenamed);
  });

  serve(app, PASSKEY_ROUTES.remove, steppedUp, async (request, { id }) => {
    await passkeys.remove(userOf(request).id, id);
    return ok(request, null, FACTOR_MESSAGES.passkeyRemoved);
  });

  serve(app, PASSKEY_ROUTES.stepUpOptions, guarded, async (request) => ok(request, await passkeys.stepUpOptions(userOf(request).id, relyingPartyOf(request, config))));

  serve(app, PASSKEY_ROUTES.stepUp, guarded, async (request, { credential }) =>
    ok(request, await passkeys.stepUp(factorCallerOf(request), relyingPartyOf(request, config), credential)),
  );

  serve(app, PASSKEY_ROUTES.loginOptions, {}, async (request, { challenge }) => ok(request, await passkeys.loginOptions(relyingPartyOf(request, config), request.ip, challenge)));

  serve(app, PASSKEY_ROUTES.login, {}, async (request, { credential, challenge }, reply) => {
    const userId = await passkeys.login(relyingPartyOf(request, config), credential, request.ip, challenge);
    return ok(request, await accounts.openAfterFactor(userId, deviceCallerOf(request, reply)), ACCOUNT_MESSAGES.loggedIn);
  });
}
