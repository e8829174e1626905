import type { LanguageCode } from "#domain/locales.ts";
import type { Config } from "../config.ts";
import type { Translator } from "../i18n/translator.ts";
import type { Senders } from "../services/senders.ts";
import type { Db } from "../store/db.ts";
import type { AbuseLimits } from "../platform/abuse-limits.ts";
import type { CaptchaStore } from "./captcha.ts";
import type { BackgroundJobs } from "../platform/background-jobs.ts";
import type { Clock } from "../platform/clock.ts";
import type { NewLogin } from "../devices/new-login-notice.ts";
import type { Sessions } from "./sessions.ts";
import type { VerificationCodes } from "./verification-codes.ts";

export interface AccountsLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the account use cases share. */
export interface AccountsCore {
  db: Db;
  config: Config;
  clock: Clock;
  translator: Translator;
  sessions: Sessions;
  codes: VerificationCodes;
  captchas: CaptchaStore;
  limits: AbuseLimits;
  senders: Senders;
  /** Deliveries run here, after the answer. */
  jobs: BackgroundJobs;
  log: AccountsLog;
  /** Hear each login from a browser the account had not seen (the Web Push notifier, through the bus). */
  newLoginListeners: Set<(login: NewLogin) => void>;
}

/** Who is calling: the address the abuse limits count by, and the language of any message sent. */
export interface Caller {
  ip: string;
  lang: LanguageCode;
  /** The language the request named (null when none): notices and codes sent later use it, never the default `lang` falls back to. */
  namedLang?: LanguageCode | null;
  /** The User-Agent, for the sessions list; only the calls that open a session read it. */
  userAgent?: string;
  /** The browser id of the caller's cookie (`devices/browser-id.ts`); only the calls that open a session read it. */
  browserId?: string;
}
