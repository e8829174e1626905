import { LOCALES_DIR } from "./paths.ts";
import { sql } from "drizzle-orm";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { Accounts } from "./accounts/accounts.ts";
import type { Bus } from "./bus.ts";
import { openBus } from "./bus/open-bus.ts";
import { composeModules } from "./compose.ts";
import type { Config } from "./config.ts";
import type { Alerts } from "./alerts/alerts.ts";
import type { Push } from "./services/push/push.ts";
import type { Uploads } from "./services/uploads/uploads.ts";
import type { Engine } from "./engine/engine.ts";
import { AJV_OPTIONS } from "./http/ajv-options.ts";
import { edgeErrorOptions } from "./http/edge-errors.ts";
import { registerHttp } from "./http/register-http.ts";
import { registerErrorHandler } from "./http/plugins/app/errors.ts";
import { registerLanguage } from "./http/plugins/app/language.ts";
import { priceScriptRoutes } from "./http/routes/v1/api/test/market.ts";
import { registerHealthRoutes } from "./http/plugins/ops/health-routes.ts";
import { registerMetricsRoute } from "./http/plugins/ops/metrics-route.ts";
import { registerOpenApiRoute } from "./http/plugins/ops/openapi-route.ts";
import { registerOpenApiViewer } from "./http/plugins/ops/openapi-viewer.ts";
import { registerRequestId } from "./http/plugins/ops/request-id.ts";
import { createTranslator } from "./i18n/translator.ts";
import type { MarketHub } from "./market/market-hub.ts";
import type { PriceSource } from "./market/price-source.ts";
import type { ScriptedPriceSource } from "./market/scripted-source.ts";
import { createMetrics } from "./ops/metrics.ts";
import { startLeadership } from "./ops/leadership.ts";
import { marketDuties } from "./ops/market-duties.ts";
import type { Leadership } from "./ops/market-leader.ts";
import { createReadiness } from "./ops/readiness.ts";
import type { AdjustableClock } from "./platform/clock.ts";
import { loggerOptions, requestIdOf } from "./platform/log.ts";
import { openStore, type Store } from "./store/open-store.ts";
import { startMarket } from "./start-market.ts";
import { registerGateway } from "./ws/gateway.ts";
import { createSocketAdmission } from "./ws/socket-admission.ts";

export interface PipwiseServer {
  app: FastifyInstance;
  store: Store;
  hub: MarketHub;
  bus: Bus;
  /** The server's clock: the tests move it forward instead of waiting. */
  clock: AdjustableClock;
  accounts: Accounts;
  engine: Engine;
  /** Uploaded images: the tests sweep the unused ones without waiting an hour. */
  uploads: Uploads;
  /** Web Push: the tests wait for its deliveries to end before saying one never came. */
  push: Push;
  /** Price alerts: the tests wait for their firings to be stored and told. */
  alerts: Alerts;
  /** The price script when MARKET_SOURCE=scripted: prices move only when it is played. */
  priceScript: ScriptedPriceSource | undefined;
  /** False when STATIC_DIR holds no built PWA. */
  hasStatic: boolean;
  /** Reports not ready, refuses new sockets and closes the open ones with 1012 so their clients reconnect elsewhere. */
  drain(): void;
  /** Closes sockets and HTTP, stops the feed and saves its candles, then closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The price feed; by default the one MARKET_SOURCE names, built over the stored instruments. */
  priceSource?: PriceSource;
}

/**
 * Store → seed → market hub → modules → HTTP → socket gateway (none of those two in a `market`
 * process) → the market leader's election; the hub is running, leading or following, when this resolves.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<PipwiseServer> {
  const translator = await createTranslator(LOCALES_DIR);
  const app = Fastify({
    ...edgeErrorOptions(translator),
    logger: loggerOptions(config.logLevel),
    // Read by requestIdOf, which keeps an incoming id only when it is well formed.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    ajv: AJV_OPTIONS,
    // One line per request drowns the log at quote-polling rates; LOG_LEVEL=debug brings them back.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
  });
  registerRequestId(app);
  const began = performance.now();
  const serving = config.role !== "market";
  let leadership: Leadership | undefined;
  // Read at scrape time only, once the gateway, the store and the election exist.
  const metrics = createMetrics({
    socketsOpen: () => (serving ? app.gateway.connections() : 0),
    databaseWaiting: () => store.waiting(),
    leader: () => (leadership?.leading() ? 1 : 0),
  });
  const store = await openStore(config, {
    // pg-pool hangs the whole client (connection parameters, statements) on the error: log what an operator reads.
    onIdleError: (error) => app.log.warn({ code: (error as { code?: string }).code, reason: error.message }, "the database dropped an idle connection"),
    onConnectionWait: metrics.databaseWaited,
  });
  const storeOpenMs = Math.round(performance.now() - began);
  let hub: MarketHub | undefined;
  let closeBus: () => Promise<void> = async () => undefined;
  try {
    const opened = await openBus(config, app.log, metrics.bus);
    const { bus } = opened;
    closeBus = opened.close;
    const market = await startMarket({ store, config, bus, log: app.log, priceSource: options.priceSource, onTick: metrics.tickIn });
    hub = market.hub;
    app.log.debug({ storeOpenMs, marketMs: Math.round(performance.now() - began) - storeOpenMs }, "store and market ready");
    const modules = await composeModules({
      config,
      store,
      market: hub,
      bus,
      translator,
      log: app.log,
      priceScript: market.priceScript,
      onTickEvaluated: metrics.tickEvaluated,
      onClose: (stop) => {
        app.addHook("onClose", async () => {
          await stop();
        });
      },
    });
    const { accounts, engine } = modules;
    let marketRunning = false;
    const readiness = createReadiness({
      pingDatabase: () => store.db.execute(sql`SELECT 1`),
      marketRunning: () => marketRunning,
      busConnected: () => bus.health().connected,
      leader: () => leadership?.leading() ?? false,
    });
    registerHealthRoutes(app, readiness);
    await registerMetricsRoute(app, metrics, config);
    const hasStatic = serving ? await registerPublicTraffic(app, modules, metrics.framesSent) : await registerMarketOnly(app, modules);
    await app.ready();
    leadership = await startLeadership(config, marketDuties(hub, engine, modules.leaderJobs), app.log);
    marketRunning = true;
    const started = hub;
    const elected = leadership;
    return {
      app,
      store,
      hub: started,
      bus,
      clock: modules.clock,
      accounts,
      engine,
      uploads: modules.identity.uploads,
      push: modules.push,
      alerts: modules.alerts,
      priceScript: market.priceScript,
      hasStatic,
      drain() {
        readiness.drain();
        if (serving) app.gateway.dropAll();
      },
      async close() {
        readiness.drain();
        await app.close();
        marketRunning = false;
        await started.stop();
        // After the candles are saved: the next leader starts from them.
        await elected.stop();
        await closeBus();
        await store.close();
      },
    };
  } catch (error) {
    await app.close().catch(() => undefined);
    await hub?.stop().catch(() => undefined);
    await leadership?.stop().catch(() => undefined);
    await closeBus().catch(() => undefined);
    await store.close();
    throw error;
  }
}

type Modules = Awaited<ReturnType<typeof composeModules>>;

/** The API, the PWA and the sockets; false when there is no built PWA to serve. */
async function registerPublicTraffic(app: FastifyInstance, modules: Modules, onFramesSent: (count: number) => void): Promise<boolean> {
  const { accounts, engine, bus, market, translator } = modules;
  registerOpenApiRoute(app);
  if (modules.config.openApiViewer) await registerOpenApiViewer(app);
  const { hasStatic } = await registerHttp(app, modules);
  if (!hasStatic) app.log.warn(`no built app in ${modules.config.staticDir}: serving the API only; run "npm run build" to build the PWA`);
  await registerGateway(app, {
    bus,
    market,
    authenticate: async (token) => {
      const session = await accounts.sessions.find(token);
      return session && { userId: session.user.id, sessionId: session.sessionId };
    },
    translate: translator.translate,
    privateSnapshot: engine.privateSnapshot,
    onFramesSent,
    admission: createSocketAdmission(
      {
        origins: [...modules.config.siteOrigins, ...(modules.config.desktopSiteUrl ? [modules.config.desktopSiteUrl] : [])],
        socketsPerAddress: modules.config.socketsPerAddress,
        opensPerAddressPerMinute: modules.config.socketOpensPerAddressPerMinute,
      },
      modules.limitStore,
      modules.socketHolds,
    ),
  });
  return hasStatic;
}

/** A `market` process serves no public traffic: only the health and metrics routes, and the tests' price script. */
async function registerMarketOnly(app: FastifyInstance, { priceScript, translator }: Modules): Promise<boolean> {
  if (process.env.PIPWISE_TEST_HOOKS === "1" && priceScript) {
    registerLanguage(app, translator);
    registerErrorHandler(app);
    await app.register(priceScriptRoutes, { priceScript, prefix: "/v1/api/test/market" });
  }
  return false;
}
