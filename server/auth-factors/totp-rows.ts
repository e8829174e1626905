import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { factorTickets, recoveryCodes, userTotp } from "../store/schema.ts";

/** Whether the user's authenticator app is on (added and confirmed with a code). */
export async function totpIsOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userTotp.userId }).from(userTotp).where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ left: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Removes the user's app (on or still waiting for its first code), its recovery codes and its open challenges and step-ups, in the caller's transaction. */
export async function removeTotp(tx: Db, userId: number): Promise<void> {
  await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(factorTickets).where(eq(factorTickets.userId, userId));
}
