import { CODE_PURPOSE_REGISTER, VERIFY_REG_CAPTCHA, type AccountType } from "#domain/account.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Db } from "../store/db.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { MESSAGES } from "../i18n/messages.ts";
import { countedIfDone } from "../platform/abuse-limits.ts";
import {
  badRequest,
  contactFromInput,
  destinationOf,
  requireCodeOk,
  requireSamePasswords,
  requireUsablePassword,
  takenError,
  type ContactIdentity,
} from "./account-input.ts";
import type { AccountsCore, Caller } from "./accounts-core.ts";
import { ledger } from "../ledger/ledger.ts";
import { loginAddressRepo } from "./login-addresses.ts";
import { hashPassword } from "./passwords.ts";
import { recordAcceptance } from "./devices/acceptances.ts";
import { deviceOf } from "./devices/device-login.ts";
import { rememberBrowser } from "./devices/known-browsers.ts";
import { DEVICE_MESSAGES } from "../i18n/device-messages.ts";
import { userRepo, type UserRow } from "./user-repo.ts";
import { loginResponse } from "./user-wire.ts";

export interface RegisterInput {
  type: AccountType;
  /** The e-mail address, or the mobile number (of area `areaId`). */
  account: string;
  areaId?: number;
  password: string;
  rePassword: string;
  inviteCode?: string;
  /** The code sent to the account, or the captcha answer when verify_reg_type is 2. */
  smsCode?: string;
  /** The captcha id when verify_reg_type is 2. */
  key?: string;
  /** The registrant ticked that they accept the terms and the risk warning. */
  acceptsTerms: boolean;
}

async function inviterOf(db: Db, inviteCode: string | undefined): Promise<UserRow | null> {
  if (!inviteCode) return null;
  const inviter = await userRepo(db).byInviteCode(inviteCode);
  // Demo accounts have codes too, but cannot invite anyone.
  if (!inviter || inviter.isDemo) throw badRequest(ACCOUNT_MESSAGES.unknownInviteCode, { code: inviteCode });
  return inviter;
}

/** Proves the registrant is a person (captcha) or owns the address (code); spends the proof either way. */
async function requireProof(core: AccountsCore, contact: ContactIdentity, input: RegisterInput, caller: Caller): Promise<void> {
  if (core.config.verifyRegType === VERIFY_REG_CAPTCHA) {
    if (!input.key || !input.smsCode) throw badRequest(ACCOUNT_MESSAGES.captchaRequired);
    if (!(await core.captchas.solve(input.key, input.smsCode))) throw badRequest(ACCOUNT_MESSAGES.captchaWrong);
    return;
  }
  if (!input.smsCode) throw badRequest(MESSAGES.missingParam, { name: "sms_code" });
  requireCodeOk(await core.codes.consume(destinationOf(contact), CODE_PURPOSE_REGISTER, input.smsCode, caller.ip));
}

/**
 * Creates the account with its empty trading account and logs it in. The address's registration
 * slot is reserved first and given back when the registration fails. Everything cheap is checked
 * before the code is spent, so a typo in the password does not cost the user their code.
 */
export async function register(core: AccountsCore, input: RegisterInput, caller: Caller): Promise<LoginResponse> {
  const limit = { entries: [[core.limits.registrationsPerIp, caller.ip]], descriptor: ACCOUNT_MESSAGES.tooManyRegistrations, unit: "minutes" } as const;
  return countedIfDone(limit, () => createAccount(core, input, caller));
}

async function createAccount(core: AccountsCore, input: RegisterInput, caller: Caller): Promise<LoginResponse> {
  if (!input.acceptsTerms) throw badRequest(DEVICE_MESSAGES.acceptanceRequired);
  const contact = contactFromInput(input.type, input.account, input.areaId);
  if (contact.kind === "mobile" && !core.config.isShowMobile) throw badRequest(ACCOUNT_MESSAGES.mobileRegistrationOff);
  requireSamePasswords(input.password, input.rePassword);
  requireUsablePassword(input.password, contact);
  const inviter = await inviterOf(core.db, input.inviteCode);
  if (await userRepo(core.db).byIdentity(contact)) throw takenError(contact);

  await requireProof(core, contact, input, caller);
  const passwordHash = await hashPassword(input.password);
  const at = new Date(core.clock.now());
  return core.sessions.transaction(async (tx) => {
    const user = await userRepo(tx).insert({ identity: contact, passwordHash, inviterId: inviter?.id ?? null, createdAt: at, lang: caller.namedLang ?? null });
    if (user === "taken") throw takenError(contact);
    await ledger(tx).open(user.id, at);
    await loginAddressRepo(tx).remember(user.id, caller.ip, at);
    await recordAcceptance(tx, user.id, at);
    await rememberBrowser(tx, user.id, caller, at);
    return loginResponse(await core.sessions.open(tx, user.id, deviceOf(caller)), user);
  });
}
