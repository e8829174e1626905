import type { FastifyInstance } from "fastify";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type AccountType } from "../../../../../src/domain/account.ts";
import { ACCOUNT_ROUTES } from "../../../../../src/domain/contract/routes/accounts.ts";
import { ACCOUNT_MESSAGES } from "../../../../i18n/account-messages.ts";
import { callerOf } from "../../../caller.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";
import { serve } from "../../../serve.ts";

/** /api/notify: verification codes by e-mail and SMS (SPEC §7). The code itself is never in the answer. */
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
