import { and, eq } from "drizzle-orm";
import type { Db } from "#server/store/db.ts";
import { knownBrowsers } from "#server/store/schema.ts";
import { browserHashFor } from "./browser-id.ts";

/** The caller's browser, as the login and registration routes read it from its cookie. */
export interface BrowserCarrier {
  browserId?: string;
}

/** Whether the caller's browser has logged in to this user's account before (the second factor asks for it again when not). */
export async function isKnownBrowser(db: Db, userId: number, caller: BrowserCarrier): Promise<boolean> {
  if (!caller.browserId) return false;
  const [row] = await db
    .select({ userId: knownBrowsers.userId })
    .from(knownBrowsers)
    .where(and(eq(knownBrowsers.userId, userId), eq(knownBrowsers.browserHash, browserHashFor(userId, caller.browserId))));
  return row !== undefined;
}

/** Marks the caller's browser as known to the user; true when it was not known before. */
export async function rememberBrowser(db: Db, userId: number, caller: BrowserCarrier, at: Date): Promise<boolean> {
  if (!caller.browserId) return true;
  const browserHash = browserHashFor(userId, caller.browserId);
  const added = await db.insert(knownBrowsers).values({ userId, browserHash, firstSeenAt: at, lastLoginAt: at }).onConflictDoNothing().returning({ userId: knownBrowsers.userId });
  if (added.length > 0) return true;
  await db.update(knownBrowsers).set({ lastLoginAt: at }).where(and(eq(knownBrowsers.userId, userId), eq(knownBrowsers.browserHash, browserHash)));
  return false;
}
