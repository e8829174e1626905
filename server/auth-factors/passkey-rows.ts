import { and, count, eq } from "drizzle-orm";
import type { PasskeyView } from "#domain/contract/passkeys.ts";
import type { Db } from "../store/db.ts";
import { operators, passkeys, users } from "../store/schema.ts";

export type PasskeyRow = typeof passkeys.$inferSelect;

/** Who a passkey belongs to: a user of the site or an operator of the back office (decision 0031). */
export type PasskeyOwner = "user" | "operator";

export const ownerColumn = { user: "userId", operator: "operatorId" } as const satisfies Record<PasskeyOwner, keyof PasskeyRow>;

const ownerTable = { user: users, operator: operators } as const;

/** Passkeys one owner may hold: enough for every device they own. */
export const PASSKEYS_PER_OWNER = 10;

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

/** The passkeys' rows of one kind of owner; every call that names one by id is limited to its owner's. */
export function passkeyRepo(db: Db, kind: PasskeyOwner = "user") {
  const owner = passkeys[ownerColumn[kind]];
  const own = (ownerId: number, id: number) => and(eq(passkeys.id, id), eq(owner, ownerId));
  return {
    listOf: (ownerId: number) => db.select().from(passkeys).where(eq(owner, ownerId)).orderBy(passkeys.id),

    /** The passkey of an owner of this kind that the credential id names; another kind's is none. */
    async byCredentialId(credentialId: string): Promise<(PasskeyRow & { ownerId: number }) | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      const ownerId = row?.[ownerColumn[kind]];
      return row && ownerId != null ? { ...row, ownerId } : undefined;
    },

    /**
     * Keeps a new passkey of `ownerId` unless they already hold {@link PASSKEYS_PER_OWNER} ("full")
     * or the credential is known (undefined). `db` must be a transaction: the owner's row is locked
     * before the count, so adds of one owner at once queue and never pass the cap together.
     */
    async insertWithinCap(ownerId: number, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | "full" | undefined> {
      const table = ownerTable[kind];
      await db.select({ id: table.id }).from(table).where(eq(table.id, ownerId)).for("update");
      const [held] = await db.select({ n: count() }).from(passkeys).where(eq(owner, ownerId));
      if ((held?.n ?? 0) >= PASSKEYS_PER_OWNER) return "full";
      const [added] = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning();
      return added;
    },

    async rename(ownerId: number, id: number, name: string): Promise<boolean> {
      return (await db.update(passkeys).set({ name }).where(own(ownerId, id)).returning({ id: passkeys.id })).length === 1;
    },

    async remove(ownerId: number, id: number): Promise<boolean> {
      return (await db.delete(passkeys).where(own(ownerId, id)).returning({ id: passkeys.id })).length === 1;
    },

    async recordUse(id: number, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },
  };
}
