import type { FastifyInstance } from "fastify";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type AccountType } from "#domain/account.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";
import { callerOf } from "#server/http/caller.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { serve } from "#server/http/serve.ts";

/** /api/notify: verification codes by e-mail and SMS. The code itself is never in the answer. */
export async function notifyRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  acceptForms(app);

  const route = (sendCode: typeof ACCOUNT_ROUTES.sendEmailCode, type: AccountType) =>
    serve(app, sendCode, {}, async (request, { to, area_id: areaId, type: purpose }) => {
      await accounts.sendCode({ type, to, areaId, purpose }, callerOf(request));
      return ok(request, null, ACCOUNT_MESSAGES.codeSent);
    });

  route(ACCOUNT_ROUTES.sendEmailCode, ACCOUNT_EMAIL);
  route(ACCOUNT_ROUTES.sendSmsCode, ACCOUNT_MOBILE);
}
