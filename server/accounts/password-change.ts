import { CODE_PURPOSE_RESET, type AccountType } from "#domain/account.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import {
  badRequest,
  contactFromInput,
  contactOfUser,
  destinationOf,
  requireCodeOk,
  requireSamePasswords,
  requireUsablePassword,
  type ContactIdentity,
} from "./account-input.ts";
import type { AccountsCore, Caller } from "./accounts-core.ts";
import { hashPassword } from "./passwords.ts";
import { userRepo, type UserRow } from "./user-repo.ts";

export interface NewPasswordInput {
  newPassword: string;
  /** The repeated password, when the form sends it. */
  repeat?: string;
  authCode: string;
}

export interface ForgetPasswordInput extends NewPasswordInput {
  type: AccountType;
  account: string;
  areaId?: number;
}

export interface AmendPasswordInput extends NewPasswordInput {
  /** Whether the code went to the user's e-mail (1) or mobile (2). */
  type: AccountType;
}

/** Spends the reset code sent to `contact`, stores the new hash and ends every session of the user. */
async function replacePassword(core: AccountsCore, contact: ContactIdentity, input: NewPasswordInput, caller: Caller): Promise<void> {
  requireSamePasswords(input.newPassword, input.repeat);
  requireUsablePassword(input.newPassword, contact);
  requireCodeOk(await core.codes.consume(destinationOf(contact), CODE_PURPOSE_RESET, input.authCode, caller.ip));
  const user = await userRepo(core.db).byIdentity(contact);
  // A reset code exists only for registered destinations, so this is an account deleted since.
  if (!user) throw badRequest(ACCOUNT_MESSAGES.codeMissing);
  const passwordHash = await hashPassword(input.newPassword);
  await core.sessions.transaction(async (tx) => {
    await userRepo(tx).setPasswordHash(user.id, passwordHash);
    await core.sessions.revokeAll(tx, user.id);
  });
}

/** Forgotten password: proven by a code sent to the account's e-mail or mobile. */
export function forgetPassword(core: AccountsCore, input: ForgetPasswordInput, caller: Caller): Promise<void> {
  return replacePassword(core, contactFromInput(input.type, input.account, input.areaId), input, caller);
}

/** A logged-in (real) user's new password, proven by a code sent to their own e-mail or mobile. */
export function amendPassword(core: AccountsCore, user: UserRow, input: AmendPasswordInput, caller: Caller): Promise<void> {
  return replacePassword(core, contactOfUser(user, input.type), input, caller);
}
