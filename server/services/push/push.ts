import type { PushSubscribeRequest } from "#domain/contract/push.ts";
import type { LanguageCode } from "#domain/locales.ts";
import type { Bus } from "#server/bus.ts";
import type { Config } from "#server/config.ts";
import type { Translator } from "#server/i18n/translator.ts";
import type { BackgroundJobs, BackgroundJobsLog } from "#server/platform/background-jobs.ts";
import type { Clock } from "#server/platform/clock.ts";
import type { Db } from "#server/store/db.ts";
import { startPushNotifier } from "./push-notifier.ts";
import type { PushSender } from "./push-sender.ts";
import { createPushSubscriptions } from "./push-subscriptions.ts";
import { checkSubscription } from "./subscription-input.ts";
import { loadVapidKeys } from "./vapid-keys.ts";
import { createWebPushSender } from "./web-push-sender.ts";

export interface PushDeps {
  db: Db;
  config: Pick<Config, "vapid" | "vapidSubject">;
  clock: Clock;
  bus: Bus;
  translator: Translator;
  /** The deliveries run here, after the answer. */
  jobs: BackgroundJobs;
  log: BackgroundJobsLog & { warn(details: object, message: string): void };
  /** Plain-http endpoints on this machine are accepted (the tests' local push service), never in production. */
  allowLoopback: boolean;
  /** By default the web-push sender with the server's VAPID keys. */
  sender?: PushSender;
}

/** Web Push: the key browsers subscribe with, their subscriptions, and the notifier that uses them. */
export async function createPush(deps: PushDeps) {
  const keys = await loadVapidKeys(deps.db, deps.config, new Date(deps.clock.now()));
  const subscriptions = createPushSubscriptions(deps.db);
  const stopNotifier = startPushNotifier({
    bus: deps.bus,
    subscriptions,
    sender: deps.sender ?? createWebPushSender(keys),
    translator: deps.translator,
    jobs: deps.jobs,
    log: deps.log,
    now: () => new Date(deps.clock.now()),
  });
  return {
    publicKey: keys.publicKey,
    /** Refuses a malformed subscription before anything is stored. */
    subscribe: (userId: number, sessionId: number, input: PushSubscribeRequest, lang: LanguageCode) =>
      subscriptions.subscribe(userId, sessionId, checkSubscription(input, deps.allowLoopback), lang, new Date(deps.clock.now())),
    unsubscribe: (userId: number, endpoint: string) => subscriptions.unsubscribe(userId, endpoint),
    /** Resolves when every delivery started so far (and any other background job) has ended. */
    idle: () => deps.jobs.idle(),
    /** Stops listening and waits for deliveries under way, before the database closes. */
    async stop(): Promise<void> {
      stopNotifier();
      await deps.jobs.idle();
    },
  };
}

export type Push = Awaited<ReturnType<typeof createPush>>;
