import { openDeviceSession } from "./devices/device-login.ts";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type CodePurpose } from "#domain/account.ts";
import type { BalanceResponse, InviteInfo, LoginResponse } from "#domain/contract/accounts.ts";
import { contactOfUser, destinationOf, requireCodeOk } from "./account-input.ts";
import type { Config } from "../config.ts";
import type { Translator } from "../i18n/translator.ts";
import type { Senders } from "../services/senders.ts";
import type { Db } from "../store/db.ts";
import type { AbuseLimits } from "../platform/abuse-limits.ts";
import type { AccountsCore, AccountsLog, Caller } from "./accounts-core.ts";
import type { CaptchaStore } from "./captcha.ts";
import type { BackgroundJobs } from "../platform/background-jobs.ts";
import type { Clock } from "../platform/clock.ts";
import { sendCode, type SendCodeInput } from "./code-sending.ts";
import { openDemo, resetDemo, type DemoResetHook } from "./demo-accounts.ts";
import { ledger } from "../ledger/ledger.ts";
import { backToReal, openOwnDemo } from "./own-demo.ts";
import { login, type LoginInput } from "./login.ts";
import { amendPassword, forgetPassword, type AmendPasswordInput, type ForgetPasswordInput } from "./password-change.ts";
import { register, type RegisterInput } from "./registration.ts";
import { createSessions, type SessionInfo } from "./sessions.ts";
import type { NewLogin } from "../devices/new-login-notice.ts";
import { listSessions } from "./devices/session-list.ts";
import { userRepo, type UserRow } from "./user-repo.ts";
import { loginResponse } from "./user-wire.ts";
import { createVerificationCodes } from "./verification-codes.ts";
import { tellTotpTurnedOff } from "./devices/totp-off-notice.ts";

export interface AccountsDeps {
  db: Db;
  config: Config;
  translator: Translator;
  log: AccountsLog;
  clock: Clock;
  /** Mail and SMS, sent after the answer through `jobs`. */
  senders: Senders;
  jobs: BackgroundJobs;
  limits: AbuseLimits;
  captchas: CaptchaStore;
}

const DAY = 86_400_000;

/** Users, sessions, codes, captchas, demo accounts and the trading account's balance. */
export function createAccounts({ db, config, translator, log, clock, senders, jobs, limits, captchas }: AccountsDeps) {
  const core: AccountsCore = {
    db,
    config,
    clock,
    translator,
    log,
    senders,
    jobs,
    sessions: createSessions(db, clock, { ttlMs: config.sessionTtlDays * DAY, maxPerUser: config.maxSessionsPerUser }),
    codes: createVerificationCodes(db, clock),
    captchas,
    limits,
    newLoginListeners: new Set(),
  };
  const demoResetHooks: DemoResetHook[] = [];

  return {
    sessions: core.sessions,
    captchas: core.captchas,
    sendCode: (input: SendCodeInput, caller: Caller) => sendCode(core, input, caller),
    register: (input: RegisterInput, caller: Caller) => register(core, input, caller),
    login: (input: LoginInput, caller: Caller) => login(core, input, caller),
    /** The session a log-in that passed its second factor opens. */
    async openAfterFactor(userId: number, caller: Caller): Promise<LoginResponse> {
      const user = await userRepo(db).byId(userId);
      if (!user) throw new Error(`user ${userId} is gone`);
      return loginResponse(await openDeviceSession(core, user, caller), user);
    },
    forgetPassword: (input: ForgetPasswordInput, caller: Caller) => forgetPassword(core, input, caller),
    amendPassword: (user: UserRow, input: AmendPasswordInput, caller: Caller) => amendPassword(core, user, input, caller),
    /** Spends a code sent for `purpose` to the user's own e-mail or mobile (the one they log in with), in `tx` if given; refuses a wrong or spent one. */
    spendOwnCode: async (user: UserRow, purpose: CodePurpose, code: string, caller: Caller, tx?: Db) =>
      requireCodeOk(await core.codes.consume(destinationOf(contactOfUser(user, user.email ? ACCOUNT_EMAIL : ACCOUNT_MOBILE)), purpose, code, caller.ip, tx)),
    openDemo: (demoId: string, caller: Caller) => openDemo(core, demoId, caller),
    /** The registered user's own demo account, from their real session; null once that session ended. */
    openOwnDemo: (real: SessionInfo) => openOwnDemo(core, real),
    /** Back from the own demo account to the real session it was opened from; null once that ended. */
    backToReal: (demo: SessionInfo) => backToReal(core, demo),
    /** The user's invite code and how many people registered with it. */
    invitation: async (user: UserRow): Promise<InviteInfo> => ({ invite_code: user.inviteCode, invited: await userRepo(db).invitedBy(user.id) }),
    resetDemo: (user: UserRow, idempotencyKey?: string) => resetDemo(core, demoResetHooks, user, idempotencyKey),
    /** The engine registers here how a demo reset closes the demo's orders. */
    onDemoReset: (hook: DemoResetHook) => void demoResetHooks.push(hook),
    /** Hears each login from a browser the account had not seen (the composition root publishes it for Web Push). */
    onNewLogin: (listener: (login: NewLogin) => void) => void core.newLoginListeners.add(listener),
    /** Mails or texts the user, after the answer, that an operator turned their authenticator app off. */
    tellTotpTurnedOff: (userId: number) => tellTotpTurnedOff(core, userId),
    /** The live sessions of the caller's user, the caller's own marked. */
    listSessions: (caller: SessionInfo) => listSessions(db, clock, caller),
    async balance(userId: number): Promise<BalanceResponse> {
      const balance = await ledger(db).balance(userId);
      if (!balance) throw new Error(`user ${userId} has no trading account`);
      return balance;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
