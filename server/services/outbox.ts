import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { outbox } from "../store/schema.ts";
import type { Mailer, SmsSender } from "./messaging.ts";

export type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxLog {
  info(details: object, message: string): void;
}

/**
 * The default delivery: messages are stored in the outbox table and logged, where an operator
 * without a mail or SMS provider (and the tests) can read them.
 */
export function createOutbox(db: Db, log: OutboxLog, now: () => number) {
  const store = async (row: Omit<typeof outbox.$inferInsert, "createdAt">) => {
    await db.insert(outbox).values({ ...row, createdAt: new Date(now()) });
    log.info({ channel: row.channel, to: row.recipient, subject: row.subject, body: row.body }, "message stored in the outbox");
  };
  const mailer: Mailer = {
    send: ({ to, subject, text }) => store({ channel: "email", recipient: to, subject, body: text }),
    close: async () => undefined,
  };
  const sms: SmsSender = {
    send: ({ to, text }) => store({ channel: "sms", recipient: to, subject: "", body: text }),
  };
  return {
    mailer,
    sms,
    /** Messages to `recipient`, oldest first, after the id `after` when given. */
    read: (recipient: string, after = 0): Promise<OutboxRow[]> =>
      db.select().from(outbox).where(and(eq(outbox.recipient, recipient), gt(outbox.id, after))).orderBy(asc(outbox.id)),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
