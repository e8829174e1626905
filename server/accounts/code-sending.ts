import { CODE_PURPOSE_REGISTER, type AccountType, type CodePurpose } from "#domain/account.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { reserve, type Limiter } from "../platform/abuse-limits.ts";
import { badRequest, contactFromInput, destinationOf, recipientOf, takenError, type ContactIdentity } from "./account-input.ts";
import type { AccountsCore, Caller } from "./accounts-core.ts";
import { loginAddressRepo } from "./login-addresses.ts";
import { noticeLanguage } from "./notice-language.ts";
import { userRepo } from "./user-repo.ts";
import { CODE_TTL_MS } from "./verification-codes.ts";

export interface SendCodeInput {
  type: AccountType;
  to: string;
  areaId?: number;
  purpose: CodePurpose;
}

/**
 * Sends a verification code by e-mail or SMS. The request does the same work whether or not the
 * destination has an account (a reset code is stored for an unknown address too, so using it
 * answers alike), and delivery runs after the answer, where only a registered address gets it.
 */
export async function sendCode(core: AccountsCore, input: SendCodeInput, caller: Caller): Promise<void> {
  const contact = contactFromInput(input.type, input.to, input.areaId);
  if (contact.kind === "mobile" && input.purpose === CODE_PURPOSE_REGISTER && !core.config.isShowMobile) {
    throw badRequest(ACCOUNT_MESSAGES.mobileRegistrationOff);
  }
  const destination = destinationOf(contact);
  const { limits } = core;
  // The per-IP limit comes first: every question whether a destination is registered counts.
  await reserve({ entries: [[limits.codesPerIp, caller.ip]], descriptor: ACCOUNT_MESSAGES.tooManyCodes, unit: "minutes" });
  const [knownAddress, taken] = await Promise.all([
    loginAddressRepo(core.db).isKnown(contact, caller.ip),
    input.purpose === CODE_PURPOSE_REGISTER ? userRepo(core.db).byIdentity(contact) : undefined,
  ]);
  if (taken) throw takenError(contact);
  const perDestination: Array<readonly [Limiter, string]> = [[limits.codesPerDestinationAndIp, `${destination}|${caller.ip}`]];
  // Strangers share the destination's ceiling; the owner's own address is never refused by it.
  if (!knownAddress) perDestination.push([limits.codesPerDestination, destination]);
  // The wait between two codes is per purpose: a bind's code must not hold up the withdrawal's that follows it.
  await reserve(
    { entries: [[limits.codeResendPerDestinationAndIp, `${destination}|${input.purpose}|${caller.ip}`]], descriptor: ACCOUNT_MESSAGES.codeTooSoon, unit: "seconds" },
    { entries: perDestination, descriptor: ACCOUNT_MESSAGES.tooManyCodes, unit: "minutes" },
  );

  const code = await core.codes.issue(destination, input.purpose);
  core.jobs.run("a verification code could not be delivered", async () => {
    const owner = input.purpose === CODE_PURPOSE_REGISTER ? undefined : await userRepo(core.db).byIdentity(contact);
    if (input.purpose !== CODE_PURPOSE_REGISTER && !owner) return;
    try {
      await deliver(core, contact, code, noticeLanguage(owner?.lang, caller.namedLang));
    } catch (err) {
      await core.codes.withdraw(destination, input.purpose, code);
      throw err;
    }
  });
}

/** In the address's owner's language when it has one, else the request's, else English. */
function deliver(core: AccountsCore, contact: ContactIdentity, code: string, lang: LanguageCode): Promise<void> {
  const t = core.translator.translate;
  const text = t(lang, ACCOUNT_MESSAGES.codeBody, { code, minutes: CODE_TTL_MS / 60_000 });
  const to = recipientOf(contact);
  if (contact.kind === "email") return core.senders.mailer.send({ to, subject: t(lang, ACCOUNT_MESSAGES.codeSubject), text });
  return core.senders.sms.send({ to, text });
}
