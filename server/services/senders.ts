import type { Config } from "../config.ts";
import type { Db } from "../store/db.ts";
import type { Mailer, SmsSender } from "./messaging.ts";
import { createOutbox, type Outbox, type OutboxLog } from "./outbox.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export interface Senders {
  mailer: Mailer;
  sms: SmsSender;
  outbox: Outbox;
}

/** SMTP when SMTP_URL is set; otherwise e-mail goes to the outbox too. SMS always does (no provider yet). */
export function createSenders(db: Db, config: Pick<Config, "smtpUrl" | "mailFrom">, log: OutboxLog, now: () => number): Senders {
  const outbox = createOutbox(db, log, now);
  return {
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outbox.mailer,
    sms: outbox.sms,
    outbox,
  };
}
