import { createAccounts } from "./accounts/accounts.ts";
import { createAlerts } from "./alerts/alerts.ts";
import { createFactors } from "./auth-factors/factors.ts";
import { createPasskeys } from "./auth-factors/passkeys.ts";
import { createSecretBox } from "./auth-factors/secret-box.ts";
import { createFavouriteRepo } from "./favourites/favourite-repo.ts";
import { createCaptchas, memoryCaptchaStore } from "./accounts/captcha.ts";
import { redisCaptchaStore } from "./accounts/redis-captchas.ts";
import { createBackOffice } from "./admin/back-office.ts";
import type { Bus } from "./bus.ts";
import { createCompanyReads } from "./company/company-reads.ts";
import type { Config } from "./config.ts";
import { createEngine } from "./engine/engine.ts";
import { createDeposits } from "./funds/deposits.ts";
import { createDrawMethods } from "./funds/draw-methods.ts";
import { createWithdrawals } from "./funds/withdrawals.ts";
import type { HttpDeps } from "./http/deps.ts";
import type { Translator } from "./i18n/translator.ts";
import { createRealNames } from "./identity/real-names.ts";
import { createUserTeller } from "./identity/tell-user.ts";
import type { MarketHub } from "./market/market-hub.ts";
import type { ScriptedPriceSource } from "./market/scripted-source.ts";
import { createSparklineCache } from "./market/sparkline-cache.ts";
import { createNewsReads } from "./news/news-reads.ts";
import { createAbuseLimits } from "./platform/abuse-limits.ts";
import { createBackgroundJobs } from "./platform/background-jobs.ts";
import { startHourlySweeper } from "./platform/hourly-sweeper.ts";
import { createAdjustableClock } from "./platform/clock.ts";
import { createMemoryLimitStore } from "./platform/limit-store.ts";
import type { Log } from "./platform/log.ts";
import { redisLimitStore } from "./platform/redis-limit-store.ts";
import { createMemoryHolds } from "./platform/held-slots.ts";
import { redisHolds } from "./platform/redis-holds.ts";
import { connectSharedRedis } from "./platform/shared-redis.ts";
import { whileLeading } from "./ops/leader-only-bus.ts";
import { createRanking } from "./ranking/ranking.ts";
import { createPush } from "./services/push/push.ts";
import { createSenders } from "./services/senders.ts";
import { createUploads } from "./services/uploads/uploads.ts";
import type { Store } from "./store/open-store.ts";
import { createSwapDuty } from "./ops/swap-duty.ts";

/** The modules' work only the market leader does: the ranking's schedule, the sweepers of unused uploads and spent passkey challenges, the price alerts and the Web Push notifications. */
export interface LeaderJobs {
  /** Resolves once the price alerts are loaded. */
  lead(): Promise<void>;
  follow(): void;
}

/** What the server has built before its modules: the store, the running market and its bus, the catalogs, the log. */
export interface Foundation {
  config: Config;
  store: Store;
  market: MarketHub;
  bus: Bus;
  translator: Translator;
  log: Log;
  priceScript: ScriptedPriceSource | undefined;
  /** Hears how long the engine took to evaluate each tick, for the metrics. */
  onTickEvaluated?: (ms: number) => void;
  /** Runs `stop` when the server closes; what was registered last stops first. */
  onClose(stop: () => unknown): void;
}

/**
 * The composition root of the modules. The pieces several modules share (the clock, the
 * background jobs, the mail and SMS senders, the abuse limits) are built here once and handed to
 * each module that needs them; no module takes them from another.
 */
export async function composeModules({ config, store, market, bus, translator, log, priceScript, onTickEvaluated, onClose }: Foundation): Promise<HttpDeps & { leaderJobs: LeaderJobs }> {
  const { db } = store;
  const clock = createAdjustableClock();
  const jobs = createBackgroundJobs(log);
  const senders = createSenders(db, config, log, clock.now);
  // Registered first, so it runs last: every other module has stopped adding deliveries by then.
  onClose(async () => {
    await jobs.idle();
    await senders.mailer.close();
  });
  const shared = config.redisUrl ? await connectSharedRedis(config.redisUrl, log) : undefined;
  if (shared) onClose(() => shared.quit());
  const limitStore = shared ? await redisLimitStore(shared, clock) : createMemoryLimitStore(clock);
  const socketHolds = shared ? redisHolds(shared, clock, log) : createMemoryHolds();
  const limits = createAbuseLimits(config, limitStore);
  const captchas = shared ? redisCaptchaStore(shared, clock) : memoryCaptchaStore(createCaptchas(clock));

  const accounts = createAccounts({ db, config, translator, log, clock, senders, jobs, limits, captchas });
  accounts.sessions.onRevoked((revoked) => bus.publishHeard("session-revoked", revoked));
  bus.subscribe("session-revoked", accounts.sessions.forget);
  bus.onGap(accounts.sessions.forgetAll);
  accounts.onNewLogin((login) => bus.publish("new-login", login));
  const engine = createEngine({ db, market, bus, config, clock, translator, log, onTickEvaluated });
  accounts.onDemoReset(engine.resetDemo);
  bus.subscribe("instruments-changed", ({ ids }) => engine.forgetInstruments(ids));
  onClose(() => engine.stop());
  const ranking = createRanking(db, config.rankingRefreshSeconds, (error) => log.error({ err: error }, "computing the ranking failed"));
  onClose(() => ranking.stop());
  await ranking.start();
  const uploads = createUploads(db, config.uploadsDir, clock, limitStore);
  const alerts = createAlerts({ db, bus, market, clock, log });
  const swapDuty = createSwapDuty({ rollover: engine.swapRollover, clock, minute: config.swapRolloverMinute, log });
  const passkeys = createPasskeys({ db, clock, limits });
  let stopSweepers: Array<() => void> | undefined;
  let leading = false;
  const leaderJobs: LeaderJobs = {
    async lead() {
      leading = true;
      ranking.lead();
      swapDuty.lead();
      stopSweepers ??= [
        startHourlySweeper(uploads.sweep, (error) => log.error({ err: error }, "sweeping unused uploads failed")),
        startHourlySweeper(passkeys.sweepChallenges, (error) => log.error({ err: error }, "sweeping passkey challenges failed")),
      ];
      await alerts.lead();
    },
    follow() {
      leading = false;
      alerts.follow();
      ranking.follow();
      swapDuty.follow();
      for (const stop of stopSweepers ?? []) stop();
      stopSweepers = undefined;
    },
  };
  onClose(() => {
    leaderJobs.follow();
    return alerts.settled();
  });
  const tell = createUserTeller({ db, bus, senders, translator, jobs });
  const methods = createDrawMethods(db, accounts, clock);
  // Every process hears every closed position and decision: only the leader's notifier sends them, once.
  const push = await createPush({ db, config, clock, bus: whileLeading(bus, () => leading), jobs, translator, log, allowLoopback: process.env.PIPWISE_TEST_HOOKS === "1" });
  onClose(() => push.stop());
  const sparklines = createSparklineCache({ candles: store.candles, market, bus });
  onClose(() => sparklines.stop());

  return {
    config,
    store,
    market,
    sparklines,
    bus,
    translator,
    clock,
    limits,
    limitStore,
    socketHolds,
    outbox: {
      /** What was delivered to `to`, once the deliveries under way have ended. */
      read: async (to, after) => {
        await jobs.idle();
        return senders.outbox.read(to, after);
      },
    },
    accounts,
    engine,
    ranking,
    identity: { uploads, realNames: createRealNames(db, uploads, clock) },
    deposits: createDeposits(db, uploads, clock),
    withdraw: { methods, withdrawals: createWithdrawals({ db, engine, methods, accounts, translator }) },
    news: createNewsReads(db, uploads, clock),
    companies: createCompanyReads(db, uploads),
    backOffice: createBackOffice({
      db,
      clock,
      limitStore,
      uploads,
      tell,
      withAccount: engine.withAccount,
      translator,
      withdrawSecondApprovalAbove: config.withdrawSecondApprovalAbove,
      tellTotpTurnedOff: (userId) => {
        accounts.tellTotpTurnedOff(userId);
        bus.publish("totp-turned-off", { userId });
      },
    }),
    priceScript,
    push,
    alerts,
    favourites: createFavouriteRepo(db),
    swapDuty,
    factors: createFactors({ db, clock, limits, box: createSecretBox(config.factorSecretKey) }),
    passkeys,
    leaderJobs,
  };
}
