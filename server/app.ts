import { LOCALES_DIR } from "./paths.ts";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { createAccounts, type Accounts } from "./accounts/accounts.ts";
import { createInProcessBus, type Bus } from "./bus.ts";
import type { Config } from "./config.ts";
import { createBackOffice } from "./admin/back-office.ts";
import { createDeposits } from "./funds/deposits.ts";
import { createDrawMethods } from "./funds/draw-methods.ts";
import { createWithdrawals } from "./funds/withdrawals.ts";
import { createRealNames } from "./identity/real-names.ts";
import { createNewsReads } from "./news/news-reads.ts";
import { createCompanyReads } from "./company/company-reads.ts";
import { createUserTeller } from "./identity/tell-user.ts";
import { createPush, type Push } from "./services/push/push.ts";
import { startUploadSweeper } from "./services/uploads/upload-sweeper.ts";
import { createUploads, type Uploads } from "./services/uploads/uploads.ts";
import { createEngine, type Engine } from "./engine/engine.ts";
import { AJV_OPTIONS } from "./http/ajv-options.ts";
import { edgeErrorOptions } from "./http/edge-errors.ts";
import { registerHttp } from "./http/register-http.ts";
import { createTranslator } from "./i18n/translator.ts";
import { createMarketHub, type MarketHub } from "./market/market-hub.ts";
import { createRanking } from "./ranking/ranking.ts";
import type { PriceSource } from "./market/price-source.ts";
import { createScriptedPriceSource, type ScriptedPriceSource } from "./market/scripted-source.ts";
import { createSimulatedPriceSource } from "./market/simulator.ts";
import { createSparklineCache } from "./market/sparkline-cache.ts";
import { createCandleSink } from "./market/candle-sink.ts";
import { loadMarketStart } from "./market/market-start.ts";
import { toMarketInstrument } from "./market/market-instruments.ts";
import { openStore, type Store } from "./store/open-store.ts";
import { seedIfEmpty } from "./seed/seed.ts";
import { registerGateway } from "./ws/gateway.ts";

export interface PipwiseServer {
  app: FastifyInstance;
  store: Store;
  hub: MarketHub;
  bus: Bus;
  accounts: Accounts;
  engine: Engine;
  /** Uploaded images: the tests sweep the unused ones without waiting an hour. */
  uploads: Uploads;
  /** Web Push: the tests wait for its deliveries to end before saying one never came. */
  push: Push;
  /** The price script when MARKET_SOURCE=scripted: prices move only when it is played. */
  priceScript: ScriptedPriceSource | undefined;
  /** False when STATIC_DIR holds no built PWA. */
  hasStatic: boolean;
  /** Closes sockets and HTTP, stops the feed and saves its candles, then closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The price feed; by default the one MARKET_SOURCE names, built over the stored instruments. */
  priceSource?: PriceSource;
}

async function startMarket(app: FastifyInstance, store: Store, config: Config, options: ServerOptions) {
  const seeded = await seedIfEmpty(store, { historyDays: config.historyDays, marketSeed: config.marketSeed });
  if (seeded) app.log.info(seeded, `first start: seeded ${seeded.instruments} instruments and ${seeded.candles} candles in ${seeded.ms} ms`);
  const rows = await store.catalog.instruments();
  const instruments = rows.map(toMarketInstrument);
  const priceScript = !options.priceSource && config.marketSource === "scripted" ? createScriptedPriceSource({ instruments }) : undefined;
  const source =
    options.priceSource ??
    priceScript ??
    createSimulatedPriceSource({ instruments, seed: config.marketSeed, ticksPerSecond: config.ticksPerSecond, sessionMode: config.marketSessions });
  const bus = createInProcessBus();
  const hub = createMarketHub({
    instruments,
    source,
    bus,
    sink: createCandleSink(store.candles, new Map(rows.map((row) => [row.code, row.id]))),
    sessionMode: config.marketSessions,
    initial: await loadMarketStart(store.candles, rows),
    onSinkError: (error) => app.log.error({ err: error }, "saving candles failed"),
  });
  return { bus, hub, priceScript };
}

/** Store → seed → market hub → HTTP → socket gateway; the hub is running when this resolves. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<PipwiseServer> {
  const translator = await createTranslator(LOCALES_DIR);
  const app = Fastify({
    ...edgeErrorOptions(translator),
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    ajv: AJV_OPTIONS,
    // One line per request drowns the log at quote-polling rates; LOG_LEVEL=debug brings them back.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
  });
  const began = performance.now();
  const store = await openStore(config, (error) => app.log.warn({ err: error }, "the database dropped an idle connection"));
  const storeOpenMs = Math.round(performance.now() - began);
  let hub: MarketHub | undefined;
  try {
    const market = await startMarket(app, store, config, options);
    hub = market.hub;
    app.log.debug({ storeOpenMs, marketMs: Math.round(performance.now() - began) - storeOpenMs }, "store and market ready");
    const accounts = createAccounts({ db: store.db, config, translator, log: app.log });
    app.addHook("onClose", async () => accounts.close());
    accounts.sessions.onRevoked((revoked) => market.bus.publish("session-revoked", revoked));
    const engine = createEngine({ db: store.db, market: hub, bus: market.bus, config, clock: accounts.clock, translator, log: app.log });
    accounts.onDemoReset(engine.resetDemo);
    app.addHook("onClose", async () => engine.stop());
    const ranking = createRanking(store.db, config.rankingRefreshSeconds, (error) => app.log.error({ err: error }, "computing the ranking failed"));
    app.addHook("onClose", async () => ranking.stop());
    await ranking.start();
    const uploads = createUploads(store.db, config.uploadsDir, accounts.clock);
    const stopSweeper = startUploadSweeper(uploads, (error) => app.log.error({ err: error }, "sweeping unused uploads failed"));
    app.addHook("onClose", async () => stopSweeper());
    const tell = createUserTeller({ db: store.db, bus: market.bus, senders: accounts.senders, translator, jobs: accounts.jobs });
    const methods = createDrawMethods(store.db, accounts, accounts.clock);
    const push = await createPush({
      db: store.db,
      config,
      clock: accounts.clock,
      bus: market.bus,
      translator,
      log: app.log,
      allowLoopback: process.env.PIPWISE_TEST_HOOKS === "1",
    });
    app.addHook("onClose", async () => push.stop());
    const sparklines = createSparklineCache({ candles: store.candles, market: hub, bus: market.bus });
    app.addHook("onClose", async () => sparklines.stop());
    const { hasStatic } = await registerHttp(app, {
      config,
      store,
      market: hub,
      sparklines,
      bus: market.bus,
      translator,
      accounts,
      engine,
      ranking,
      identity: { uploads, realNames: createRealNames(store.db, uploads, accounts.clock) },
      deposits: createDeposits(store.db, uploads, accounts.clock),
      withdraw: { methods, withdrawals: createWithdrawals({ db: store.db, engine, methods, accounts, translator }) },
      news: createNewsReads(store.db, uploads, accounts.clock),
      companies: createCompanyReads(store.db, uploads),
      backOffice: createBackOffice({
        db: store.db,
        clock: accounts.clock,
        uploads,
        tell,
        withAccount: engine.withAccount,
        translator,
        withdrawSecondApprovalAbove: config.withdrawSecondApprovalAbove,
      }),
      priceScript: market.priceScript,
      push,
    });
    if (!hasStatic) app.log.warn(`no built app in ${config.staticDir}: serving the API only; run "npm run build" to build the PWA`);
    await registerGateway(app, {
      bus: market.bus,
      market: hub,
      authenticate: async (token) => {
        const session = await accounts.sessions.find(token);
        return session && { userId: session.user.id, sessionId: session.sessionId };
      },
      translate: translator.translate,
      privateSnapshot: engine.privateSnapshot,
    });
    await app.ready();
    await engine.start();
    hub.start();
    const started = hub;
    return {
      app,
      store,
      hub: started,
      bus: market.bus,
      accounts,
      engine,
      uploads,
      push,
      priceScript: market.priceScript,
      hasStatic,
      async close() {
        await app.close();
        await started.stop();
        await store.close();
      },
    };
  } catch (error) {
    await app.close().catch(() => undefined);
    await hub?.stop().catch(() => undefined);
    await store.close();
    throw error;
  }
}
