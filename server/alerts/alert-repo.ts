import { and, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from "drizzle-orm";
import { ALERTS_PER_USER } from "#domain/alerts/alert-kinds.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { Db } from "#server/store/db.ts";
import { instruments, priceAlertSlots, priceAlerts } from "#server/store/schema.ts";
import { ALERT_MESSAGES } from "./alert-messages.ts";

/** An alert with the instrument it watches. */
export type AlertRow = typeof priceAlerts.$inferSelect & { code: string; showCode: string; pricePrecision: number };

/** What a create or an edit sets, already checked. */
export type AlertFields = Pick<typeof priceAlerts.$inferInsert, "instrumentId" | "watch" | "direction" | "level" | "repeat" | "expiresAt">;

const withInstrument = { ...getTableColumns(priceAlerts), code: instruments.code, showCode: instruments.showCode, pricePrecision: instruments.pricePrecision };

/** Still watching at `now`: not a once-alert that fired, not past its expiry. */
const watching = (now: Date) =>
  and(or(eq(priceAlerts.repeat, "every"), isNull(priceAlerts.firedAt)), or(isNull(priceAlerts.expiresAt), gt(priceAlerts.expiresAt, now)));

const notFound = (id: number) => new DomainError("not-found", ALERT_MESSAGES.notFound, { id });

export function createAlertRepo(db: Db) {
  const select = () => db.select(withInstrument).from(priceAlerts).innerJoin(instruments, eq(instruments.id, priceAlerts.instrumentId));
  const one = async (id: number): Promise<AlertRow | undefined> => (await select().where(eq(priceAlerts.id, id)))[0];

  return {
    list: (userId: number): Promise<AlertRow[]> => select().where(eq(priceAlerts.userId, userId)).orderBy(desc(priceAlerts.id)),
    /** Every alert still watching, for the leader's index. */
    watching: (now: Date): Promise<AlertRow[]> => select().where(watching(now)),
    watchingOf: (userId: number, now: Date): Promise<AlertRow[]> => select().where(and(eq(priceAlerts.userId, userId), watching(now))),

    /** Reserves one of the user's slots, then stores the alert; refused when every slot is taken. */
    async create(userId: number, fields: AlertFields, now: Date): Promise<AlertRow> {
      const id = await db.transaction(async (tx) => {
        const reserved = await tx
          .insert(priceAlertSlots)
          .values({ userId, used: 1 })
          .onConflictDoUpdate({ target: priceAlertSlots.userId, set: { used: sql`${priceAlertSlots.used} + 1` }, setWhere: lt(priceAlertSlots.used, ALERTS_PER_USER) })
          .returning({ used: priceAlertSlots.used });
        if (reserved.length === 0) throw new DomainError("limited", ALERT_MESSAGES.full, { max: ALERTS_PER_USER });
        const [row] = await tx.insert(priceAlerts).values({ userId, ...fields, createdAt: now }).returning({ id: priceAlerts.id });
        return row!.id;
      });
      return (await one(id))!;
    },

    /** Sets one of the user's alerts anew: it watches again from its next value, its firings forgotten. */
    async edit(userId: number, id: number, fields: AlertFields): Promise<AlertRow> {
      const changed = await db
        .update(priceAlerts)
        .set({ ...fields, revision: sql`${priceAlerts.revision} + 1`, firedAt: null, firedValue: null, firedCount: 0 })
        .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
        .returning({ id: priceAlerts.id });
      if (changed.length === 0) throw notFound(id);
      return (await one(id))!;
    },

    /** Deletes one of the user's alerts and frees its slot. */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(priceAlerts)
          .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
          .returning({ id: priceAlerts.id });
        if (gone.length === 0) throw notFound(id);
        await tx
          .update(priceAlertSlots)
          .set({ used: sql`${priceAlertSlots.used} - 1` })
          .where(eq(priceAlertSlots.userId, userId));
      });
    },

    /**
     * Notes a firing of the alert as it stood at `revision`; undefined when it changed since, or when
     * a once-alert has fired already (so no process can fire it twice).
     */
    async fired(id: number, revision: number, at: Date, value: string): Promise<AlertRow | undefined> {
      const once = or(eq(priceAlerts.repeat, "every"), isNull(priceAlerts.firedAt));
      const noted = await db
        .update(priceAlerts)
        .set({ firedAt: at, firedValue: value, firedCount: sql`${priceAlerts.firedCount} + 1` })
        .where(and(eq(priceAlerts.id, id), eq(priceAlerts.revision, revision), once))
        .returning({ id: priceAlerts.id });
      return noted.length === 0 ? undefined : one(id);
    },
  };
}

export type AlertRepo = ReturnType<typeof createAlertRepo>;
