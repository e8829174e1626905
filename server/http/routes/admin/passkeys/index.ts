import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { FACTOR_MESSAGES } from "#server/auth-factors/factor-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { relyingPartyOf } from "#server/http/routes/api/factor/relying-party.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/passkeys: the signed-in operator's own passkeys; adding and removing one take the password again. */
export async function operatorPasskeyRoutes(app: FastifyInstance, { backOffice, config }: HttpDeps): Promise<void> {
  const passkeys = backOffice.operatorPasskeys;
  const guarded = { preHandler: app.requireOperator };

  serve(app, ROUTES.passkeys, guarded, async (request) => ok(request, await passkeys.list(operatorId(request))));
  serve(app, ROUTES.passkeyAddOptions, guarded, async (request, { password }) =>
    ok(request, await passkeys.addOptions(operatorId(request), password, relyingPartyOf(request, config), request.ip)),
  );
  serve(app, ROUTES.passkeyAdd, guarded, async (request, { credential, name }) =>
    ok(request, await passkeys.add(operatorId(request), relyingPartyOf(request, config), credential, name), FACTOR_MESSAGES.passkeyAdded),
  );
  serve(app, ROUTES.passkeyRename, guarded, async (request, { id, name }) => {
    await passkeys.rename(operatorId(request), id, name);
    return ok(request, null, FACTOR_MESSAGES.passkeyRenamed);
  });
  serve(app, ROUTES.passkeyRemove, guarded, async (request, { id, password }) => {
    await passkeys.remove(operatorId(request), id, password, request.ip);
    return ok(request, null, FACTOR_MESSAGES.passkeyRemoved);
  });
}
