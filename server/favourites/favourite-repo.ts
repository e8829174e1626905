import { and, asc, eq, sql } from "drizzle-orm";
import { FAVOURITES_PER_USER } from "#domain/favourites/favourite-rules.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { Db } from "#server/store/db.ts";
import { favourites, favouriteSlots, instruments } from "#server/store/schema.ts";
import { FAVOURITE_MESSAGES } from "./favourite-messages.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const listOf = async (db: Db | Tx, userId: number): Promise<number[]> =>
  (
    await db
      .select({ id: favourites.instrumentId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.position))
  ).map((row) => row.id);

/** The users' favourite instruments: every change in one transaction, answered with the list as it stands after it. */
export function createFavouriteRepo(db: Db) {
  return {
    list: (userId: number): Promise<number[]> => listOf(db, userId),

    /** Reserves one of the user's slots, then adds the instrument last; a favourite already kept gives its slot back. */
    add: (userId: number, instrumentId: number): Promise<number[]> =>
      db.transaction(async (tx) => {
        const [instrument] = await tx.select({ id: instruments.id }).from(instruments).where(eq(instruments.id, instrumentId));
        if (!instrument) throw new DomainError("not-found", FAVOURITE_MESSAGES.unknownInstrument, { id: instrumentId });
        const [slot] = await tx
          .insert(favouriteSlots)
          .values({ userId, used: 1, next: 1 })
          .onConflictDoUpdate({
            target: favouriteSlots.userId,
            set: { used: sql`${favouriteSlots.used} + 1`, next: sql`${favouriteSlots.next} + 1` },
            setWhere: sql`${favouriteSlots.used} < ${FAVOURITES_PER_USER}`,
          })
          .returning({ next: favouriteSlots.next });
        if (!slot) throw new DomainError("limited", FAVOURITE_MESSAGES.full, { max: FAVOURITES_PER_USER });
        const added = await tx.insert(favourites).values({ userId, instrumentId, position: slot.next }).onConflictDoNothing().returning({ id: favourites.instrumentId });
        if (added.length === 0) await tx.update(favouriteSlots).set({ used: sql`${favouriteSlots.used} - 1` }).where(eq(favouriteSlots.userId, userId));
        return listOf(tx, userId);
      }),

    /** Removes the instrument from the user's favourites and frees its slot; removing one not kept changes nothing. */
    remove: (userId: number, instrumentId: number): Promise<number[]> =>
      db.transaction(async (tx) => {
        const gone = await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.instrumentId, instrumentId)))
          .returning({ id: favourites.instrumentId });
        if (gone.length > 0) await tx.update(favouriteSlots).set({ used: sql`${favouriteSlots.used} - 1` }).where(eq(favouriteSlots.userId, userId));
        return listOf(tx, userId);
      }),

    /**
     * Puts the user's favourites in the order given, which must list each of them exactly once; the
     * slot row is locked first, so an add or a remove at the same time waits rather than slips between.
     */
    order: (userId: number, ids: readonly number[]): Promise<number[]> =>
      db.transaction(async (tx) => {
        await tx.select({ used: favouriteSlots.used }).from(favouriteSlots).where(eq(favouriteSlots.userId, userId)).for("update");
        const kept = await listOf(tx, userId);
        const same = kept.length === ids.length && ids.every((id) => kept.includes(id));
        if (!same) throw new DomainError("conflict", FAVOURITE_MESSAGES.orderMismatch);
        for (const [position, id] of ids.entries()) {
          await tx.update(favourites).set({ position }).where(and(eq(favourites.userId, userId), eq(favourites.instrumentId, id)));
        }
        return listOf(tx, userId);
      }),
  };
}

export type FavouriteRepo = ReturnType<typeof createFavouriteRepo>;
