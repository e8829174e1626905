import type { FastifyInstance } from "fastify";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type AccountType } from "../../../../../src/domain/account.ts";
import { SendCodeRequest } from "../../../../../src/domain/contract/accounts.ts";
import { ACCOUNT_MESSAGES } from "../../../../i18n/account-messages.ts";
import { callerOf } from "../../../caller.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { acceptForms } from "../../../plugins/app/form-body.ts";

/** /api/notify: verification codes by e-mail and SMS. The code itself is never in the answer. */
export async function notifyRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  acceptForms(app);

  const route = (path: string, type: AccountType) =>
    app.post<{ Body: SendCodeRequest }>(path, { schema: { body: SendCodeRequest } }, async (request) => {
      const { to, area_id: areaId, type: purpose } = request.body;
      await accounts.sendCode({ type, to, areaId, purpose }, callerOf(request));
      return ok(request, null, ACCOUNT_MESSAGES.codeSent);
    });

  route("/send_email", ACCOUNT_EMAIL);
  route("/send_sms", ACCOUNT_MOBILE);
}
