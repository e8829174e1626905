import { ACCOUNT_EMAIL, type AccountType } from "#domain/account.ts";
import type { PasswordLoginAnswer } from "#domain/contract/factors.ts";
import { loginChallenge } from "../auth-factors/login-challenge.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { reserve, type Limiter } from "../platform/abuse-limits.ts";
import { badRequest, contactFromInput } from "./account-input.ts";
import type { AccountsCore, Caller } from "./accounts-core.ts";
import { openDeviceSession } from "./devices/device-login.ts";
import { bareDigits, internationalMobile } from "./identifiers.ts";
import { loginAddressRepo } from "./login-addresses.ts";
import { verifyPassword } from "./passwords.ts";
import { userRepo, type UserRow } from "./user-repo.ts";
import { loginResponse } from "./user-wire.ts";

export interface LoginInput {
  loginType: AccountType;
  account: string;
  password: string;
  areaId?: number;
}

interface Lookup {
  /** The normalized account as typed, for counting failures against accounts that do not exist. */
  typed: string;
  user: UserRow | undefined;
}

/**
 * The account a log-in names. The documented login form sends no area code with a mobile number,
 * so without one a "+" number names its own area, and a bare number is looked up in every area.
 */
async function lookUp(core: AccountsCore, input: LoginInput): Promise<Lookup> {
  const users = userRepo(core.db);
  if (input.loginType === ACCOUNT_EMAIL || input.areaId !== undefined) {
    const contact = contactFromInput(input.loginType, input.account, input.areaId);
    const key = contact.kind === "email" ? contact.email : `${contact.areaId}:${contact.mobile}`;
    return { typed: key, user: await users.byIdentity(contact) };
  }
  const international = internationalMobile(input.account);
  if (international) {
    const contact = { kind: "mobile", areaId: international.area.id, mobile: international.number } as const;
    return { typed: `${contact.areaId}:${contact.mobile}`, user: await users.byIdentity(contact) };
  }
  const digits = bareDigits(input.account);
  if (digits.length < 4) throw badRequest(ACCOUNT_MESSAGES.invalidMobile);
  const found = await users.byMobileDigits(digits);
  if (found.length > 1) throw badRequest(ACCOUNT_MESSAGES.ambiguousMobile);
  return { typed: `*:${digits}`, user: found[0] };
}

/**
 * Checks the password and opens a new session. A failure slot is reserved before the password is
 * checked, so concurrent guesses are all counted, and given back when the password is right.
 * A wrong account and a wrong password read the same; with a second factor on, a right password
 * gives a challenge for its code instead of a session.
 */
export async function login(core: AccountsCore, input: LoginInput, caller: Caller): Promise<PasswordLoginAnswer> {
  const { typed, user } = await lookUp(core, input);
  const knownAddress = await loginAddressRepo(core.db).isKnownFor(user?.id, caller.ip);
  // Counted by user when there is one, so typing the same number two ways does not double the tries.
  const key = user ? `user:${user.id}` : typed;
  const { limits } = core;
  const entries: Array<readonly [Limiter, string]> = [
    [limits.loginFailuresPerAccountAndIp, `${key}|${caller.ip}`],
    [limits.loginFailuresPerIp, caller.ip],
  ];
  if (!knownAddress) entries.push([limits.loginFailuresPerAccount, key]);
  const slots = await reserve({ entries, descriptor: ACCOUNT_MESSAGES.tooManyLogins, unit: "minutes" });

  // Demo accounts have no password hash, so they never log in this way.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw badRequest(ACCOUNT_MESSAGES.wrongCredentials);
  await slots.release();
  await limits.loginFailuresPerAccountAndIp.reset(`${key}|${caller.ip}`);
  await loginAddressRepo(core.db).remember(user.id, caller.ip, new Date(core.clock.now()));
  return (await loginChallenge(core, user.id)) ?? loginResponse(await openDeviceSession(core, user, caller), user);
}
