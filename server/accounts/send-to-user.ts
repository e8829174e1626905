import { ACCOUNT_EMAIL, ACCOUNT_MOBILE } from "#domain/account.ts";
import { contactOfUser, recipientOf } from "./account-input.ts";
import type { AccountsCore } from "./accounts-core.ts";
import type { UserRow } from "./user-repo.ts";

/** Mails the user a notice, or texts its body when the account has only a mobile number. */
export async function sendToUser(core: Pick<AccountsCore, "senders">, user: UserRow, { subject, body }: { subject: string; body: string }): Promise<void> {
  const to = recipientOf(contactOfUser(user, user.email ? ACCOUNT_EMAIL : ACCOUNT_MOBILE));
  if (user.email) await core.senders.mailer.send({ to, subject, text: body });
  else await core.senders.sms.send({ to, text: body });
}
