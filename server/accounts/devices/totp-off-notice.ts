import type { AccountsCore } from "../accounts-core.ts";
import { noticeLanguage } from "../notice-language.ts";
import { sendToUser } from "../send-to-user.ts";
import { userRepo } from "../user-repo.ts";
import { totpOffText } from "#server/devices/totp-off-notice.ts";

/**
 * Tells the user, after the answer, that an operator turned their authenticator app off: by e-mail
 * or SMS in the user's stored language (the operator's is not theirs), else English.
 */
export function tellTotpTurnedOff(core: AccountsCore, userId: number): void {
  core.jobs.run("the notice of a turned-off authenticator app could not be sent", async () => {
    const user = await userRepo(core.db).byId(userId);
    if (!user) return;
    const lang = noticeLanguage(user.lang, null);
    await sendToUser(core, user, totpOffText((descriptor, values) => core.translator.translate(lang, descriptor, values)));
  });
}
