import { eq } from "drizzle-orm";
import { matchLanguage, type LanguageCode } from "#domain/locales.ts";
import type { Db } from "#server/store/db.ts";
import { users } from "#server/store/schema.ts";
import type { Caller } from "./accounts-core.ts";

/**
 * The language of what is sent to a user after the answer (a new-login notice, a code): the one
 * stored with the account, else the one the request named, else English. Never the answers' own
 * default, which a request that names no language (a script, a stranger's login) would otherwise give.
 */
export function noticeLanguage(stored: string | null | undefined, named: LanguageCode | null | undefined): LanguageCode {
  return matchLanguage(stored) ?? named ?? "en";
}

/** Keeps the language a login from a browser the account knows named, so the user's own choice follows them. */
export async function rememberLanguage(db: Db, user: { id: number; lang: string | null }, caller: Caller): Promise<void> {
  if (!caller.namedLang || caller.namedLang === user.lang) return;
  await db.update(users).set({ lang: caller.namedLang }).where(eq(users.id, user.id));
}
