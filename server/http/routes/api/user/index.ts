import type { FastifyInstance } from "fastify";
import type { AmendPasswordRequest } from "#domain/contract/accounts.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";
import { toWireUser } from "#server/accounts/user-wire.ts";
import { badRequest } from "#server/accounts/account-input.ts";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import { ApiError } from "#server/http/api-error.ts";
import { callerOf } from "#server/http/caller.ts";
import { deviceCallerOf } from "#server/http/device-caller.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";
import { stepUpGuarded } from "#server/http/routes/api/factor/step-up-guard.ts";

/** The fields of a new password, as both password calls send them. */
const passwordChange = (body: AmendPasswordRequest) => ({
  type: body.type,
  newPassword: body.new_password,
  repeat: body.secondary_password,
  authCode: body.auth_code,
});

/** The real session a switch needs ended while the call ran (logged out elsewhere): as for any ended session. */
function orSessionInvalid<T>(answer: T | null): T {
  if (answer === null) throw new ApiError(401, CODE_SESSION_INVALID, ACCOUNT_MESSAGES.sessionInvalid);
  return answer;
}

/** /api/user: register, log in and out, the demo account, passwords and the user's own record. */
export async function userRoutes(app: FastifyInstance, { accounts, factors }: HttpDeps): Promise<void> {
  acceptForms(app);

  serve(app, ACCOUNT_ROUTES.register, {}, async (request, body, reply) => {
    const account = body.mobile ?? body.account;
    if (!account) throw badRequest(MESSAGES.missingParam, { name: "account" });
    const session = await accounts.register(
      {
        type: body.type,
        account,
        areaId: body.area_id,
        password: body.password,
        rePassword: body.re_password,
        inviteCode: body.invite_code?.trim() || undefined,
        smsCode: body.sms_code,
        key: body.key,
        acceptsTerms: body.accept_terms === 1,
      },
      deviceCallerOf(request, reply),
    );
    return ok(request, session, ACCOUNT_MESSAGES.registered);
  });

  serve(app, ACCOUNT_ROUTES.login, {}, async (request, { account, password, login_type: loginType, area_id: areaId }, reply) => {
    const session = await accounts.login({ account, password, loginType, areaId }, deviceCallerOf(request, reply));
    return ok(request, session, ACCOUNT_MESSAGES.loggedIn);
  });

  serve(app, ACCOUNT_ROUTES.openDemo, {}, async (request, input) =>
    ok(request, await accounts.openDemo(input.demo_id, callerOf(request)), ACCOUNT_MESSAGES.loggedIn),
  );

  serve(app, ACCOUNT_ROUTES.openOwnDemo, { preHandler: app.requireRealAccount }, async (request) =>
    ok(request, orSessionInvalid(await accounts.openOwnDemo(sessionOf(request))), ACCOUNT_MESSAGES.loggedIn),
  );

  serve(app, ACCOUNT_ROUTES.backToReal, { preHandler: app.requireSession }, async (request) =>
    ok(request, orSessionInvalid(await accounts.backToReal(sessionOf(request))), ACCOUNT_MESSAGES.loggedIn),
  );

  serve(app, ACCOUNT_ROUTES.info, { preHandler: app.requireSession }, async (request) => ok(request, toWireUser(sessionOf(request).user)));

  serve(app, ACCOUNT_ROUTES.inviteInfo, { preHandler: app.requireRealAccount }, async (request) => ok(request, await accounts.invitation(sessionOf(request).user)));

  serve(app, ACCOUNT_ROUTES.logout, { preHandler: app.requireSession }, async (request) => {
    await accounts.sessions.logOut(sessionOf(request));
    return ok(request, null, ACCOUNT_MESSAGES.loggedOut);
  });

  serve(app, ACCOUNT_ROUTES.forgetPassword, {}, async (request, body) => {
    await accounts.forgetPassword({ ...passwordChange(body), account: body.account, areaId: body.area_id }, callerOf(request));
    return ok(request, null, ACCOUNT_MESSAGES.passwordChanged);
  });

  serve(app, ACCOUNT_ROUTES.amendPassword, stepUpGuarded(app, factors), async (request, body) => {
    await accounts.amendPassword(sessionOf(request).user, passwordChange(body), callerOf(request));
    return ok(request, null, ACCOUNT_MESSAGES.passwordChanged);
  });
}
