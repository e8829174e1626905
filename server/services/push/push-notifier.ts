import { languageRecord, normalizeLanguage } from "#domain/locales.ts";
import type { PushPayload } from "#domain/push.ts";
import type { Bus } from "#server/bus.ts";
import type { Translator } from "#server/i18n/translator.ts";
import type { BackgroundJobs } from "#server/platform/background-jobs.ts";
import type { ClosedOrder } from "#domain/order.ts";
import { alertPayload } from "#server/alerts/alert-push.ts";
import { newLoginPayload } from "#server/devices/new-login-notice.ts";
import { totpOffPayload } from "#server/devices/totp-off-notice.ts";
import { closedOrderPayload, isNotifiedClose, reviewPayload, stopOutPayload, type Translate } from "./push-payloads.ts";
import type { PushSender } from "./push-sender.ts";
import type { PushSubscriptions } from "./push-subscriptions.ts";
import { TrailNotices, trailedPayload } from "./trailed-notices.ts";

interface NotifierLog {
  warn(details: object, message: string): void;
}

export interface PushNotifierDeps {
  bus: Bus;
  subscriptions: PushSubscriptions;
  sender: PushSender;
  translator: Translator;
  /** Where deliveries run: after the engine or the operator has been answered, never in their way. */
  jobs: BackgroundJobs;
  log: NotifierLog;
  now: () => Date;
}

/**
 * Notifies the user's browsers when a trigger closes one of their positions or moves its trailing
 * stop (`TrailNotices` says how often), one of their price alerts fires, an operator decides
 * one of their records or turns their authenticator app off, or their account is logged in to from a browser it had not seen, each in the language it subscribed in. Listens on the bus, so it sees only
 * committed changes; a push service that says a subscription is gone has it forgotten. Nothing here
 * throws back into the bus: a failure is logged and the next browser is still tried.
 * Returns the function that stops listening.
 */
export function startPushNotifier(deps: PushNotifierDeps): () => void {
  const { subscriptions, sender, translator, log } = deps;

  async function deliver(userId: number, build: (translate: Translate, locale: string) => PushPayload | null): Promise<void> {
    const targets = await subscriptions.ofUser(userId, deps.now());
    await Promise.all(
      targets.map(async (target) => {
        const lang = normalizeLanguage(target.lang);
        const payload = build((descriptor, values) => translator.translate(lang, descriptor, values), languageRecord(lang).locale);
        if (!payload) return;
        try {
          if ((await sender.send(target, payload)) === "gone") await subscriptions.forget(target);
        } catch (error) {
          log.warn({ err: error, userId, subscription: target.id }, "a push notification could not be delivered");
        }
      }),
    );
  }

  const stoppedOut = new Map<number, ClosedOrder[]>();

  /**
   * A stop-out closes its positions in one transaction, whose closes are published together: they
   * are gathered until that publishing is over and leave as one notification.
   */
  function noteStopOut(userId: number, order: ClosedOrder): void {
    const gathered = stoppedOut.get(userId);
    if (gathered) return void gathered.push(order);
    stoppedOut.set(userId, [order]);
    queueMicrotask(() => {
      const orders = stoppedOut.get(userId) ?? [];
      stoppedOut.delete(userId);
      deps.jobs.run("notifying a stop-out failed", () => deliver(userId, (translate, locale) => stopOutPayload(orders, translate, locale)));
    });
  }

  const trails = new TrailNotices(() => deps.now().getTime());
  const stops = [
    deps.bus.subscribe("stop-trailed", ({ userId, data }) => {
      if (!trails.due(data.Id)) return;
      deps.jobs.run("notifying a trailed stop failed", () => deliver(userId, (translate, locale) => trailedPayload(data, translate, locale)));
    }),
    deps.bus.subscribe("forex-closed", ({ userId, data }) => {
      trails.forget(data.Id);
      // Most closes are the user's own: decide that here, before any database read.
      if (!isNotifiedClose(data.CloseReason)) return;
      if (data.CloseReason === "stop-out") return noteStopOut(userId, data);
      deps.jobs.run("notifying a closed position failed", () => deliver(userId, (translate, locale) => closedOrderPayload(data, translate, locale)));
    }),
    deps.bus.subscribe("forex-trade", ({ userId, data }) => {
      if (!("Notice" in data) || data.Notice !== "alert") return;
      deps.jobs.run("notifying a price alert failed", () => deliver(userId, (translate, locale) => alertPayload(data, translate, locale)));
    }),
    deps.bus.subscribe("review-decided", (decided) => {
      deps.jobs.run("notifying a review decision failed", () => deliver(decided.userId, (translate) => reviewPayload(decided, translate)));
    }),
    deps.bus.subscribe("new-login", (login) => {
      deps.jobs.run("notifying a new login failed", () => deliver(login.userId, (translate, locale) => newLoginPayload(login, translate, locale)));
    }),
    deps.bus.subscribe("totp-turned-off", ({ userId }) => {
      deps.jobs.run("notifying a turned-off authenticator app failed", () => deliver(userId, (translate) => totpOffPayload(translate)));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
