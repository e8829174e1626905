import type { MessageDescriptor } from "@lingui/core";
import { ACCOUNT_EMAIL, type AccountType } from "#domain/account.ts";
import { DomainError } from "../platform/domain-error.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { MESSAGES } from "../i18n/messages.ts";
import type { Values } from "../i18n/translator.ts";
import { areaById } from "./area-codes.ts";
import { e164, normalizeEmail, normalizeMobile } from "./identifiers.ts";
import { passwordProblem } from "./passwords.ts";
import type { Identity, UserRow } from "./user-repo.ts";
import type { CodeCheck, Destination } from "./verification-codes.ts";

export type ContactIdentity = Extract<Identity, { kind: "email" | "mobile" }>;

export function badRequest(descriptor: MessageDescriptor, values?: Values): DomainError {
  return new DomainError("invalid", descriptor, values);
}

/** The e-mail (type 1) or mobile (type 2, with its area) a form names; a clear 400 when it is not one. */
export function contactFromInput(type: AccountType, account: string, areaId: number | undefined): ContactIdentity {
  if (type === ACCOUNT_EMAIL) {
    const email = normalizeEmail(account);
    if (!email) throw badRequest(ACCOUNT_MESSAGES.invalidEmail);
    return { kind: "email", email };
  }
  if (areaId === undefined) throw badRequest(MESSAGES.missingParam, { name: "area_id" });
  const mobile = normalizeMobile(areaId, account);
  if (mobile === "unknown-area") throw badRequest(ACCOUNT_MESSAGES.unknownArea);
  if (!mobile) throw badRequest(ACCOUNT_MESSAGES.invalidMobile);
  return { kind: "mobile", areaId: mobile.area.id, mobile: mobile.number };
}

/** The user's own e-mail or mobile, for codes that confirm a change to their account. */
export function contactOfUser(user: UserRow, type: AccountType): ContactIdentity {
  if (type === ACCOUNT_EMAIL) {
    if (!user.email) throw badRequest(ACCOUNT_MESSAGES.noEmailOnAccount);
    return { kind: "email", email: user.email };
  }
  if (user.areaId === null || !user.mobile) throw badRequest(ACCOUNT_MESSAGES.noMobileOnAccount);
  return { kind: "mobile", areaId: user.areaId, mobile: user.mobile };
}

/** The account as text (address or national number): a password may not be it. */
export function accountText(contact: ContactIdentity): string {
  return contact.kind === "email" ? contact.email : contact.mobile;
}

export function destinationOf(contact: ContactIdentity): Destination {
  return contact.kind === "email" ? `email:${contact.email}` : `mobile:${contact.areaId}:${contact.mobile}`;
}

/** Where a message for the contact is sent: the address, or the number in E.164. */
export function recipientOf(contact: ContactIdentity): string {
  return contact.kind === "email" ? contact.email : e164({ area: areaById(contact.areaId)!, number: contact.mobile });
}

export function takenError(contact: ContactIdentity): DomainError {
  return badRequest(contact.kind === "email" ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.mobileTaken);
}

const CODE_ERRORS = {
  missing: ACCOUNT_MESSAGES.codeMissing,
  used: ACCOUNT_MESSAGES.codeUsed,
  wrong: ACCOUNT_MESSAGES.codeWrong,
  expired: ACCOUNT_MESSAGES.codeExpired,
  exhausted: ACCOUNT_MESSAGES.codeExhausted,
} as const;

/** Throws the translated reason a verification code was refused. */
export function requireCodeOk(check: CodeCheck): void {
  if (check !== "ok") throw badRequest(CODE_ERRORS[check]);
}

export function requireSamePasswords(password: string, repeat: string | undefined): void {
  if (repeat !== undefined && repeat !== password) throw badRequest(ACCOUNT_MESSAGES.passwordsDiffer);
}

/** Throws why `password` may not be used (length, too common, the account itself). */
export function requireUsablePassword(password: string, contact: ContactIdentity): void {
  const problem = passwordProblem(password, accountText(contact));
  if (problem) throw badRequest(problem.descriptor, problem.values);
}
