import { eq } from "drizzle-orm";
import type { MessageDescriptor } from "@lingui/core";
import { normalizeLanguage } from "#domain/locales.ts";
import type { ReviewNotice } from "#domain/order.ts";
import { recipientOf } from "../accounts/account-input.ts";
import type { Bus } from "../bus.ts";
import type { Translator, Values } from "../i18n/translator.ts";
import type { BackgroundJobs } from "../platform/background-jobs.ts";
import type { Senders } from "../services/senders.ts";
import type { Db } from "../store/db.ts";
import { users } from "../store/schema.ts";

export interface DecisionMessage {
  notice: ReviewNotice;
  lang: string;
  subject: MessageDescriptor;
  body: MessageDescriptor;
  values?: Values;
}

/**
 * Tells a user an operator's decision (called once it has committed): every open tab hears it at
 * once through the socket, the browsers the user turned notifications on in hear it through Web
 * Push, and an e-mail or SMS goes out after the operator's answer, in the language the user sent the
 * record in.
 */
export function createUserTeller(deps: { db: Db; bus: Bus; senders: Senders; translator: Translator; jobs: BackgroundJobs }) {
  return (userId: number, message: DecisionMessage): void => {
    deps.bus.publish("forex-trade", { userId, data: message.notice });
    deps.bus.publish("review-decided", { userId, kind: message.notice.Kind, subject: message.subject, body: message.body, values: message.values });
    deps.jobs.run("a decision could not be sent to the user", async () => {
      const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
      if (!user) return;
      const lang = normalizeLanguage(message.lang);
      const text = deps.translator.translate(lang, message.body, message.values);
      if (user.email) {
        await deps.senders.mailer.send({ to: user.email, subject: deps.translator.translate(lang, message.subject), text });
      } else if (user.areaId !== null && user.mobile) {
        await deps.senders.sms.send({ to: recipientOf({ kind: "mobile", areaId: user.areaId, mobile: user.mobile }), text });
      }
    });
  };
}

export type UserTeller = ReturnType<typeof createUserTeller>;
