import { and, count, eq } from "drizzle-orm";
import type { PasskeyView } from "#domain/contract/passkeys.ts";
import type { Db } from "../store/db.ts";
import { passkeys } from "../store/schema.ts";

export type PasskeyRow = typeof passkeys.$inferSelect;

export const passkeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.getTime(),
  last_used_at: row.lastUsedAt?.getTime() ?? null,
});

export async function passkeyCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The passkeys' rows; every call that names one by id is limited to its owner's. */
export function passkeyRepo(db: Db) {
  const own = (userId: number, id: number) => and(eq(passkeys.id, id), eq(passkeys.userId, userId));
  return {
    listOf: (userId: number) => db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.id),

    async byCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    async insert(row: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
      const [added] = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning();
      return added;
    },

    async rename(userId: number, id: number, name: string): Promise<boolean> {
      return (await db.update(passkeys).set({ name }).where(own(userId, id)).returning({ id: passkeys.id })).length === 1;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      return (await db.delete(passkeys).where(own(userId, id)).returning({ id: passkeys.id })).length === 1;
    },

    async recordUse(id: number, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },
  };
}
