import { eq } from "drizzle-orm";
import { languageRecord } from "#domain/locales.ts";
import type { Db } from "#server/store/db.ts";
import { knownBrowsers } from "#server/store/schema.ts";
import type { AccountsCore, Caller } from "../accounts-core.ts";
import type { SessionDevice } from "../sessions.ts";
import { noticeLanguage, rememberLanguage } from "../notice-language.ts";
import { sendToUser } from "../send-to-user.ts";
import type { UserRow } from "../user-repo.ts";
import { areaOf } from "#server/devices/address-area.ts";
import { rememberBrowser } from "./known-browsers.ts";
import { newLoginText, type NewLogin, type Translate } from "#server/devices/new-login-notice.ts";

/** What the sessions list keeps of the caller's device: its User-Agent (cut short) and the coarse area of its address. */
export function deviceOf(caller: Caller): SessionDevice {
  return { userAgent: (caller.userAgent ?? "").slice(0, 512), area: areaOf(caller.ip) };
}

async function hasKnownBrowsers(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: knownBrowsers.userId }).from(knownBrowsers).where(eq(knownBrowsers.userId, userId)).limit(1);
  return row !== undefined;
}

/** Tells the user of the login by e-mail or SMS (after the answer, in the user's language) and the Web Push notifier through the listeners. */
function announceNewLogin(core: AccountsCore, user: UserRow, login: NewLogin, caller: Caller): void {
  for (const listener of core.newLoginListeners) listener(login);
  core.jobs.run("a new-login notice could not be sent", async () => {
    const lang = noticeLanguage(user.lang, caller.namedLang);
    const translate: Translate = (descriptor, values) => core.translator.translate(lang, descriptor, values);
    await sendToUser(core, user, newLoginText(login, translate, languageRecord(lang).locale));
  });
}

/**
 * Opens the session of a password login with what the sessions list shows of its device, and marks
 * the browser known. A browser the account has not seen gets the user a notice, unless the account
 * knows no browser at all yet (it was registered before browsers were remembered): that one becomes the first.
 * A known browser's login keeps the language it named as the user's; a new one's does not, so a
 * stranger's login is told to the user in the user's language, not the stranger's.
 */
export async function openDeviceSession(core: AccountsCore, user: UserRow, caller: Caller): Promise<string> {
  const device = deviceOf(caller);
  const token = await core.sessions.open(core.db, user.id, device);
  const at = core.clock.now();
  const hadBrowsers = await hasKnownBrowsers(core.db, user.id);
  const isNew = await rememberBrowser(core.db, user.id, caller, new Date(at));
  if (!isNew) await rememberLanguage(core.db, user, caller);
  else if (hadBrowsers) announceNewLogin(core, user, { userId: user.id, ...device, at }, caller);
  return token;
}
