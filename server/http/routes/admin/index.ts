import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { operatorOf, registerOperatorGuard } from "#server/http/plugins/app/operator-session.ts";
import { serve } from "#server/http/serve.ts";
import { relyingPartyOf } from "#server/http/routes/api/factor/relying-party.ts";
import { auditRoutes } from "./audit/index.ts";
import { channelRoutes } from "./channels/index.ts";
import { companyOperatorRoutes } from "./companies/index.ts";
import { depositReviewRoutes } from "./deposits/index.ts";
import { identityReviewRoutes } from "./identities/index.ts";
import { newsOperatorRoutes } from "./news/index.ts";
import { siteSettingsRoutes } from "./site-settings/index.ts";
import { swapRateRoutes } from "./swap-rates/index.ts";
import { operatorPasskeyRoutes } from "./passkeys/index.ts";
import { operatorUploadRoutes } from "./uploads/index.ts";
import { userLookupRoutes } from "./users/index.ts";
import { wireBankRoutes } from "./wire-banks/index.ts";
import { withdrawCurrencyRoutes } from "./withdraw-currencies/index.ts";
import { withdrawReviewRoutes } from "./withdrawals/index.ts";

/**
 * /admin/api: the back office, each folder below mounted at the prefix it names, every
 * call served from BACK_OFFICE_ROUTES. Every call but the log-ins needs an operator's session; forms are
 * read like JSON in every folder.
 */
export async function backOfficeRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const { backOffice, config } = deps;
  acceptForms(app);
  registerOperatorGuard(app, backOffice);
  const guarded = { preHandler: app.requireOperator };

  const { operators, operatorPasskeys } = backOffice;
  serve(app, ROUTES.login, {}, async (request, input) => {
    const rp = relyingPartyOf(request, config);
    return ok(request, await operators.login(input, request.ip, (id) => operatorPasskeys.passkeyStep(id, rp)));
  });
  serve(app, ROUTES.passkeyLoginOptions, {}, async (request) => ok(request, await operatorPasskeys.loginOptions(relyingPartyOf(request, config), request.ip)));
  serve(app, ROUTES.passkeyLogin, {}, async (request, { credential }) => {
    const passkey = await operatorPasskeys.login(relyingPartyOf(request, config), credential, request.ip);
    return ok(request, await operators.open({ id: passkey.ownerId, login: passkey.login }, passkey.id));
  });
  serve(app, ROUTES.logout, guarded, async (request) => {
    await operators.logout(operatorOf(request).sessionId);
    return ok(request, null);
  });
  serve(app, ROUTES.me, guarded, async (request) => ok(request, operatorOf(request).operator));
  serve(app, ROUTES.queues, guarded, async (request) => ok(request, await backOffice.queues()));

  await app.register(identityReviewRoutes, { ...deps, prefix: "/identities" });
  await app.register(depositReviewRoutes, { ...deps, prefix: "/deposits" });
  await app.register(channelRoutes, { ...deps, prefix: "/channels" });
  await app.register(wireBankRoutes, { ...deps, prefix: "/wire-banks" });
  await app.register(withdrawReviewRoutes, { ...deps, prefix: "/withdrawals" });
  await app.register(withdrawCurrencyRoutes, { ...deps, prefix: "/withdraw-currencies" });
  await app.register(userLookupRoutes, { ...deps, prefix: "/users" });
  await app.register(operatorUploadRoutes, { ...deps, prefix: "/uploads" });
  await app.register(newsOperatorRoutes, { ...deps, prefix: "/news" });
  await app.register(companyOperatorRoutes, { ...deps, prefix: "/companies" });
  await app.register(siteSettingsRoutes, { ...deps, prefix: "/site-settings" });
  await app.register(auditRoutes, { ...deps, prefix: "/audit" });
  await app.register(swapRateRoutes, { ...deps, prefix: "/swap-rates" });
  await app.register(operatorPasskeyRoutes, { ...deps, prefix: "/passkeys" });
}
