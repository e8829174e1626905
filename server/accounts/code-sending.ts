import { CODE_PURPOSE_REGISTER, type AccountType, type CodePurpose } from "../../src/domain/account.ts";
import { DomainError } from "../platform/domain-error.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { enforce } from "./abuse-limits.ts";
import { badRequest, contactFromInput, destinationOf, recipientOf, takenError, type ContactIdentity } from "./account-input.ts";
import type { AccountsCore, Caller } from "./accounts-core.ts";
import { userRepo } from "./user-repo.ts";
import { CODE_TTL_MS } from "./verification-codes.ts";

export interface SendCodeInput {
  type: AccountType;
  to: string;
  areaId?: number;
  purpose: CodePurpose;
}

/**
 * Sends a verification code by e-mail or SMS. A reset code for an address without an account is
 * answered like any other (so the call cannot tell who is registered) but nothing is sent.
 */
export async function sendCode(core: AccountsCore, input: SendCodeInput, caller: Caller): Promise<void> {
  const contact = contactFromInput(input.type, input.to, input.areaId);
  if (contact.kind === "mobile" && input.purpose === CODE_PURPOSE_REGISTER && !core.config.isShowMobile) {
    throw badRequest(ACCOUNT_MESSAGES.mobileRegistrationOff);
  }
  const destination = destinationOf(contact);
  const { limits } = core;
  // The per-IP limit comes first: every question whether a destination is registered counts.
  enforce(limits.codesPerIp.take(caller.ip), ACCOUNT_MESSAGES.tooManyCodes, "minutes");
  const registered = Boolean(await userRepo(core.db).byIdentity(contact));
  if (input.purpose === CODE_PURPOSE_REGISTER && registered) throw takenError(contact);

  enforce(limits.codeResendPerDestination.check(destination), ACCOUNT_MESSAGES.codeTooSoon, "seconds");
  enforce(limits.codesPerDestination.check(destination), ACCOUNT_MESSAGES.tooManyCodes, "minutes");
  limits.codeResendPerDestination.hit(destination);
  limits.codesPerDestination.hit(destination);
  if (input.purpose !== CODE_PURPOSE_REGISTER && !registered) return;

  const code = await core.codes.issue(destination, input.purpose);
  try {
    await deliver(core, contact, code, caller);
  } catch (err) {
    core.log.error({ err, channel: contact.kind }, "a verification code could not be delivered");
    await core.codes.withdraw(destination, input.purpose, code);
    throw new DomainError("unavailable", ACCOUNT_MESSAGES.codeNotSent);
  }
}

function deliver(core: AccountsCore, contact: ContactIdentity, code: string, caller: Caller): Promise<void> {
  const t = core.translator.translate;
  const text = t(caller.lang, ACCOUNT_MESSAGES.codeBody, { code, minutes: CODE_TTL_MS / 60_000 });
  const to = recipientOf(contact);
  if (contact.kind === "email") return core.senders.mailer.send({ to, subject: t(caller.lang, ACCOUNT_MESSAGES.codeSubject), text });
  return core.senders.sms.send({ to, text });
}
