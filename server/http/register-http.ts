import type { FastifyInstance } from "fastify";
import type { HttpDeps } from "./deps.ts";
import { refuseDotSegments } from "./plugins/app/dot-segments.ts";
import { registerErrorHandler } from "./plugins/app/errors.ts";
import { registerLanguage } from "./plugins/app/language.ts";
import { registerNotFound } from "./plugins/app/not-found.ts";
import { trackRouteMethods } from "./plugins/app/route-methods.ts";
import { registerSessionGuards } from "./plugins/app/session.ts";
import { registerStrictIntegers } from "./plugins/app/strict-integers.ts";
import { registerNoStore } from "./plugins/app/no-store.ts";
import { registerCompression } from "./plugins/external/compression.ts";
import { registerSecurityHeaders } from "./plugins/external/security-headers.ts";
import { registerStaticFiles } from "./plugins/external/static-files.ts";
import { BACK_OFFICE_API } from "#domain/contract/back-office.ts";
import { backOfficeRoutes } from "./routes/admin/index.ts";
import { commonRoutes } from "./routes/api/common/index.ts";
import { userRealRoutes } from "./routes/api/user-real/index.ts";
import { quickChargeRoutes } from "./routes/api/quick-charge/index.ts";
import { accountRoutes } from "./routes/api/account/index.ts";
import { walletMethodRoutes } from "./routes/api/wallet/index.ts";
import { basicSetRoutes } from "./routes/api/basic-set/index.ts";
import { defaultRoutes } from "./routes/api/default/index.ts";
import { followRoutes } from "./routes/api/follow/index.ts";
import { newsRoutes } from "./routes/api/news/index.ts";
import { companyRoutes } from "./routes/api/company/index.ts";
import { notifyRoutes } from "./routes/api/notify/index.ts";
import { userRoutes } from "./routes/api/user/index.ts";
import { userSessionRoutes } from "./routes/api/user/sessions.ts";
import { pushRoutes } from "./routes/api/push/index.ts";
import { alertRoutes } from "./routes/api/alerts/index.ts";
import { factorRoutes } from "./routes/api/factor/index.ts";
import { favouriteRoutes } from "./routes/api/favourites/index.ts";
import { logoRoutes } from "./routes/logos.ts";
import { manifestRoutes } from "./routes/manifest.ts";
import { forexRoutes } from "./routes/v1/api/forex/index.ts";
import { forexTradingRoutes } from "./routes/v1/api/forex/trading.ts";
import { mainAccountRoutes } from "./routes/v1/api/main/account/index.ts";
import { accountLogRoutes } from "./routes/v1/api/main/account-log/index.ts";
import { statementRoutes } from "./routes/v1/api/main/statement/index.ts";
import { mainUserRoutes } from "./routes/v1/api/main/user/index.ts";
import { walletRoutes } from "./routes/v1/api/main/wallet/index.ts";
import { accountTestHookRoutes } from "./routes/v1/api/test/index.ts";
import { priceScriptRoutes } from "./routes/v1/api/test/market.ts";
import { backOfficeTestHookRoutes } from "./routes/v1/api/test/back-office.ts";
import { rankingTestHookRoutes } from "./routes/v1/api/test/ranking.ts";
import { swapTestHookRoutes } from "./routes/v1/api/test/swap.ts";

export interface HttpSetup {
  /** False when STATIC_DIR holds no built PWA: the API runs, browsers are told to build. */
  hasStatic: boolean;
}

/**
 * The HTTP side in the fastify/demo order: external plugins, then the app's own (language,
 * errors, misses), then the routes, each mounted at the URL prefix its folder names.
 */
export async function registerHttp(app: FastifyInstance, deps: HttpDeps): Promise<HttpSetup> {
  const methods = trackRouteMethods(app);
  await registerSecurityHeaders(app, deps.config.serviceLink);
  const hasStatic = await registerStaticFiles(app, deps.config.staticDir);
  await registerCompression(app);

  registerLanguage(app, deps.translator);
  registerErrorHandler(app);
  refuseDotSegments(app);
  registerStrictIntegers(app);
  registerNoStore(app);
  registerNotFound(app, { methods, hasStatic });
  registerSessionGuards(app, deps.accounts.sessions);

  await app.register(forexRoutes, { ...deps, prefix: "/v1/api/forex" });
  await app.register(forexTradingRoutes, { ...deps, prefix: "/v1/api/forex" });
  await app.register(basicSetRoutes, { ...deps, prefix: "/api/basicSet" });
  await app.register(defaultRoutes, { ...deps, prefix: "/api/default" });
  await app.register(userRoutes, { ...deps, prefix: "/api/user" });
  await app.register(userSessionRoutes, { ...deps, prefix: "/api/user" });
  await app.register(notifyRoutes, { ...deps, prefix: "/api/notify" });
  await app.register(walletRoutes, { ...deps, prefix: "/v1/api/main/wallet" });
  await app.register(mainUserRoutes, { ...deps, prefix: "/v1/api/main/user" });
  await app.register(mainAccountRoutes, { ...deps, prefix: "/v1/api/main/account" });
  await app.register(accountLogRoutes, { ...deps, prefix: "/v1/api/main/accountLog" });
  await app.register(statementRoutes, { ...deps, prefix: "/v1/api/main/statement" });
  await app.register(followRoutes, { ...deps, prefix: "/api/follow" });
  await app.register(commonRoutes, { ...deps, prefix: "/api/common" });
  await app.register(userRealRoutes, { ...deps, prefix: "/api/user_real" });
  await app.register(quickChargeRoutes, { ...deps, prefix: "/api/quickCharge" });
  await app.register(accountRoutes, { ...deps, prefix: "/api/account" });
  await app.register(walletMethodRoutes, { ...deps, prefix: "/api/wallet" });
  await app.register(newsRoutes, { ...deps, prefix: "/api/news" });
  await app.register(pushRoutes, { ...deps, prefix: "/api/push" });
  await app.register(alertRoutes, { ...deps, prefix: "/api/alerts" });
  await app.register(factorRoutes, { ...deps, prefix: "/api/factor" });
  await app.register(favouriteRoutes, { ...deps, prefix: "/api/favourites" });
  await app.register(companyRoutes, { ...deps, prefix: "/api/company" });
  await app.register(backOfficeRoutes, { ...deps, prefix: BACK_OFFICE_API });
  if (process.env.PIPWISE_TEST_HOOKS === "1") {
    await app.register(accountTestHookRoutes, { ...deps, prefix: "/v1/api/test" });
    await app.register(rankingTestHookRoutes, { ...deps, prefix: "/v1/api/test/ranking" });
    await app.register(backOfficeTestHookRoutes, { ...deps, prefix: "/v1/api/test/operators" });
    await app.register(swapTestHookRoutes, { ...deps, prefix: "/v1/api/test/swap" });
    const { priceScript } = deps;
    if (priceScript) await app.register(priceScriptRoutes, { priceScript, prefix: "/v1/api/test/market" });
  }
  await app.register(logoRoutes, { prefix: "/logos" });
  await app.register(manifestRoutes, deps);
  return { hasStatic };
}
