import { and, eq } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { loginAddresses, users } from "../store/schema.ts";
import { identityCondition, type Identity } from "./user-repo.ts";

/**
 * The addresses each account has logged in from. The account-wide limits never refuse the owner
 * there, so strangers flooding an account from elsewhere cannot lock its owner out.
 */
export function loginAddressRepo(db: Db) {
  return {
    async remember(userId: number, ip: string, at: Date): Promise<void> {
      await db
        .insert(loginAddresses)
        .values({ userId, ip, lastLoginAt: at })
        .onConflictDoUpdate({ target: [loginAddresses.userId, loginAddresses.ip], set: { lastLoginAt: at } });
    },

    /** Whether the account of `identity` has logged in from `ip`; one query whether the account exists or not. */
    async isKnown(identity: Identity, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: loginAddresses.userId })
        .from(loginAddresses)
        .innerJoin(users, eq(users.id, loginAddresses.userId))
        .where(and(identityCondition(identity), eq(loginAddresses.ip, ip)))
        .limit(1);
      return row !== undefined;
    },

    /** Same as isKnown, by user id; `undefined` (no such account) asks the same query for nobody. */
    async isKnownFor(userId: number | undefined, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: loginAddresses.userId })
        .from(loginAddresses)
        .where(and(eq(loginAddresses.userId, userId ?? -1), eq(loginAddresses.ip, ip)))
        .limit(1);
      return row !== undefined;
    },
  };
}
